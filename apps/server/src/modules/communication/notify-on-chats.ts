import { and, desc, eq, isNull } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/bus';
import { chatNoticeBrief } from '../chats';
import { clip, deliver, GROUP_WINDOW_MS, type Notice } from './notify';
import { on, quote } from './notify-helpers';
import { notifications } from './schema';

type Grouped = Notice & { group: NonNullable<Notice['group']> };

/**
 * One notification per conversation while it is unread: `deliver` folds arrivals within its
 * grouping window into the unread one ("3 novas mensagens de …"); past the window, the
 * unread one still stands, so nothing new is added (in the app nor in the e-mail digest).
 */
async function deliverCoalesced(tx: Tx, notice: Grouped): Promise<void> {
  const [open] = await tx
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, notice.userId),
        eq(notifications.workspaceId, notice.workspaceId),
        eq(notifications.groupKey, notice.group.key),
        isNull(notifications.readAt),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  if (open && open.createdAt.getTime() <= clock.now().getTime() - GROUP_WINDOW_MS) return;
  await deliver(tx, notice);
}

const groupKey = (conversationId: string) => `chat:${conversationId}`;

/**
 * Chats' notifications (issue 21): a contact's new message in a WhatsApp conversation
 * assigned to me, a conversation assigned to me, and a team chat message to each of its
 * participants but the author — in the app and by e-mail per the person's preferences
 * (`deliver`), coalesced per conversation while unread. Texts are plain text.
 */
export function subscribeChatNotices(bus: EventBus): void {
  on(bus, 'chats.message.received', async (e, tx) => {
    const brief = await chatNoticeBrief(tx, e.workspaceId, e.conversationId, e.messageId);
    if (!brief?.assigneeId) return;
    const who = quote(brief.title ?? 'Contato');
    await deliverCoalesced(tx, {
      event: 'chat-message',
      kind: 'chat',
      workspaceId: e.workspaceId,
      userId: brief.assigneeId,
      actorId: null,
      title: `Nova mensagem de ${who}`,
      body: brief.preview,
      link: brief.link,
      group: {
        key: groupKey(e.conversationId),
        title: (n) => (n === 1 ? `Nova mensagem de ${who}` : `${n} novas mensagens de ${who}`),
      },
    });
  });

  on(bus, 'chats.conversation.assigned', async (e, tx) => {
    if (!e.assigneeId) return;
    const brief = await chatNoticeBrief(tx, e.workspaceId, e.conversationId);
    if (!brief) return;
    await deliver(tx, {
      event: 'chat-assigned',
      kind: 'chat',
      workspaceId: e.workspaceId,
      userId: e.assigneeId,
      actorId: e.actorId,
      title: `Conversa com ${quote(brief.title ?? 'Contato')} atribuída a você`,
      link: brief.link,
    });
  });

  on(bus, 'chats.message.sent', async (e, tx) => {
    if (e.direction !== 'out' || e.participantIds.length === 0) return;
    const brief = await chatNoticeBrief(tx, e.workspaceId, e.conversationId, e.messageId);
    if (!brief) return;
    const author = clip(brief.authorName ?? 'Alguém', 80);
    const where = brief.kind === 'group' && brief.title ? ` em ${quote(brief.title)}` : '';
    for (const userId of e.participantIds) {
      if (userId === e.actorId) continue;
      await deliverCoalesced(tx, {
        event: 'team-chat',
        kind: 'chat',
        workspaceId: e.workspaceId,
        userId,
        actorId: e.actorId,
        title: `${author} enviou uma mensagem${where}`,
        body: brief.preview,
        link: brief.link,
        group: {
          key: groupKey(e.conversationId),
          title: (n) =>
            n === 1
              ? `${author} enviou uma mensagem${where}`
              : `${n} novas mensagens${where || ` de ${author}`}`,
        },
      });
    }
  });
}
