import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { messageFor, type Member } from '../access';
import { chatReactions, type ChatConversationRow, type ChatMessageRow } from '../schema';
import { pokeOutbox, queueReaction } from '../whatsapp';

export const badReaction = 'Reação inválida.';

/**
 * A member's reaction (one per member per message; an empty emoji removes it), on a team
 * chat message or on a WhatsApp conversation's message.
 *
 * On a WhatsApp conversation's message the contact sees it too: the change is queued in the
 * reactions' outbox (whatsapp/reaction-outbox.ts — not a message row, which would take a seq
 * and count as unread). The contact's own reactions arrive by webhook as `contact:<id>` rows.
 */
export async function reactToMessage(
  ctx: AppContext,
  member: Member,
  id: string,
  emoji: string,
): Promise<{ message: ChatMessageRow; conversation: ChatConversationRow }> {
  const value = emoji.trim();
  if (value && !/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(value))
    throw AppError.validation(badReaction, { emoji: badReaction });
  return transaction(ctx, async (tx) => {
    const found = await messageFor(tx, member, id);
    const actor = `user:${member.userId}`;
    const [before] = await tx
      .select({ emoji: chatReactions.emoji })
      .from(chatReactions)
      .where(and(eq(chatReactions.messageId, found.message.id), eq(chatReactions.actor, actor)))
      .for('update');
    if (!value) {
      await tx
        .delete(chatReactions)
        .where(and(eq(chatReactions.messageId, found.message.id), eq(chatReactions.actor, actor)));
    } else {
      await tx
        .insert(chatReactions)
        .values({
          workspaceId: member.workspaceId,
          messageId: found.message.id,
          actor,
          userId: member.userId,
          emoji: value,
        })
        .onConflictDoUpdate({
          target: [chatReactions.messageId, chatReactions.actor],
          set: { emoji: value, createdAt: new Date() },
        });
    }
    // Only a change reaches WhatsApp (the same emoji twice, or removing none, sends nothing).
    if ((before?.emoji ?? '') !== value)
      await queueReaction(tx, found.conversation, found.message, value, () => pokeOutbox(ctx));
    publishAfterCommit(tx, member.workspaceId, {
      type: 'updated',
      entity: 'chat-messages',
      id: found.message.id,
      data: { id: found.message.id, conversationId: found.conversation.id },
    });
    return found;
  });
}
