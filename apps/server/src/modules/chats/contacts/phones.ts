import { chatMessages as texts } from '@orbita/contracts/chats';
import { normalizePhone } from '@orbita/contracts/phone';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { chatContactPhones, chatContacts } from '../schema';

export interface PhoneInput {
  number: string;
  label: string | null;
}

/** Typed phones → E.164 (Brazil's rules, HB's normalizePhone); a bad one is a 400 naming it. */
export function normalizePhones(phones: PhoneInput[]): { e164: string; label: string | null }[] {
  const out = new Map<string, { e164: string; label: string | null }>();
  phones.forEach((phone, i) => {
    const result = normalizePhone(phone.number);
    if ('error' in result)
      throw AppError.validation(result.error, { [`phones.${i}.number`]: result.error });
    if (!out.has(result.e164)) out.set(result.e164, { e164: result.e164, label: phone.label });
  });
  return [...out.values()];
}

/** 409 naming the contact that already holds one of these numbers. */
async function duplicatePhone(tx: Tx, workspaceId: string, numbers: string[]): Promise<never> {
  const [owner] = await tx
    .select({ name: chatContacts.name })
    .from(chatContactPhones)
    .innerJoin(chatContacts, eq(chatContacts.id, chatContactPhones.contactId))
    .where(
      and(eq(chatContactPhones.workspaceId, workspaceId), inArray(chatContactPhones.e164, numbers)),
    )
    .limit(1);
  throw new AppError(409, 'duplicate_phone', texts.duplicatePhone(owner?.name ?? '?'));
}

/**
 * Replaces a contact's phones. The unique (workspace, E.164) index is the arbiter: a number
 * another contact holds (or takes in a concurrent transaction, whose commit this insert waits
 * for) is not inserted, and the edit answers 409 naming that contact, rolled back whole. A
 * number kept keeps its "on WhatsApp" mark.
 */
export async function setPhones(
  tx: Tx,
  workspaceId: string,
  contactId: string,
  phones: { e164: string; label: string | null }[],
): Promise<void> {
  const old = await tx
    .delete(chatContactPhones)
    .where(eq(chatContactPhones.contactId, contactId))
    .returning();
  if (phones.length === 0) return;
  const whatsapp = new Set(old.filter((p) => p.whatsapp).map((p) => p.e164));
  const inserted = await tx
    .insert(chatContactPhones)
    .values(
      phones.map((p, position) => ({
        workspaceId,
        contactId,
        e164: p.e164,
        label: p.label,
        whatsapp: whatsapp.has(p.e164),
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ e164: chatContactPhones.e164 });
  if (inserted.length < phones.length) {
    const got = new Set(inserted.map((p) => p.e164));
    await duplicatePhone(
      tx,
      workspaceId,
      phones.filter((p) => !got.has(p.e164)).map((p) => p.e164),
    );
  }
}
