import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  expectStatus,
  testApp,
  testDatabase,
  watchWorkspace,
  type Caller,
} from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-cards-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const database = testDatabase();
const app = await testApp({ DATA_DIR: dataDir });

type Card = {
  id: string;
  version: number;
  assigneeId: string | null;
  dueAt: string | null;
  priority: string;
  fieldValues: Record<string, number>;
};
type Item = { id: string; text: string; done: boolean; version: number };
type Attachment = { id: string; fileId: string; name: string; mimeType: string; size: number };
type Detail = Card & { checklistItems: Item[]; attachments: Attachment[] };
type Refusal = {
  message: string;
  fields?: Record<string, string>;
  current?: Record<string, unknown>;
};

async function cardOf(owner: Caller, fields: { key: string; label: string }[] = []) {
  const process = expectStatus(
    await owner.post<{ id: string; version: number }>('/processes', {
      name: `Vendas ${randomUUID().slice(0, 6)}`,
      stages: [{ name: 'Contato' }, { name: 'Proposta' }],
    }),
    201,
  );
  if (fields.length) expectStatus(await owner.patch(`/processes/${process.id}`, { fields }), 200);
  const card = expectStatus(
    await owner.post<Card>(`/processes/${process.id}/cards`, { title: 'Contrato Acme' }),
    201,
  );
  return { process, card };
}

/** A file in the library, uploaded through the media route as a browser would. */
async function uploadText(who: Caller, name: string) {
  const boundary = `----h7${randomUUID().replaceAll('-', '')}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: text/plain\r\n\r\nproposta ${randomUUID()}\r\n--${boundary}--\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/fabrica/media/files',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string }>();
}
const usagesOf = async (who: Caller, fileId: string) =>
  (
    await app.inject({
      url: `/api/app/fabrica/media/files/${fileId}/usages`,
      headers: who.headers,
    })
  ).json<{ items: { label: string; kind: string }[] }>().items;

describe('process cards: assignee, due date, priority, fields', () => {
  it('saves each field, versions the edit and emits flow.card.assigned only when the assignee changes', async () => {
    const owner = await newCaller(app, database);
    const ana = await joinAs(app, database, owner.workspaceId, 'editor');
    const { card } = await cardOf(owner, [{ key: 'valor', label: 'Valor' }]);
    const { emitted } = watchWorkspace(app, owner.workspaceId);

    const saved = expectStatus(
      await owner.patch<Card>(`/cards/${card.id}`, {
        assigneeId: ana.userId,
        dueAt: '2026-12-01T15:00:00-03:00',
        priority: 'high',
        fieldValues: { valor: 1500.5 },
        version: card.version,
      }),
      200,
    );
    expect(saved).toMatchObject({
      assigneeId: ana.userId,
      dueAt: '2026-12-01T18:00:00.000Z',
      priority: 'high',
      fieldValues: { valor: 1500.5 },
      version: card.version + 1,
    });
    expect(emitted('flow.card')).toEqual(['flow.card.updated', 'flow.card.assigned']);

    // The same assignee again is no new assignment; another field keeps the values merged.
    expectStatus(
      await owner.patch(`/cards/${card.id}`, { assigneeId: ana.userId, priority: 'low' }),
      200,
    );
    expect(emitted('flow.card')).toEqual(['flow.card.updated']);
    // Clearing the assignee or a value tells nobody and removes it.
    const cleared = expectStatus(
      await owner.patch<Card>(`/cards/${card.id}`, {
        assigneeId: null,
        fieldValues: { valor: null },
      }),
      200,
    );
    expect(cleared).toMatchObject({ assigneeId: null, fieldValues: {}, priority: 'low' });
    expect(emitted('flow.card')).toEqual(['flow.card.updated']);

    const detail = expectStatus(await owner.get<Detail>(`/cards/${card.id}`), 200);
    expect(detail).toMatchObject({ dueAt: '2026-12-01T18:00:00.000Z', priority: 'low' });
  });

  it('a stale version answers 409 with the current card and changes nothing', async () => {
    const owner = await newCaller(app, database);
    const { card } = await cardOf(owner);
    expectStatus(await owner.patch(`/cards/${card.id}`, { priority: 'critical', version: 1 }), 200);
    const stale = await owner.patch<Refusal>(`/cards/${card.id}`, {
      priority: 'low',
      dueAt: null,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ priority: 'critical', version: 2 });
    expect((await owner.get<Card>(`/cards/${card.id}`)).body.priority).toBe('critical');
  });

  it('refuses in pt-BR naming the field: a non-member assignee, an unknown field, bad values', async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const { card, process } = await cardOf(owner, [{ key: 'valor', label: 'Valor' }]);
    const cases: [object, string, string][] = [
      [
        { assigneeId: stranger.userId },
        'assigneeId',
        'Escolha responsáveis que sejam membros desta conta.',
      ],
      [{ fieldValues: { lucro: 3 } }, 'fieldValues', 'Campo desconhecido neste processo: lucro.'],
      [{ priority: 'urgentissima' }, 'priority', 'Prioridade inválida.'],
      [{ dueAt: 'amanhã' }, 'dueAt', 'Informe data e hora válidas (ISO 8601).'],
      [{ assigneeId: 'ana' }, 'assigneeId', 'Responsável não encontrado.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.patch<Refusal>(`/cards/${card.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    }
    const dup = await owner.patch<Refusal>(`/processes/${process.id}`, {
      fields: [
        { key: 'valor', label: 'Valor' },
        { key: 'valor', label: 'Outro' },
      ],
    });
    expect(dup.status).toBe(400);
    expect(JSON.stringify(dup.body.fields)).toContain('A chave \\"valor\\" já está em uso.');
  });
});

describe('process cards: checklist, comments, attachments', () => {
  it('adds, checks (versioned) and removes checklist items; the detail lists them in order', async () => {
    const owner = await newCaller(app, database);
    const { card } = await cardOf(owner);
    const { emitted } = watchWorkspace(app, owner.workspaceId);
    const first = expectStatus(
      await owner.post<Item>(`/cards/${card.id}/checklist`, { text: 'Enviar proposta' }),
      201,
    );
    const second = expectStatus(
      await owner.post<Item>(`/cards/${card.id}/checklist`, { text: 'Assinar' }),
      201,
    );
    const done = expectStatus(
      await owner.patch<Item>(`/cards/${card.id}/checklist/${first.id}`, {
        done: true,
        version: first.version,
      }),
      200,
    );
    expect(done).toMatchObject({ done: true, version: first.version + 1 });
    const stale = await owner.patch<Refusal>(`/cards/${card.id}/checklist/${first.id}`, {
      text: 'Outra coisa',
      version: first.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ text: 'Enviar proposta', done: true });
    expect(
      (await owner.post<Refusal>(`/cards/${card.id}/checklist`, { text: ' ' })).body.message,
    ).toBe('Escreva o item.');
    expectStatus(await owner.del(`/cards/${card.id}/checklist/${second.id}`), 200);
    const detail = expectStatus(await owner.get<Detail>(`/cards/${card.id}`), 200);
    expect(detail.checklistItems.map((i) => [i.text, i.done])).toEqual([['Enviar proposta', true]]);
    expect(emitted('flow.card-checklist')).toEqual([
      'flow.card-checklist-item.created',
      'flow.card-checklist-item.created',
      'flow.card-checklist-item.updated',
      'flow.card-checklist-item.deleted',
    ]);
  });

  it('comments: oldest first, only the author edits (versioned), an Admin may delete', async () => {
    const owner = await newCaller(app, database);
    const ana = await joinAs(app, database, owner.workspaceId, 'editor');
    const { card } = await cardOf(owner);
    const mine = expectStatus(
      await ana.post<{ id: string; version: number; body: string; cardId: string }>(
        `/cards/${card.id}/comments`,
        { body: 'Cliente pediu desconto' },
      ),
      201,
    );
    expect(mine.cardId).toBe(card.id);
    expectStatus(await owner.post(`/cards/${card.id}/comments`, { body: 'Pode dar 5%' }), 201);
    const page = expectStatus(
      await owner.get<{ items: { body: string; authorName: string }[] }>(
        `/cards/${card.id}/comments`,
      ),
      200,
    );
    expect(page.items.map((c) => c.body)).toEqual(['Cliente pediu desconto', 'Pode dar 5%']);
    const notAuthor = await owner.patch<Refusal>(`/cards/${card.id}/comments/${mine.id}`, {
      body: 'Mudado',
    });
    expect(notAuthor.status).toBe(403);
    expect(notAuthor.body.message).toBe('Só quem escreveu o comentário pode editá-lo.');
    expectStatus(
      await ana.patch(`/cards/${card.id}/comments/${mine.id}`, {
        body: 'Desconto de 10%',
        version: 1,
      }),
      200,
    );
    const stale = await ana.patch<Refusal>(`/cards/${card.id}/comments/${mine.id}`, {
      body: 'Outra',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ body: 'Desconto de 10%' });
    expectStatus(await owner.del(`/cards/${card.id}/comments/${mine.id}`), 200);
    const after = await owner.get<{ items: unknown[] }>(`/cards/${card.id}/comments`);
    expect(after.body.items).toHaveLength(1);
  });

  it('attaches a library file (usage "cartão …"), once; detaching and deleting the card release it', async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const { card } = await cardOf(owner);
    const file = await uploadText(owner, 'proposta.txt');
    const attached = expectStatus(
      await owner.post<Attachment>(`/cards/${card.id}/attachments`, { fileId: file.id }),
      201,
    );
    expect(attached).toMatchObject({
      fileId: file.id,
      name: 'proposta.txt',
      mimeType: 'text/plain; charset=utf-8',
    });
    expect(attached.size).toBeGreaterThan(0);
    // The same file again: the attachment already there, no second usage.
    expectStatus(await owner.post(`/cards/${card.id}/attachments`, { fileId: file.id }), 200);
    expect(await usagesOf(owner, file.id)).toMatchObject([
      { kind: 'card', label: 'cartão Contrato Acme' },
    ]);
    expect((await owner.get<Detail>(`/cards/${card.id}`)).body.attachments).toHaveLength(1);

    // Another workspace's file is unknown here: nothing is attached.
    const theirs = await uploadText(stranger, 'segredo.txt');
    const refused = await owner.post<Refusal>(`/cards/${card.id}/attachments`, {
      fileId: theirs.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Arquivo não encontrado.');

    expectStatus(await owner.del(`/cards/${card.id}/attachments/${attached.id}`), 200);
    expect(await usagesOf(owner, file.id)).toEqual([]);
    expect((await owner.get<Detail>(`/cards/${card.id}`)).body.attachments).toEqual([]);

    expectStatus(await owner.post(`/cards/${card.id}/attachments`, { fileId: file.id }), 201);
    expectStatus(await owner.del(`/cards/${card.id}`), 200);
    expect(await usagesOf(owner, file.id)).toEqual([]);
  });
});

describe('process cards: scoping and roles of the new routes', () => {
  it("another workspace's card answers 404 on every part; an Observador writes nothing", async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const { card } = await cardOf(owner);
    const item = expectStatus(
      await owner.post<Item>(`/cards/${card.id}/checklist`, { text: 'Passo' }),
      201,
    );
    const comment = expectStatus(
      await owner.post<{ id: string }>(`/cards/${card.id}/comments`, { body: 'Oi' }),
      201,
    );
    const file = await uploadText(owner, 'a.txt');
    const attachment = expectStatus(
      await owner.post<Attachment>(`/cards/${card.id}/attachments`, { fileId: file.id }),
      201,
    );
    for (const res of [
      await stranger.post(`/cards/${card.id}/checklist`, { text: 'X' }),
      await stranger.patch(`/cards/${card.id}/checklist/${item.id}`, { done: true }),
      await stranger.del(`/cards/${card.id}/checklist/${item.id}`),
      await stranger.get(`/cards/${card.id}/comments`),
      await stranger.post(`/cards/${card.id}/comments`, { body: 'X' }),
      await stranger.patch(`/cards/${card.id}/comments/${comment.id}`, { body: 'X' }),
      await stranger.del(`/cards/${card.id}/comments/${comment.id}`),
      await stranger.post(`/cards/${card.id}/attachments`, { fileId: file.id }),
      await stranger.del(`/cards/${card.id}/attachments/${attachment.id}`),
      await stranger.patch(`/cards/${card.id}`, { priority: 'high' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Cartão não encontrado.' });
    }
    for (const res of [
      await viewer.post(`/cards/${card.id}/checklist`, { text: 'X' }),
      await viewer.patch(`/cards/${card.id}/checklist/${item.id}`, { done: true }),
      await viewer.post(`/cards/${card.id}/comments`, { body: 'X' }),
      await viewer.post(`/cards/${card.id}/attachments`, { fileId: file.id }),
      await viewer.del(`/cards/${card.id}/attachments/${attachment.id}`),
    ])
      expect(res.status).toBe(403);
    expectStatus(await viewer.get(`/cards/${card.id}/comments`), 200);
  });
});
