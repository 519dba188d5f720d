import { messageKindLabels } from '@orbita/contracts/chats';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { inWorkspace } from '../../platform/scope';
import { chatContacts, chatConversations, chatMessages } from './schema';

/**
 * For people: a contact points at its person record through `chat_contacts.person_id` (no
 * foreign key: people is another module). These are the only writes of that column, each in
 * the people module's transaction.
 */

/** Points one contact of the workspace at a person (or at none); false when there is no such contact. */
export async function setContactPerson(
  tx: Tx,
  workspaceId: string,
  contactId: string,
  personId: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(chatContacts)
    .set({ personId, updatedAt: new Date() })
    .where(inWorkspace(chatContacts, { workspaceId }, eq(chatContacts.id, contactId)))
    .returning({ id: chatContacts.id });
  return rows.length > 0;
}

/** Merge: the contacts of `fromIds` now point at `toId`. */
export async function moveContactsToPerson(
  tx: Tx,
  workspaceId: string,
  fromIds: readonly string[],
  toId: string,
): Promise<void> {
  if (fromIds.length === 0) return;
  await tx
    .update(chatContacts)
    .set({ personId: toId, updatedAt: new Date() })
    .where(
      inWorkspace(chatContacts, { workspaceId }, inArray(chatContacts.personId, [...fromIds])),
    );
}

/** The people were deleted: their contacts point at no one. */
export async function clearContactsOfPeople(
  tx: Tx,
  workspaceId: string,
  personIds: readonly string[],
): Promise<void> {
  if (personIds.length === 0) return;
  await tx
    .update(chatContacts)
    .set({ personId: null, updatedAt: new Date() })
    .where(
      inWorkspace(chatContacts, { workspaceId }, inArray(chatContacts.personId, [...personIds])),
    );
}

export interface PersonChat {
  contactId: string;
  contactName: string;
  conversationId: string | null;
  at: Date;
  lastMessage: string | null;
}

/**
 * A person's timeline: the contacts pointing at the person or listed in `contactIds`, each with
 * its WhatsApp conversation's last message (its text, or its kind: "[Imagem]").
 */
export async function chatsOfPerson(
  q: Queryable,
  workspaceId: string,
  personId: string,
  contactIds: readonly string[],
  limit: number,
): Promise<PersonChat[]> {
  const rows = await q
    .select({
      contactId: chatContacts.id,
      contactName: chatContacts.name,
      conversationId: chatConversations.id,
      contactAt: chatContacts.updatedAt,
      lastMessageAt: chatConversations.lastMessageAt,
      text: chatMessages.text,
      kind: chatMessages.kind,
    })
    .from(chatContacts)
    .leftJoin(
      chatConversations,
      and(
        eq(chatConversations.contactId, chatContacts.id),
        eq(chatConversations.workspaceId, chatContacts.workspaceId),
        eq(chatConversations.kind, 'whatsapp'),
      ),
    )
    .leftJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId))
    .where(
      inWorkspace(
        chatContacts,
        { workspaceId },
        contactIds.length
          ? or(eq(chatContacts.personId, personId), inArray(chatContacts.id, [...contactIds]))
          : eq(chatContacts.personId, personId),
      ),
    )
    .orderBy(desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatContacts.updatedAt})`))
    .limit(limit);
  return rows.map((r) => ({
    contactId: r.contactId,
    contactName: r.contactName,
    conversationId: r.conversationId,
    at: r.lastMessageAt ?? r.contactAt,
    lastMessage: r.text
      ? r.text
      : r.kind && r.kind !== 'text'
        ? `[${messageKindLabels[r.kind]}]`
        : null,
  }));
}
