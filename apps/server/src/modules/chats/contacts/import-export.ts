import {
  chatMessages as texts,
  type ImportContactsResult,
  type importContactsBodySchema,
} from '@orbita/contracts/chats';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { inWorkspace } from '../../../platform/scope';
import type { Member } from '../access';
import { chatContactPhones, chatContacts } from '../schema';
import {
  dedupeParsed,
  parseContactsCsv,
  parseVcards,
  toCsv,
  toVcard,
  type ExistingContact,
  type ExportContact,
  type ImportResult,
  type ParsedContact,
} from './io';

type ImportBody = z.output<typeof importContactsBodySchema>;

/** Every contact of the workspace with its phones (import's dedupe, export). */
async function allContacts(q: Queryable, member: Member) {
  const rows = await q
    .select()
    .from(chatContacts)
    .where(inWorkspace(chatContacts, member))
    .orderBy(asc(chatContacts.name), asc(chatContacts.id));
  const phones = await q
    .select()
    .from(chatContactPhones)
    .where(eq(chatContactPhones.workspaceId, member.workspaceId))
    .orderBy(asc(chatContactPhones.position));
  const phonesOf = new Map<string, (typeof phones)[number][]>();
  for (const p of phones) phonesOf.set(p.contactId, [...(phonesOf.get(p.contactId) ?? []), p]);
  return rows.map((row) => ({ row, phones: phonesOf.get(row.id) ?? [] }));
}

/** Phones are inserted skipping numbers taken meanwhile (the unique index decides; never a 500). */
async function addPhones(
  tx: Tx,
  workspaceId: string,
  contactId: string,
  contact: ParsedContact,
  from: number,
): Promise<void> {
  if (contact.phones.length === 0) return;
  await tx
    .insert(chatContactPhones)
    .values(
      contact.phones.map((e164, i) => ({
        workspaceId,
        contactId,
        e164,
        label: contact.phoneLabels[e164] ?? null,
        position: from + i,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Imports a CSV or vCard file (HB's parsers): rows that are one person are folded, each
 * result creates a contact or merges into the existing one with the same phone or e-mail
 * (e-mails and tags joined, notes appended, new phones added), all in one transaction.
 * Refused lines come back with their line number and reason.
 */
export async function importContacts(
  ctx: AppContext,
  member: Member,
  body: ImportBody,
): Promise<ImportContactsResult> {
  let parsed: ImportResult;
  try {
    parsed = body.format === 'csv' ? parseContactsCsv(body.text) : parseVcards(body.text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.validation(texts.importTooLarge);
  }
  return transaction(ctx, async (tx) => {
    // One import at a time per workspace: two at once would both "create" the same person.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`chats-import:${member.workspaceId}`}))`,
    );
    const existing = await allContacts(tx, member);
    const known: ExistingContact[] = existing.map(({ row, phones }) => ({
      id: row.id,
      phones: phones.map((p) => p.e164),
      emails: row.emails,
    }));
    const plans = dedupeParsed(parsed.rows, known);
    let created = 0;
    let merged = 0;
    const byId = new Map(existing.map((e) => [e.row.id, e]));
    for (const plan of plans) {
      const c = plan.contact;
      if (plan.action === 'create') {
        const [row] = await tx
          .insert(chatContacts)
          .values({
            workspaceId: member.workspaceId,
            name: c.name,
            emails: c.emails,
            tags: c.tags,
            company: c.company,
            notes: c.notes ?? '',
            createdBy: member.userId,
          })
          .returning({ id: chatContacts.id });
        await addPhones(tx, member.workspaceId, row!.id, c, 0);
        created += 1;
        continue;
      }
      const current = byId.get(plan.contactId);
      if (!current) continue;
      const { row } = current;
      const notes = c.notes && !row.notes.includes(c.notes) ? [row.notes, c.notes] : [row.notes];
      await tx
        .update(chatContacts)
        .set({
          emails: [...new Set([...row.emails, ...c.emails])].slice(0, 10),
          tags: [...new Set([...row.tags, ...c.tags])].slice(0, 20),
          company: row.company ?? c.company,
          notes: notes
            .filter((n) => n.trim())
            .join('\n\n')
            .slice(0, 20_000),
          version: sql`${chatContacts.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(chatContacts.id, row.id));
      const have = new Set(current.phones.map((p) => p.e164));
      await addPhones(
        tx,
        member.workspaceId,
        row.id,
        { ...c, phones: c.phones.filter((p) => !have.has(p)) },
        current.phones.length,
      );
      merged += 1;
    }
    if (created + merged > 0)
      publishAfterCommit(tx, member.workspaceId, {
        type: 'updated',
        entity: 'chat-contacts',
        id: member.workspaceId,
        data: { id: member.workspaceId },
      });
    return { created, merged, errors: parsed.errors };
  });
}

/** The workspace's contacts as a file: CSV (Excel pt-BR) or vCard 4.0. */
export async function exportContacts(
  q: Queryable,
  member: Member,
  format: 'csv' | 'vcard',
): Promise<{ body: string; type: string; filename: string }> {
  const contacts: ExportContact[] = (await allContacts(q, member)).map(({ row, phones }) => ({
    name: row.name,
    phones: phones.map((p) => p.e164),
    emails: row.emails,
    tags: row.tags,
    company: row.company,
    notes: row.notes || null,
    phoneLabels: Object.fromEntries(phones.filter((p) => p.label).map((p) => [p.e164, p.label!])),
  }));
  return format === 'csv'
    ? { body: toCsv(contacts), type: 'text/csv; charset=utf-8', filename: 'contatos.csv' }
    : { body: toVcard(contacts), type: 'text/vcard; charset=utf-8', filename: 'contatos.vcf' };
}
