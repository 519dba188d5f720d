import { chatMessages as texts } from '@orbita/contracts/chats';
import { e164ToWaId } from '@orbita/contracts/phone';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { afterCommit } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { windowOpen } from '../core/window';
import {
  chatContactPhones,
  chatConversations,
  chatMessages,
  chatReactionSends,
  type ChatConversationRow,
  type ChatMessageRow,
} from '../schema';
import { connectionOf } from './connection';
import type { WhatsappDeps } from './deps';
import { OUTBOX_LEASE_MS, clientOf, judgeSendFailure } from './outbox';

/**
 * A member reacted to (or un-reacted from) a message of a WhatsApp conversation: the contact
 * sees it too, through the Cloud API (`type: reaction`; '' removes). Only messages WhatsApp
 * knows (a wa id) can carry one. Queued in the member's transaction, sent by the outbox
 * loop after commit (`poke`).
 */
export async function queueReaction(
  tx: Tx,
  conversation: ChatConversationRow,
  message: ChatMessageRow,
  emoji: string,
  poke: () => void,
): Promise<void> {
  if (conversation.kind !== 'whatsapp' || !message.waMessageId || message.direction === 'note')
    return;
  await tx
    .insert(chatReactionSends)
    .values({ workspaceId: message.workspaceId, messageId: message.id, emoji });
  afterCommit(tx, () => poke());
}

interface ClaimedReaction {
  id: string;
  workspaceId: string;
  messageId: string;
  emoji: string;
  attempts: number;
}

/** Due reaction sends, the oldest queued one of each message only (a removal waits its reaction). */
async function claim(deps: WhatsappDeps, limit: number): Promise<ClaimedReaction[]> {
  if (deps.scope?.size === 0) return [];
  const scoped = deps.scope
    ? sql`and r.workspace_id in (${sql.join(
        [...deps.scope].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const now = deps.now().toISOString();
  const until = new Date(deps.now().getTime() + OUTBOX_LEASE_MS).toISOString();
  const { rows } = await deps.ctx.db.execute<{
    id: string;
    workspace_id: string;
    message_id: string;
    emoji: string;
    attempts: number;
  }>(sql`
    with due as (
      select r.id from chat_reaction_sends r
      where r.status = 'queued' and r.next_attempt_at <= ${now}::timestamptz
        and (r.locked_until is null or r.locked_until < ${now}::timestamptz)
        and not exists (
          select 1 from chat_reaction_sends e
          where e.message_id = r.message_id and e.status = 'queued'
            and (e.created_at, e.id) < (r.created_at, r.id))
        ${scoped}
      order by r.next_attempt_at
      limit ${limit}
      for update of r skip locked
    )
    update chat_reaction_sends set locked_until = ${until}::timestamptz, attempts = attempts + 1
    from due where chat_reaction_sends.id = due.id
    returning chat_reaction_sends.id, chat_reaction_sends.workspace_id,
      chat_reaction_sends.message_id, chat_reaction_sends.emoji, chat_reaction_sends.attempts`);
  return rows.map((r) => ({
    id: r.id,
    workspaceId: r.workspace_id,
    messageId: r.message_id,
    emoji: r.emoji,
    attempts: Number(r.attempts),
  }));
}

const finish = (
  deps: WhatsappDeps,
  id: string,
  set: Partial<typeof chatReactionSends.$inferInsert>,
) =>
  deps.ctx.db
    .update(chatReactionSends)
    .set({ ...set, lockedUntil: null })
    .where(eq(chatReactionSends.id, id));

async function sendReaction(deps: WhatsappDeps, reaction: ClaimedReaction): Promise<void> {
  const connection = await connectionOf(deps.ctx.db, reaction.workspaceId);
  try {
    if (!connection) throw new AppError(422, 'whatsapp_refused', texts.notConnected);
    const [target] = await deps.ctx.db
      .select({
        wa: chatMessages.waMessageId,
        conversation: chatConversations,
        e164: chatContactPhones.e164,
      })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .leftJoin(chatContactPhones, eq(chatContactPhones.contactId, chatConversations.contactId))
      .where(
        and(
          eq(chatMessages.id, reaction.messageId),
          eq(chatMessages.workspaceId, reaction.workspaceId),
        ),
      )
      .orderBy(desc(chatContactPhones.whatsapp), chatContactPhones.position)
      .limit(1);
    if (!target?.wa || !target.e164) throw new AppError(422, 'whatsapp_refused', texts.noPhone);
    // A reaction is a free-form message: only inside the 24 h window.
    if (!windowOpen(target.conversation, deps.now()))
      throw new AppError(422, 'whatsapp_refused', texts.windowClosed);
    await clientOf(deps, connection).sendMessage(connection.phoneNumberId, {
      to: e164ToWaId(target.e164),
      type: 'reaction',
      reaction: { message_id: target.wa, emoji: reaction.emoji },
    });
    await finish(deps, reaction.id, { status: 'sent', reason: null });
  } catch (err) {
    const { reason, retryAt } = await judgeSendFailure(deps, err, { ...reaction, connection });
    await finish(
      deps,
      reaction.id,
      retryAt ? { reason, nextAttemptAt: retryAt } : { status: 'failed', reason },
    );
  }
}

/** One round of the reactions' outbox (run by the outbox loop beside the messages'). */
export async function reactionRound(deps: WhatsappDeps) {
  const claimed = await claim(deps, 8);
  await Promise.all(claimed.map((r) => sendReaction(deps, r)));
  const [next] = await deps.ctx.db
    .select({ at: sql<string | null>`min(${chatReactionSends.nextAttemptAt})` })
    .from(chatReactionSends)
    .where(eq(chatReactionSends.status, 'queued'));
  return {
    more: claimed.length > 0,
    processed: claimed.length,
    nextAt: next?.at ? new Date(next.at) : null,
  };
}
