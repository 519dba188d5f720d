import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type Entry = {
  kind: string;
  field: string | null;
  label: string | null;
  from: unknown;
  to: unknown;
  actorName: string | null;
  at: string;
};
type Page = { items: Entry[]; nextCursor: string | null };
const brief = (e: Entry) => ({
  kind: e.kind,
  field: e.field,
  label: e.label,
  from: e.from,
  to: e.to,
});

describe('flow history', () => {
  it('records each change of a task with before and after, newest first', async () => {
    const owner = await newCaller(app, database);
    const bruna = await joinAs(app, database, owner.workspaceId, 'editor', 'Bruna');
    const list = expectStatus(
      await owner.post<{ id: string }>('/lists', {
        name: 'L',
        fields: [{ key: 'horas', label: 'Horas' }],
      }),
      201,
    );
    const task = expectStatus(
      await owner.post<{ id: string; version: number }>(`/lists/${list.id}/tasks`, {
        title: 'Antes',
      }),
      201,
    );
    const url = `/tasks/${task.id}`;
    expectStatus(
      await owner.patch(url, {
        title: 'Depois',
        priority: 'high',
        dueAt: '2026-11-25T17:03:00.000Z',
        assigneeIds: [bruna.userId],
        fieldValues: { horas: 2.5 },
      }),
      200,
    );
    expectStatus(await bruna.patch(url, { status: 'doing' }), 200);
    expectStatus(await owner.post(`${url}/move`, { status: 'done' }), 200);
    expectStatus(await owner.post(`${url}/move`, { status: 'done' }), 200); // a reorder: no entry
    expectStatus(await owner.post(`${url}/checklist`, { text: 'Revisar' }), 201);
    expectStatus(await owner.post(`${url}/comments`, { body: 'Pronto para revisão' }), 201);
    expectStatus(await owner.patch(url, { title: 'Depois' }), 200); // nothing changed: no entry

    const page = expectStatus(await owner.get<Page>(`${url}/history`), 200);
    expect(page.items.map(brief)).toEqual(
      expect.arrayContaining([
        { kind: 'created', field: null, label: null, from: null, to: 'todo' },
        { kind: 'changed', field: 'title', label: null, from: 'Antes', to: 'Depois' },
        { kind: 'changed', field: 'priority', label: null, from: 'normal', to: 'high' },
        {
          kind: 'changed',
          field: 'dueAt',
          label: null,
          from: null,
          to: '2026-11-25T17:03:00.000Z',
        },
        { kind: 'changed', field: 'assignees', label: null, from: [], to: ['Bruna'] },
        { kind: 'changed', field: 'field:horas', label: 'Horas', from: null, to: 2.5 },
        { kind: 'changed', field: 'status', label: null, from: 'todo', to: 'doing' },
        { kind: 'changed', field: 'status', label: null, from: 'doing', to: 'done' },
        { kind: 'checklist-added', field: null, label: 'Revisar', from: null, to: null },
        { kind: 'comment-added', field: null, label: 'Pronto para revisão', from: null, to: null },
      ]),
    );
    expect(page.items).toHaveLength(10);
    // Newest first, each with its author.
    expect(page.items[0]).toMatchObject({ kind: 'comment-added', actorName: 'Pessoa Teste' });
    expect(page.items.find((e) => e.from === 'todo' && e.to === 'doing')?.actorName).toBe('Bruna');
    expect(page.items.at(-1)?.kind).toBe('created');

    // Keyset pages: 4 + 4 + 2, no entry twice.
    const seen: Entry[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const next: Page = expectStatus(await owner.get<Page>(`${url}/history?limit=4${query}`), 200);
      seen.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen.map(brief)).toEqual(page.items.map(brief));
  });

  it('answers 404 across workspaces, for missing records and bad cursors pt-BR', async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const list = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'L' }), 201);
    const task = expectStatus(
      await owner.post<{ id: string }>(`/lists/${list.id}/tasks`, { title: 'Segredo' }),
      201,
    );
    const process = expectStatus(
      await owner.post<{ id: string }>('/processes', { name: 'P', stages: [{ name: 'A' }] }),
      201,
    );
    const card = expectStatus(
      await owner.post<{ id: string }>(`/processes/${process.id}/cards`, { title: 'C' }),
      201,
    );
    const other = await stranger.get(`/tasks/${task.id}/history`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ message: 'Tarefa não encontrada.' });
    expect((await stranger.get(`/cards/${card.id}/history`)).body).toMatchObject({
      message: 'Cartão não encontrado.',
    });
    expectStatus(await owner.get(`/tasks/${crypto.randomUUID()}/history`), 404);
    expect((await owner.get(`/tasks/${task.id}/history?cursor=xyz`)).status).toBe(400);
  });

  it('records a card: creation, field changes, checklist, comment and stage moves by name', async () => {
    const owner = await newCaller(app, database);
    const bruna = await joinAs(app, database, owner.workspaceId, 'editor', 'Bruna');
    const process = expectStatus(
      await owner.post<{ id: string; stages: { id: string }[] }>('/processes', {
        name: 'Vendas',
        stages: [{ name: 'Contato' }, { name: 'Proposta' }],
      }),
      201,
    );
    expectStatus(
      await owner.patch(`/processes/${process.id}`, { fields: [{ key: 'valor', label: 'Valor' }] }),
      200,
    );
    const card = expectStatus(
      await owner.post<{ id: string }>(`/processes/${process.id}/cards`, { title: 'Cliente' }),
      201,
    );
    const url = `/cards/${card.id}`;
    expectStatus(
      await owner.patch(url, {
        title: 'Cliente Acme',
        assigneeId: bruna.userId,
        priority: 'high',
        fieldValues: { valor: 1500 },
      }),
      200,
    );
    expectStatus(await owner.post(`${url}/checklist`, { text: 'Enviar proposta' }), 201);
    expectStatus(await bruna.post(`${url}/comments`, { body: 'Liguei hoje' }), 201);
    expectStatus(await owner.post(`${url}/move`, { stageId: process.stages[1]!.id }), 200);
    const page = expectStatus(await owner.get<Page>(`${url}/history`), 200);
    expect(page.items.map(brief)).toEqual(
      expect.arrayContaining([
        { kind: 'created', field: null, label: null, from: null, to: 'Contato' },
        { kind: 'changed', field: 'title', label: null, from: 'Cliente', to: 'Cliente Acme' },
        { kind: 'changed', field: 'assignees', label: null, from: [], to: ['Bruna'] },
        { kind: 'changed', field: 'field:valor', label: 'Valor', from: null, to: 1500 },
        { kind: 'checklist-added', field: null, label: 'Enviar proposta', from: null, to: null },
        { kind: 'comment-added', field: null, label: 'Liguei hoje', from: null, to: null },
        { kind: 'changed', field: 'stage', label: null, from: 'Contato', to: 'Proposta' },
      ]),
    );
    expect(page.items[0]).toMatchObject({ field: 'stage', actorName: 'Pessoa Teste' });
    expect(page.items.find((e) => e.kind === 'comment-added')?.actorName).toBe('Bruna');
  });

  it('keeps a deleted task history and adds the deletion and the restore', async () => {
    const owner = await newCaller(app, database);
    const list = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'L' }), 201);
    const task = expectStatus(
      await owner.post<{ id: string }>(`/lists/${list.id}/tasks`, { title: 'T' }),
      201,
    );
    expectStatus(await owner.del(`/tasks/${task.id}`), 200);
    const trashed = expectStatus(await owner.get<Page>(`/tasks/${task.id}/history`), 200);
    expect(trashed.items.map((e) => e.kind)).toEqual(['deleted', 'created']);
    expectStatus(await owner.post(`/tasks/${task.id}/restore`), 200);
    const back = expectStatus(await owner.get<Page>(`/tasks/${task.id}/history`), 200);
    expect(back.items.map((e) => e.kind)).toEqual(['restored', 'deleted', 'created']);
  });
});
