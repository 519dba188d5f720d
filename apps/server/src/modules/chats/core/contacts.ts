import { formatPhoneBR } from '@orbita/contracts/phone';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import {
  chatContactPhones,
  chatContacts,
  chatConversations,
  type ChatContactRow,
  type ChatConversationRow,
} from '../schema';

async function contactOfPhone(
  tx: Tx,
  workspaceId: string,
  e164: string,
): Promise<ChatContactRow | null> {
  const [found] = await tx
    .select({ contact: chatContacts })
    .from(chatContactPhones)
    .innerJoin(chatContacts, eq(chatContacts.id, chatContactPhones.contactId))
    .where(and(eq(chatContactPhones.workspaceId, workspaceId), eq(chatContactPhones.e164, e164)))
    .limit(1);
  return found?.contact ?? null;
}

/**
 * The contact of a WhatsApp number, created when the number is new. Race-safe: the phone
 * row's unique (workspace, E.164) index is the arbiter — two webhooks of a new number at
 * once both insert a contact, one phone insert wins, the loser waits for the winner's
 * commit, drops its own contact and returns the winner's. The phone is marked as on
 * WhatsApp and the profile name kept.
 */
export async function contactForPhone(
  tx: Tx,
  workspaceId: string,
  e164: string,
  profileName: string | null,
): Promise<{ contact: ChatContactRow; created: boolean }> {
  const name = profileName?.trim() || null;
  const known = await contactOfPhone(tx, workspaceId, e164);
  if (known) return { contact: await refreshWhatsapp(tx, known, e164, name), created: false };

  const [contact] = await tx
    .insert(chatContacts)
    .values({ workspaceId, name: name ?? formatPhoneBR(e164), whatsappName: name })
    .returning();
  const [phone] = await tx
    .insert(chatContactPhones)
    .values({ workspaceId, contactId: contact!.id, e164, whatsapp: true, position: 0 })
    .onConflictDoNothing()
    .returning();
  if (!phone) {
    // Lost the race: the other transaction committed this number first.
    await tx.delete(chatContacts).where(eq(chatContacts.id, contact!.id));
    const winner = await contactOfPhone(tx, workspaceId, e164);
    if (!winner) throw new Error(`telefone ${e164} sem contato após conflito`);
    return { contact: await refreshWhatsapp(tx, winner, e164, name), created: false };
  }
  await emit(tx, 'chats.contact.created', {
    workspaceId,
    actorId: null,
    contactId: contact!.id,
  });
  publishAfterCommit(tx, workspaceId, {
    type: 'created',
    entity: 'chat-contacts',
    id: contact!.id,
    data: { id: contact!.id },
  });
  return { contact: contact!, created: true };
}

/** Keeps what WhatsApp tells about a known number: it is on WhatsApp, and its profile name. */
async function refreshWhatsapp(
  tx: Tx,
  contact: ChatContactRow,
  e164: string,
  profileName: string | null,
): Promise<ChatContactRow> {
  await tx
    .update(chatContactPhones)
    .set({ whatsapp: true })
    .where(
      and(
        eq(chatContactPhones.contactId, contact.id),
        eq(chatContactPhones.e164, e164),
        eq(chatContactPhones.whatsapp, false),
      ),
    );
  if (!profileName || profileName === contact.whatsappName) return contact;
  const [updated] = await tx
    .update(chatContacts)
    .set({ whatsappName: profileName })
    .where(eq(chatContacts.id, contact.id))
    .returning();
  return updated ?? contact;
}

/**
 * The contact's one WhatsApp conversation, created if it has none (the partial unique index
 * on (workspace, contact) where kind = 'whatsapp' settles a race: the loser reads the winner's).
 */
export async function whatsappConversationFor(
  tx: Tx,
  workspaceId: string,
  contactId: string,
): Promise<ChatConversationRow> {
  const find = async () =>
    (
      await tx
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.workspaceId, workspaceId),
            eq(chatConversations.contactId, contactId),
            eq(chatConversations.kind, 'whatsapp'),
          ),
        )
        .limit(1)
    )[0] ?? null;
  const existing = await find();
  if (existing) return existing;
  const [created] = await tx
    .insert(chatConversations)
    .values({ workspaceId, kind: 'whatsapp', contactId })
    .onConflictDoNothing()
    .returning();
  if (created) {
    publishAfterCommit(tx, workspaceId, {
      type: 'created',
      entity: 'chat-conversations',
      id: created.id,
      data: { id: created.id },
    });
    return created;
  }
  const raced = await find();
  if (!raced) throw new Error(`conversa do contato ${contactId} sem linha após conflito`);
  return raced;
}
