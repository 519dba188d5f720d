import type { Conversation, ConversationPage, UnreadSummary } from '@orbita/contracts/chats';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { ok, testApp, testDatabase } from '../../../test/kit';
import { teams } from '../../../platform/identity/schema';
import { chatsApi, inbound } from '../test-chats';

const app = await testApp();
const database = testDatabase();
const owner = () => chatsApi.newCaller(app, database, 'owner');
const join = (workspaceId: string, name: string) =>
  chatsApi.joinAs(app, database, workspaceId, 'editor', name);
const ids = (page: ConversationPage) => page.items.map((c) => c.id);

describe('conversations', () => {
  it('a team chat is 404 to a member outside it; another workspace sees nothing', async () => {
    const ana = await owner();
    const bia = await join(ana.workspaceId, 'Bia');
    const caio = await join(ana.workspaceId, 'Caio');
    const direct = await ok<Conversation>(
      ana.post('/conversas', { kind: 'direct', userId: bia.userId }),
      201,
    );
    expect(direct).toMatchObject({ kind: 'direct', title: 'Bia', participants: expect.any(Array) });
    // The pair's chat is reused, whoever starts it.
    const again = await ok<Conversation>(
      bia.post('/conversas', { kind: 'direct', userId: ana.userId }),
    );
    expect(again.id).toBe(direct.id);
    expect(again.title).toBe('Pessoa Teste');

    expect((await caio.get(`/conversas/${direct.id}`)).status).toBe(404);
    expect((await caio.get(`/conversas/${direct.id}/mensagens`)).status).toBe(404);
    expect(
      (
        await caio.post(`/conversas/${direct.id}/mensagens`, {
          kind: 'text',
          text: 'oi',
          clientId: crypto.randomUUID(),
        })
      ).status,
    ).toBe(404);
    expect(ids(await ok<ConversationPage>(caio.get('/conversas')))).not.toContain(direct.id);

    const wa = await inbound(app, ana.workspaceId);
    // The shared inbox: every member sees the WhatsApp conversation.
    expect((await caio.get(`/conversas/${wa.conversation.id}`)).status).toBe(200);
    const stranger = await owner();
    for (const id of [direct.id, wa.conversation.id]) {
      expect((await stranger.get(`/conversas/${id}`)).status).toBe(404);
      expect((await stranger.patch(`/conversas/${id}`, { status: 'closed' })).status).toBe(404);
      expect((await stranger.post(`/conversas/${id}/lida`, { seq: 1 })).status).toBe(404);
    }
    expect((await stranger.get('/conversas')).body).toEqual({ items: [], nextCursor: null });
    // A stranger cannot start a chat with a member of another workspace.
    expect((await stranger.post('/conversas', { kind: 'direct', userId: ana.userId })).status).toBe(
      404,
    );
  });

  it('counts unread per member: one reads, the other still has them', async () => {
    const ana = await owner();
    const bia = await join(ana.workspaceId, 'Bia');
    const group = await ok<Conversation>(
      ana.post('/conversas', { kind: 'group', title: 'Vendas', userIds: [bia.userId] }),
      201,
    );
    for (const text of ['um', 'dois', 'três'])
      await ok(
        ana.post(`/conversas/${group.id}/mensagens`, {
          kind: 'text',
          text,
          clientId: crypto.randomUUID(),
        }),
        201,
      );
    await inbound(app, ana.workspaceId, { text: 'Oi' });
    await inbound(app, ana.workspaceId, { text: 'Olá' });

    expect((await ok<Conversation>(ana.get(`/conversas/${group.id}`))).unread).toBe(0);
    expect((await ok<Conversation>(bia.get(`/conversas/${group.id}`))).unread).toBe(3);
    expect(await ok<UnreadSummary>(bia.get('/conversas-nao-lidas'))).toEqual({
      whatsapp: 2,
      team: 3,
      mine: 0,
      unassigned: 2,
    });
    expect((await bia.post(`/conversas/${group.id}/lida`, { seq: 2 })).status).toBe(204);
    expect((await ok<Conversation>(bia.get(`/conversas/${group.id}`))).unread).toBe(1);
    // Never backwards; capped at the last message.
    await bia.post(`/conversas/${group.id}/lida`, { seq: 1 });
    expect((await ok<Conversation>(bia.get(`/conversas/${group.id}`))).unread).toBe(1);
    await bia.post(`/conversas/${group.id}/lida`, { seq: 999 });
    expect(await ok<UnreadSummary>(bia.get('/conversas-nao-lidas'))).toMatchObject({ team: 0 });
    expect(await ok<UnreadSummary>(ana.get('/conversas-nao-lidas'))).toEqual({
      whatsapp: 2,
      team: 0,
      mine: 0,
      unassigned: 2,
    });
  });

  it('filters: mine, unassigned, unread, team, label, kind, status, search; stale version 409', async () => {
    const ana = await owner();
    const bia = await join(ana.workspaceId, 'Bia');
    const [team] = await database.db
      .insert(teams)
      .values({ workspaceId: ana.workspaceId, name: 'Suporte' })
      .returning();
    const a = await inbound(app, ana.workspaceId, { name: 'Alice', text: 'a' });
    const b = await inbound(app, ana.workspaceId, { name: 'Bruno', text: 'b' });
    const c = await inbound(app, ana.workspaceId, { name: 'Carla', text: 'c' });
    const group = await ok<Conversation>(
      ana.post('/conversas', { kind: 'group', title: 'Projeto X', userIds: [bia.userId] }),
      201,
    );
    const assigned = await ok<Conversation>(
      ana.patch(`/conversas/${a.conversation.id}`, {
        assigneeId: bia.userId,
        labels: ['vip', 'vip', 'boleto'],
        version: 1,
      }),
    );
    expect(assigned).toMatchObject({
      assignee: { id: bia.userId, name: 'Bia' },
      labels: ['vip', 'boleto'],
      version: 2,
    });
    expect(
      (await ana.patch(`/conversas/${a.conversation.id}`, { status: 'closed', version: 1 })).status,
    ).toBe(409);
    await ok(
      ana.patch(`/conversas/${b.conversation.id}`, { teamId: team!.id, labels: ['boleto'] }),
    );
    await ok(ana.patch(`/conversas/${c.conversation.id}`, { status: 'closed' }));
    await bia.post(`/conversas/${b.conversation.id}/lida`, { seq: 1 });

    const list = async (query: string) =>
      ids(await ok<ConversationPage>(bia.get(`/conversas?${query}`))).sort();
    const sorted = (...values: string[]) => values.sort();
    expect(await list('filter=mine')).toEqual([a.conversation.id]);
    expect(await list('filter=unassigned')).toEqual([b.conversation.id]);
    expect(await list('filter=unread&kind=whatsapp')).toEqual([a.conversation.id]);
    expect(await list(`filter=team&teamId=${team!.id}`)).toEqual([b.conversation.id]);
    expect(await list('filter=label&label=boleto')).toEqual(
      sorted(a.conversation.id, b.conversation.id),
    );
    expect(await list('kind=team')).toEqual([group.id]);
    expect(await list('status=closed')).toEqual([c.conversation.id]);
    expect(await list('status=any&kind=whatsapp')).toEqual(
      sorted(a.conversation.id, b.conversation.id, c.conversation.id),
    );
    expect(await list('q=brun')).toEqual([b.conversation.id]);
    expect(await list('q=projeto')).toEqual([group.id]);
    expect((await bia.get('/conversas?filter=team')).status).toBe(400);
    expect(await ok(bia.get('/conversas-etiquetas'))).toEqual({
      items: [
        { name: 'boleto', count: 2 },
        { name: 'vip', count: 1 },
      ],
    });
    // A conversation answered gets closed, and a new message reopens it.
    await inbound(app, ana.workspaceId, {
      phone: (await ok<Conversation>(ana.get(`/conversas/${c.conversation.id}`))).contact!.phone!,
      text: 'de novo',
    });
    expect((await ok<Conversation>(ana.get(`/conversas/${c.conversation.id}`))).status).toBe(
      'open',
    );

    // Keyset: pages of 2 walk every conversation once, latest activity first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ConversationPage = await ok<ConversationPage>(
        bia.get(`/conversas?status=any&limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      );
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(
      sorted(a.conversation.id, b.conversation.id, c.conversation.id, group.id),
    );
  });

  it('typing: a nudge to the team chat (ids and name only), at most one per 2 s; not in WhatsApp', async () => {
    const ana = await owner();
    const bia = await join(ana.workspaceId, 'Bia');
    const caio = await join(ana.workspaceId, 'Caio');
    const chat = await ok<Conversation>(
      ana.post('/conversas', { kind: 'direct', userId: bia.userId }),
      201,
    );
    const published = vi.spyOn(app.realtime, 'publish');
    try {
      expect((await bia.post(`/conversas/${chat.id}/digitando`)).status).toBe(204);
      expect((await bia.post(`/conversas/${chat.id}/digitando`)).status).toBe(204);
      const typing = published.mock.calls.filter(([c]) => c.entity === 'chat-typing');
      expect(typing.map(([c]) => c.data)).toEqual([
        { conversationId: chat.id, userId: bia.userId, name: 'Bia' },
      ]);
    } finally {
      published.mockRestore();
    }
    expect((await caio.post(`/conversas/${chat.id}/digitando`)).status).toBe(404);
    const wa = await inbound(app, ana.workspaceId);
    expect((await ana.post(`/conversas/${wa.conversation.id}/digitando`)).status).toBe(400);
  });

  it('reads a page of 50 conversations with 50 contacts in a bounded number of queries', async () => {
    const ana = await owner();
    for (let i = 0; i < 50; i += 1)
      await inbound(app, ana.workspaceId, { name: `C${i}`, text: `m${i}` });
    const count = async (limit: number) => {
      const spy = vi.spyOn(pg.Client.prototype, 'query');
      try {
        const page = await ok<ConversationPage>(ana.get(`/conversas?limit=${limit}`));
        expect(page.items).toHaveLength(limit);
        expect(page.items.every((c) => c.contact && c.lastMessage)).toBe(true);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const five = await count(5);
    const fifty = await count(50);
    // The same handful of reads for 5 or 50 (one per kind of related record, never per row).
    expect(fifty).toBeLessThanOrEqual(five + 1);
    expect(fifty).toBeLessThanOrEqual(20);
  });
});
