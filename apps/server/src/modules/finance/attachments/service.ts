import {
  ENTRY_ATTACHMENTS_MAX,
  type EntryAttachment,
  type EntryAttachmentCounts,
} from '@orbita/contracts/finance';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit, type EventBus } from '../../../platform/events/bus';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { releaseUsage, useAsAttachment } from '../../media';
import { financeEntries } from '../schema';
import { iso } from '../shared/dates';
import { financeEntryAttachments } from './schema';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };
type Row = typeof financeEntryAttachments.$inferSelect;

const entryNotFound = 'Lançamento não encontrado.';

const present = (row: Row): EntryAttachment => ({
  id: row.id,
  entryId: row.entryId,
  fileId: row.fileId,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
});

/** What the media library shows under "Usado em" for a receipt. */
const entryUsage = (ws: Ws, entry: { id: string; description?: string }) => ({
  workspaceId: ws.workspaceId,
  module: 'finance',
  kind: 'entry',
  id: entry.id,
  label: `lançamento ${entry.description ?? ''}`.trim(),
});

export async function listEntryAttachments(
  q: Queryable,
  ws: Ws,
  entryId: string,
): Promise<EntryAttachment[]> {
  await findInWorkspace(q, financeEntries, ws, entryId, entryNotFound);
  const rows = await q
    .select()
    .from(financeEntryAttachments)
    .where(inWorkspace(financeEntryAttachments, ws, eq(financeEntryAttachments.entryId, entryId)))
    .orderBy(asc(financeEntryAttachments.createdAt));
  return rows.map(present);
}

/** How many receipts each of the asked entries has (the list's paperclip); others are absent. */
export async function countEntryAttachments(
  q: Queryable,
  ws: Ws,
  entryIds: string[],
): Promise<EntryAttachmentCounts> {
  if (entryIds.length === 0) return { counts: {} };
  const rows = await q
    .select({ entryId: financeEntryAttachments.entryId, n: count() })
    .from(financeEntryAttachments)
    .where(
      inWorkspace(financeEntryAttachments, ws, inArray(financeEntryAttachments.entryId, entryIds)),
    )
    .groupBy(financeEntryAttachments.entryId);
  return { counts: Object.fromEntries(rows.map((r) => [r.entryId, r.n])) };
}

/**
 * Attaches a library file to the entry, the library counting the use; a file of another
 * workspace answers 404 and nothing is kept. The same file again answers the attachment
 * already there. A receipt changes no figure, so an entry of a closed period takes one too.
 */
export function attachEntryFile(
  ctx: AppContext,
  member: Member,
  entryId: string,
  fileId: string,
): Promise<{ attachment: EntryAttachment; created: boolean }> {
  return transaction(ctx, async (tx) => {
    const entry = await findInWorkspace(tx, financeEntries, member, entryId, entryNotFound);
    const file = await useAsAttachment(tx, fileId, entryUsage(member, entry));
    const [existing] = await tx
      .select()
      .from(financeEntryAttachments)
      .where(
        and(
          eq(financeEntryAttachments.entryId, entryId),
          eq(financeEntryAttachments.fileId, file.id),
        ),
      );
    if (existing) return { attachment: present(existing), created: false };
    const [row] = await tx
      .select({ n: count() })
      .from(financeEntryAttachments)
      .where(eq(financeEntryAttachments.entryId, entryId));
    if ((row?.n ?? 0) >= ENTRY_ATTACHMENTS_MAX)
      throw AppError.conflict(
        `Um lançamento pode ter no máximo ${ENTRY_ATTACHMENTS_MAX} comprovantes.`,
      );
    const [attached] = await tx
      .insert(financeEntryAttachments)
      .values({
        workspaceId: member.workspaceId,
        entryId,
        fileId: file.id,
        name: file.name,
        mimeType: file.mimeType,
        size: file.size,
        createdBy: member.userId,
      })
      .returning();
    await emit(tx, 'finance.entry-attachment.added', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      entryId,
      attachmentId: attached!.id,
      fileId: file.id,
    });
    return { attachment: present(attached!), created: true };
  });
}

/** Removes the receipt from the entry (the file stays in the library, no longer used by it). */
export function detachEntryFile(
  ctx: AppContext,
  member: Member,
  entryId: string,
  attachmentId: string,
): Promise<void> {
  return transaction(ctx, async (tx) => {
    const entry = await findInWorkspace(tx, financeEntries, member, entryId, entryNotFound);
    const [removed] = await tx
      .delete(financeEntryAttachments)
      .where(
        and(
          eq(financeEntryAttachments.entryId, entry.id),
          eq(financeEntryAttachments.id, attachmentId),
        ),
      )
      .returning();
    if (!removed) throw AppError.notFound('Anexo não encontrado.');
    await releaseUsage(tx, removed.fileId, entryUsage(member, entry));
    await emit(tx, 'finance.entry-attachment.removed', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      entryId,
      attachmentId,
      fileId: removed.fileId,
    });
  });
}

/** A deleted entry's rows went with it (FK cascade); its files are no longer in use. */
async function releaseDeleted(payload: { workspaceId: string; entryId: string }, tx: Tx) {
  await releaseUsage(tx, null, entryUsage(payload, { id: payload.entryId }));
}

export function subscribeEntryAttachments(bus: EventBus): void {
  bus.onInTransaction('finance.entry.deleted', releaseDeleted);
}
