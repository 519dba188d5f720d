import { randomUUID } from 'node:crypto';
import type { AppNotification, NotificationPage } from '@orbita/contracts';
import type { Conversation } from '@orbita/contracts/chats';
import { defaultNotificationPrefs } from '@orbita/contracts/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../platform/clock';
import { callerFor, ok, testApp, testDatabase, type Caller } from '../../test/kit';
import { chatsApi, inbound, randomMobile } from './test-chats';

const app = await testApp();
const database = testDatabase();

/** The person's notifications through communication's API, newest first. */
const inboxOf = async (who: Caller) =>
  (await ok<NotificationPage>(who.get('/notificacoes?limit=50'))).items;
const titles = (items: AppNotification[]) => items.map((n) => n.title);

afterEach(() => vi.restoreAllMocks());

describe('notifications from chats (communication/notify-on-chats.ts)', () => {
  it('tells the assignee of a conversation and of its new messages, once per conversation while unread', async () => {
    const ana = await chatsApi.newCaller(app, database, 'owner');
    const bia = await chatsApi.joinAs(app, database, ana.workspaceId, 'editor', 'Bia');
    const phone = randomMobile();
    const first = await inbound(app, ana.workspaceId, { phone, name: 'Dona Rosa', text: 'Oi' });
    // Unassigned: the shared inbox's badge tells; nobody is notified.
    expect(await inboxOf(bia)).toEqual([]);

    await ok<Conversation>(
      ana.patch(`/conversas/${first.conversation.id}`, { assigneeId: bia.userId }),
    );
    const again = () => inbound(app, ana.workspaceId, { phone, text: 'Quero um bolo' });
    await again();
    await again();
    const inbox = await inboxOf(bia);
    const link = `/comunicacao/chat/${first.conversation.id}`;
    expect(inbox.map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      ['chat', '2 novas mensagens de “Dona Rosa”', 'Quero um bolo', link],
      ['chat', 'Conversa com “Dona Rosa” atribuída a você', null, link],
    ]);
    // Who assigned is not told.
    expect(await inboxOf(ana)).toEqual([]);

    // An hour later, past the grouping window, the unread one still stands: nothing new.
    const later = new Date(Date.now() + 60 * 60_000);
    vi.spyOn(clock, 'now').mockImplementation(() => later);
    await again();
    expect(titles(await inboxOf(bia))).toEqual(titles(inbox));
    // Once read, the next message notifies again.
    await ok(bia.patch(`/notificacoes/${inbox[0]!.id}`, { read: true }));
    await again();
    expect(titles(await inboxOf(bia))).toEqual([
      'Nova mensagem de “Dona Rosa”',
      '2 novas mensagens de “Dona Rosa”',
      'Conversa com “Dona Rosa” atribuída a você',
    ]);
  });

  it('tells each participant of a team chat but the author; preferences apply', async () => {
    const ana = await chatsApi.newCaller(app, database, 'owner');
    const bia = await chatsApi.joinAs(app, database, ana.workspaceId, 'editor', 'Bia');
    const caio = await chatsApi.joinAs(app, database, ana.workspaceId, 'editor', 'Caio');
    const davi = await chatsApi.joinAs(app, database, ana.workspaceId, 'editor', 'Davi');
    const me = callerFor(app, '/api/app/me', caio.token, caio);
    const current = await ok<{ version: number }>(me.get('/settings'));
    const prefs = defaultNotificationPrefs();
    prefs['team-chat'] = { inApp: false, email: false };
    await ok(
      me.put('/settings', {
        timeZone: 'America/Sao_Paulo',
        startPage: '/me/home',
        notifications: prefs,
        version: current.version,
      }),
    );
    const group = await ok<Conversation>(
      ana.post('/conversas', {
        kind: 'group',
        title: 'Vendas',
        userIds: [bia.userId, caio.userId],
      }),
      201,
    );
    const send = (body: Record<string, unknown>) =>
      ok(ana.post(`/conversas/${group.id}/mensagens`, { ...body, clientId: randomUUID() }), 201);
    await send({ kind: 'text', text: 'Bom dia' });
    await send({ kind: 'text', text: 'Reunião às 10h' });
    await send({ kind: 'note', text: 'nota interna' });
    expect((await inboxOf(bia)).map((n) => [n.title, n.body])).toEqual([
      ['2 novas mensagens em “Vendas”', 'Reunião às 10h'],
    ]);
    expect(await inboxOf(ana)).toEqual([]);
    expect(await inboxOf(caio)).toEqual([]);
    expect(await inboxOf(davi)).toEqual([]);
  });
});
