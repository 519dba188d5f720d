import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { inWorkspace } from '../../platform/scope';
import { chatContacts, chatConversations } from './schema';

/**
 * For people's keep-in-touch: the person a WhatsApp contact (or the contact of a WhatsApp
 * conversation) points at, so a message exchanged counts as a contact with that person.
 * Null when there is none (a team chat, a contact without a person).
 */
export async function personOfContact(
  q: Queryable,
  workspaceId: string,
  contactId: string,
): Promise<string | null> {
  const [row] = await q
    .select({ personId: chatContacts.personId })
    .from(chatContacts)
    .where(inWorkspace(chatContacts, { workspaceId }, eq(chatContacts.id, contactId)));
  return row?.personId ?? null;
}

export async function personOfConversation(
  q: Queryable,
  workspaceId: string,
  conversationId: string,
): Promise<string | null> {
  const [row] = await q
    .select({ personId: chatContacts.personId })
    .from(chatConversations)
    .innerJoin(chatContacts, eq(chatContacts.id, chatConversations.contactId))
    .where(
      and(
        inWorkspace(chatConversations, { workspaceId }, eq(chatConversations.id, conversationId)),
        isNotNull(chatContacts.personId),
      ),
    );
  return row?.personId ?? null;
}
