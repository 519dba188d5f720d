import { chatMessages as texts } from '@orbita/contracts/chats';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import {
  chatConversations,
  chatMessages,
  chatParticipants,
  type ChatConversationRow,
  type ChatMessageRow,
} from './schema';

export type Member = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;

/**
 * THE visibility rule of conversations: a WhatsApp conversation is the workspace's shared
 * inbox (every member with workspace.read sees it); a team chat only its participants. Every
 * read of conversations and messages puts its conditions through here, so a team chat answers
 * 404 to a member who is not in it, exactly like another workspace's.
 */
export function visibleConversations(member: Member, ...conditions: (SQL | undefined)[]): SQL {
  return inWorkspace(
    chatConversations,
    member,
    or(
      eq(chatConversations.kind, 'whatsapp'),
      sql`exists (select 1 from ${chatParticipants} where ${chatParticipants.conversationId} = ${chatConversations.id} and ${chatParticipants.userId} = ${member.userId})`,
    ),
    ...conditions,
  );
}

/** One conversation the caller may see (404 otherwise); `lock` takes its row lock for a write. */
export async function conversationFor(
  q: Queryable,
  member: Member,
  id: string,
  lock = false,
): Promise<ChatConversationRow> {
  const query = q
    .select()
    .from(chatConversations)
    .where(visibleConversations(member, eq(chatConversations.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: chatConversations }) : await query;
  if (!row) throw AppError.notFound(texts.conversationNotFound);
  return row;
}

/** One message of a conversation the caller may see (404 otherwise), with its conversation. */
export async function messageFor(
  q: Queryable,
  member: Member,
  id: string,
): Promise<{ message: ChatMessageRow; conversation: ChatConversationRow }> {
  const [found] = await q
    .select({ message: chatMessages, conversation: chatConversations })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(inWorkspace(chatMessages, member, eq(chatMessages.id, id)), visibleConversations(member)),
    )
    .limit(1);
  if (!found) throw AppError.notFound(texts.messageNotFound);
  return found;
}
