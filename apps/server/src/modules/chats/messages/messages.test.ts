import { randomUUID } from 'node:crypto';
import type { Conversation, Message, MessagePage } from '@orbita/contracts/chats';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase, type Caller } from '../../../test/kit';
import { flowItems, flowTasks } from '../../flow';
import { storeBytes } from '../../media';
import { chatConversations, chatMessages, chatWhatsappConnections } from '../schema';
import { chatsApi, inbound } from '../test-chats';

const app = await testApp();
const database = testDatabase();
const { db } = database;
const owner = () => chatsApi.newCaller(app, database, 'owner');
const text = (t: string, clientId = randomUUID()) => ({ kind: 'text', text: t, clientId });

/** A connection row as H2's connect writes it (secrets are not used by these tests). */
async function connect(workspaceId: string) {
  await db.insert(chatWhatsappConnections).values({
    workspaceId,
    phoneNumberId: String(Date.now()) + String(Math.floor(Math.random() * 1e6)),
    wabaId: '1234567890',
    accessTokenEnc: 'x',
    appSecretEnc: 'x',
    verifyToken: randomUUID(),
    templates: [
      {
        name: 'retomar_contato',
        language: 'pt_BR',
        status: 'APPROVED',
        category: 'UTILITY',
        header: null,
        body: 'Olá {{1}}, podemos continuar?',
        footer: null,
        parameterCount: 1,
      },
      {
        name: 'em_analise',
        language: 'pt_BR',
        status: 'PENDING',
        category: 'UTILITY',
        header: null,
        body: 'x',
        footer: null,
        parameterCount: 0,
      },
    ],
  });
}

/** A list made through flow's API, as its member. */
async function newList(caller: Caller, name: string): Promise<{ id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/flow/lists',
    headers: caller.headers,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const countIn = async (conversationId: string) =>
  (await db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)))
    .length;

describe('messages', () => {
  it("sends a library file with a fresh address, records where it is used; another workspace's file is 404", async () => {
    const ana = await owner();
    const bia = await chatsApi.joinAs(app, database, ana.workspaceId, 'editor', 'Bia');
    const chat = await ok<Conversation>(
      ana.post('/conversas', { kind: 'direct', userId: bia.userId }),
      201,
    );
    const file = await storeBytes(app.ctx, {
      workspaceId: ana.workspaceId,
      userId: ana.userId,
      bytes: Buffer.from(`orçamento ${randomUUID()}`),
      name: 'orcamento.txt',
    });
    const sent = await ok<Message>(
      ana.post(`/conversas/${chat.id}/mensagens`, {
        kind: 'media',
        fileId: file.id,
        caption: 'Segue o orçamento',
        clientId: randomUUID(),
      }),
      201,
    );
    expect(sent).toMatchObject({
      kind: 'document',
      text: 'Segue o orçamento',
      media: { fileId: file.id, name: 'orcamento.txt', thumbUrl: null },
    });
    expect(sent.media!.url).toMatch(new RegExp(`^/api/public/media/${file.id}/original\\?`));
    const bytes = await app.inject({ url: sent.media!.url! });
    expect(bytes.statusCode).toBe(200);
    const usages = await app.inject({
      url: `/api/app/fabrica/media/files/${file.id}`,
      headers: ana.headers,
    });
    expect(usages.json()).toMatchObject({ usageCount: 1 });

    // In a WhatsApp conversation too; deleting the contact ends the file's usage there.
    const wa = await inbound(app, ana.workspaceId);
    await connect(ana.workspaceId);
    await ok(
      ana.post(`/conversas/${wa.conversation.id}/mensagens`, {
        kind: 'media',
        fileId: file.id,
        clientId: randomUUID(),
      }),
      201,
    );
    const usageCount = async () =>
      (
        await app.inject({ url: `/api/app/fabrica/media/files/${file.id}`, headers: ana.headers })
      ).json<{ usageCount: number }>().usageCount;
    expect(await usageCount()).toBe(2);
    expect((await ana.del(`/contatos/${wa.contact.id}`)).status).toBe(204);
    expect(await usageCount()).toBe(1);

    const other = await owner();
    const foreign = await storeBytes(app.ctx, {
      workspaceId: other.workspaceId,
      userId: other.userId,
      bytes: Buffer.from(`alheio ${randomUUID()}`),
      name: 'alheio.txt',
    });
    expect(
      (
        await ana.post(`/conversas/${chat.id}/mensagens`, {
          kind: 'media',
          fileId: foreign.id,
          clientId: randomUUID(),
        })
      ).status,
    ).toBe(404);
    expect(await countIn(chat.id)).toBe(1);
  });

  it('lands a send once per clientId, and pages by seq with the read point', async () => {
    const ana = await owner();
    const bia = await chatsApi.joinAs(app, database, ana.workspaceId, 'editor', 'Bia');
    const chat = await ok<Conversation>(
      ana.post('/conversas', { kind: 'direct', userId: bia.userId }),
      201,
    );
    const body = text('Oi, Bia');
    const first = await ok<Message>(ana.post(`/conversas/${chat.id}/mensagens`, body), 201);
    const again = await ok<Message>(ana.post(`/conversas/${chat.id}/mensagens`, body), 200);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      seq: 1,
      direction: 'out',
      kind: 'text',
      text: 'Oi, Bia',
      status: null,
      author: { id: ana.userId, name: 'Pessoa Teste' },
    });
    expect(await countIn(chat.id)).toBe(1);

    for (let i = 2; i <= 5; i += 1)
      await ok(ana.post(`/conversas/${chat.id}/mensagens`, text(`m${i}`)), 201);
    const reply = await ok<Message>(
      bia.post(`/conversas/${chat.id}/mensagens`, {
        ...text('<b>não é HTML</b>'),
        replyToId: first.id,
      }),
      201,
    );
    expect(reply).toMatchObject({
      text: '<b>não é HTML</b>',
      replyTo: { id: first.id, preview: 'Oi, Bia', authorName: 'Pessoa Teste' },
    });

    const newest = await ok<MessagePage>(bia.get(`/conversas/${chat.id}/mensagens?limit=2`));
    expect(newest.items.map((m) => m.seq)).toEqual([5, 6]);
    expect(newest).toMatchObject({ hasBefore: true, hasAfter: false, lastSeq: 6, readSeq: 6 });
    const older = await ok<MessagePage>(
      ana.get(`/conversas/${chat.id}/mensagens?before=5&limit=10`),
    );
    expect(older.items.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(older).toMatchObject({ hasBefore: false, hasAfter: true, readSeq: 5 });
    const after = await ok<MessagePage>(ana.get(`/conversas/${chat.id}/mensagens?after=4&limit=1`));
    expect(after.items.map((m) => m.seq)).toEqual([5]);
    expect(after.hasAfter).toBe(true);

    // Reactions: grouped, mine, removed by an empty emoji.
    const reacted = await ok<Message>(bia.post(`/mensagens/${first.id}/reacoes`, { emoji: '👍' }));
    expect(reacted.reactions).toEqual([{ emoji: '👍', count: 1, mine: true, names: ['Bia'] }]);
    const seen = await ok<Message>(ana.post(`/mensagens/${first.id}/reacoes`, { emoji: '👍' }));
    expect(seen.reactions).toEqual([
      { emoji: '👍', count: 2, mine: true, names: ['Bia', 'Pessoa Teste'] },
    ]);
    expect((await ana.post(`/mensagens/${first.id}/reacoes`, { emoji: 'abc' })).status).toBe(400);
    const removed = await ok<Message>(ana.post(`/mensagens/${first.id}/reacoes`, { emoji: '' }));
    expect(removed.reactions).toMatchObject([{ count: 1, mine: false }]);

    const stranger = await owner();
    expect((await stranger.post(`/mensagens/${first.id}/reacoes`, { emoji: '👍' })).status).toBe(
      404,
    );
    expect((await stranger.post(`/mensagens/${first.id}/trabalho`, { to: 'inbox' })).status).toBe(
      404,
    );
    expect((await stranger.get(`/conversas/${chat.id}/mensagens`)).status).toBe(404);
  });

  it('WhatsApp: not connected 409; window closed 422 and nothing stored; a template any time', async () => {
    const ana = await owner();
    const old = new Date(Date.now() - 25 * 3_600_000);
    const { conversation } = await inbound(app, ana.workspaceId, { at: old, text: 'ontem' });
    const url = `/conversas/${conversation.id}/mensagens`;

    const notConnected = await ana.post(url, text('oi'));
    expect(notConnected).toEqual({
      status: 409,
      body: expect.objectContaining({ message: expect.stringContaining('não está conectado') }),
    });
    await connect(ana.workspaceId);

    const closed = await ana.post(url, text('Podemos falar?'));
    expect(closed).toEqual({
      status: 422,
      body: expect.objectContaining({
        message:
          'Fora da janela de 24 horas: o contato não escreve há mais de 24 h. Só modelos aprovados podem ser enviados.',
      }),
    });
    expect(await countIn(conversation.id)).toBe(1);
    const view = await ok<Conversation>(ana.get(`/conversas/${conversation.id}`));
    expect(new Date(view.windowClosesAt!).getTime()).toBe(old.getTime() + 24 * 3_600_000);

    expect(
      (
        await ana.post(url, {
          kind: 'template',
          name: 'em_analise',
          language: 'pt_BR',
          clientId: randomUUID(),
        })
      ).status,
    ).toBe(422);
    const template = await ok<Message>(
      ana.post(url, {
        kind: 'template',
        name: 'retomar_contato',
        language: 'pt_BR',
        parameters: ['Cliente'],
        clientId: randomUUID(),
      }),
      201,
    );
    expect(template).toMatchObject({
      kind: 'template',
      text: 'Olá Cliente, podemos continuar?',
      status: 'queued',
      template: { name: 'retomar_contato', language: 'pt_BR' },
    });
    // A note is internal: any time, never queued.
    const note = await ok<Message>(
      ana.post(url, { kind: 'note', text: 'Cliente sumiu', clientId: randomUUID() }),
      201,
    );
    expect(note).toMatchObject({ direction: 'note', status: null });

    // The contact writes again: the window is open, free text is queued for the outbox.
    await inbound(app, ana.workspaceId, {
      phone: view.contact!.phone!,
      text: 'voltei',
    });
    const sent = await ok<Message>(ana.post(url, text('Que bom!')), 201);
    expect(sent).toMatchObject({ status: 'queued', direction: 'out' });
    expect(
      (
        await ana.post(`/conversas/${conversation.id}/mensagens`, {
          ...text('x'),
          kind: 'template',
        })
      ).status,
    ).toBe(400);
  });

  it('turns a message into an inbox item, a task and a contact note, each once', async () => {
    const ana = await owner();
    const { message, contact } = await inbound(app, ana.workspaceId, {
      name: 'Dona Rosa',
      text: 'Quero 3 bolos para sábado, R$ 150,00',
    });
    const inboxA = await ok<{ id: string; link: string }>(
      ana.post(`/mensagens/${message.id}/trabalho`, { to: 'inbox' }),
    );
    const inboxB = await ok<{ id: string }>(
      ana.post(`/mensagens/${message.id}/trabalho`, { to: 'inbox' }),
    );
    expect(inboxB.id).toBe(inboxA.id);
    const items = await db
      .select()
      .from(flowItems)
      .where(eq(flowItems.workspaceId, ana.workspaceId));
    expect(items).toHaveLength(1);
    expect(items[0]!.content).toBe('Dona Rosa: Quero 3 bolos para sábado, R$ 150,00');

    const list = await newList(ana, 'Pedidos');
    const taskA = await ok<{ id: string; link: string }>(
      ana.post(`/mensagens/${message.id}/trabalho`, { to: 'task', listId: list!.id }),
    );
    await ok(ana.post(`/mensagens/${message.id}/trabalho`, { to: 'task', listId: list!.id }));
    expect(taskA.link).toBe(`/flow/lista/${list!.id}?tarefa=${taskA.id}`);
    const tasks = await db
      .select()
      .from(flowTasks)
      .where(and(eq(flowTasks.workspaceId, ana.workspaceId), eq(flowTasks.listId, list!.id)));
    expect(tasks).toHaveLength(1);

    const other = await owner();
    const foreign = await newList(other, 'Alheia');
    expect(
      (await ana.post(`/mensagens/${message.id}/trabalho`, { to: 'task', listId: foreign!.id }))
        .status,
    ).toBe(404);

    await ok(ana.post(`/mensagens/${message.id}/trabalho`, { to: 'note' }));
    await ok(ana.post(`/mensagens/${message.id}/trabalho`, { to: 'note' }));
    const updated = await ok<{ notes: string }>(ana.get(`/contatos/${contact.id}`));
    expect(updated.notes.match(/Quero 3 bolos/g)).toHaveLength(1);
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.contactId, contact.id));
    expect(row!.lastSeq).toBe(1);
  });
});
