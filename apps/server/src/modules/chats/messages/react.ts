import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { messageFor, type Member } from '../access';
import { chatReactions, type ChatConversationRow, type ChatMessageRow } from '../schema';

export const badReaction = 'Reação inválida.';

/**
 * A member's reaction (one per member per message; an empty emoji removes it), on a team
 * chat message or on a WhatsApp conversation's message.
 *
 * Decision with H2 (notes/h2-to-h1.md, h1-to-h2.md): a member's reaction stays INSIDE
 * Orbita — a `chat_reactions` row, no outbound Graph API call. A queued outbound row would
 * take a seq (and count as unread for everyone), and the Cloud API reaction is a nicety the
 * contact does not need to see the message; the contact's own reactions arrive by webhook
 * (H2) as `contact:<id>` rows. If the outbox learns `queueReaction(tx, …)`, it is called here.
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
    publishAfterCommit(tx, member.workspaceId, {
      type: 'updated',
      entity: 'chat-messages',
      id: found.message.id,
      data: { id: found.message.id, conversationId: found.conversation.id },
    });
    return found;
  });
}
