import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type Item = {
  id: string;
  code: string;
  stage: string;
  someday: boolean;
  taskId: string | null;
  cardId: string | null;
  processedAt: string | null;
};
type Task = {
  id: string;
  listId: string;
  code: string;
  title: string;
  description: string;
  status: string;
  priority: string;
  size: string | null;
  tags: string[];
  dueAt: string | null;
  next: boolean;
  waiting: boolean;
  assignees: { id: string }[];
  completedAt: string | null;
};
type Result = {
  item: Item;
  task: Task | null;
  card: { id: string; stageId: string; title: string } | null;
};

async function setup() {
  const owner = await newCaller(app, database);
  const listId = expectStatus(
    await owner.post<{ id: string }>('/lists', {
      name: 'Próximas ações',
      sequence: { prefix: 'ACT', width: 3 },
    }),
    201,
  ).id;
  return { owner, listId };
}
const capture = async (caller: Caller, content: string) =>
  expectStatus(await caller.post<Item>('/items', { content }), 201);
const processIt = (caller: Caller, id: string, body: object) =>
  caller.post<Result>(`/items/${id}/process`, body);

describe('inbox: processing (guided flow)', () => {
  it('do now: a done task in the list, the item archived and linked', async () => {
    const { owner, listId } = await setup();
    const item = await capture(owner, 'Responder e-mail do João #trabalho !alta ~PP');
    const { item: after, task } = expectStatus(
      await processIt(owner, item.id, { action: 'do-now', listId }),
      200,
    );
    expect(task).toMatchObject({
      listId,
      code: 'ACT-001',
      title: 'Responder e-mail do João',
      status: 'done',
      priority: 'high',
      size: 'PP',
      tags: ['trabalho'],
      next: false,
    });
    expect(task!.completedAt).not.toBeNull();
    expect(after).toMatchObject({ stage: 'archived', taskId: task!.id, cardId: null });
    expect(after.processedAt).not.toBeNull();
    const again = await processIt(owner, item.id, { action: 'trash' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: `O item ${item.code} já foi processado: ele está "Arquivado".`,
    });
  });

  it('next action: a queued todo task flagged next; schedule: a task with the due date', async () => {
    const { owner, listId } = await setup();
    const a = await capture(owner, 'Comprar passagens');
    const next = expectStatus(
      await processIt(owner, a.id, {
        action: 'next-action',
        listId,
        title: 'Comprar passagens para Recife',
        priority: 'critical',
        size: 'M',
      }),
      200,
    );
    expect(next.task).toMatchObject({
      status: 'todo',
      next: true,
      waiting: false,
      title: 'Comprar passagens para Recife',
      description: 'Comprar passagens',
      priority: 'critical',
      size: 'M',
    });
    const b = await capture(owner, 'Consulta');
    const noDate = await processIt(owner, b.id, { action: 'schedule', listId });
    expect(noDate.status).toBe(400);
    expect(noDate.body).toMatchObject({
      fields: { dueAt: 'Informe data e hora válidas (ISO 8601).' },
    });
    const scheduled = expectStatus(
      await processIt(owner, b.id, {
        action: 'schedule',
        listId,
        dueAt: '2025-04-01T09:00:00-03:00',
      }),
      200,
    );
    expect(scheduled.task).toMatchObject({
      status: 'todo',
      dueAt: '2025-04-01T12:00:00.000Z',
      next: false,
    });
    expect(scheduled.item.stage).toBe('archived');
  });

  it('delegate: assigned to a member, waiting; a non-member is refused and nothing changes', async () => {
    const { owner, listId } = await setup();
    const colleague = await joinAs(app, database, owner.workspaceId, 'editor', 'Bia');
    const stranger = await newCaller(app, database);
    const item = await capture(owner, 'Revisar contrato');
    const refused = await processIt(owner, item.id, {
      action: 'delegate',
      listId,
      assigneeIds: [stranger.userId],
    });
    expect(refused.status).toBe(400);
    expect(expectStatus(await owner.get<Item>(`/items/${item.id}`), 200)).toMatchObject({
      stage: 'collected',
      taskId: null,
    });
    expect(
      expectStatus(await owner.get<{ sequence: { lastNumber: number } }>(`/lists/${listId}`), 200)
        .sequence.lastNumber,
    ).toBe(0);
    const { task } = expectStatus(
      await processIt(owner, item.id, {
        action: 'delegate',
        listId,
        assigneeIds: [colleague.userId],
      }),
      200,
    );
    expect(task).toMatchObject({
      status: 'todo',
      waiting: true,
      assignees: [{ id: colleague.userId }],
    });
  });

  it('to a process: a card in the first (or chosen) stage; a full stage refuses and nothing changes', async () => {
    const { owner } = await setup();
    const process = expectStatus(
      await owner.post<{ id: string; stages: { id: string }[] }>('/processes', {
        name: 'Vendas',
        stages: [{ name: 'Lead', wipLimit: 1 }, { name: 'Proposta' }],
      }),
      201,
    );
    const first = await capture(owner, 'Acme quer proposta');
    const { card, item } = expectStatus(
      await processIt(owner, first.id, { action: 'to-process', processId: process.id }),
      200,
    );
    expect(card).toMatchObject({ title: 'Acme quer proposta', stageId: process.stages[0]!.id });
    expect(item).toMatchObject({ stage: 'archived', cardId: card!.id });
    const second = await capture(owner, 'Beta também');
    const full = await processIt(owner, second.id, { action: 'to-process', processId: process.id });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      message: 'A etapa "Lead" atingiu o limite de 1 cartão (WIP).',
    });
    expect(expectStatus(await owner.get<Item>(`/items/${second.id}`), 200).stage).toBe('collected');
    const chosen = expectStatus(
      await processIt(owner, second.id, {
        action: 'to-process',
        processId: process.id,
        stageId: process.stages[1]!.id,
      }),
      200,
    );
    expect(chosen.card!.stageId).toBe(process.stages[1]!.id);
  });

  it('someday keeps it separated and flagged; reference archives; trash cancels', async () => {
    const { owner } = await setup();
    const [a, b, c] = [
      await capture(owner, 'Aprender violão'),
      await capture(owner, 'Manual da geladeira'),
      await capture(owner, 'Ideia ruim'),
    ];
    expect(expectStatus(await processIt(owner, a!.id, { action: 'someday' }), 200)).toMatchObject({
      item: { stage: 'separated', someday: true },
      task: null,
      card: null,
    });
    expect(
      expectStatus(await processIt(owner, b!.id, { action: 'reference' }), 200).item.stage,
    ).toBe('archived');
    expect(expectStatus(await processIt(owner, c!.id, { action: 'trash' }), 200).item.stage).toBe(
      'canceled',
    );
    expect((await processIt(owner, a!.id, { action: 'voar' })).body).toMatchObject({
      message: 'Escolha uma ação válida.',
    });
  });

  it('a list of another workspace answers 404 and the item stays as it was', async () => {
    const { owner } = await setup();
    const other = await setup();
    const item = await capture(owner, 'X');
    const res = await processIt(owner, item.id, { action: 'do-now', listId: other.listId });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Lista não encontrada.' });
    expect(expectStatus(await owner.get<Item>(`/items/${item.id}`), 200).stage).toBe('collected');
  });

  it('a long capture becomes a short title with the full text as description', async () => {
    const { owner, listId } = await setup();
    const long = `Plano ${'muito '.repeat(80)}longo`;
    const item = expectStatus(
      await owner.post<Item>('/items', { content: long, parse: false }),
      201,
    );
    const { task } = expectStatus(
      await processIt(owner, item.id, { action: 'next-action', listId }),
      200,
    );
    expect(task!.title).toHaveLength(300);
    expect(task!.title.endsWith('…')).toBe(true);
    expect(task!.description).toBe(long);
  });
});
