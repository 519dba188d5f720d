import { mediaEntities, mediaMessages } from '@orbita/contracts/media';
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { findInWorkspace, inWorkspace } from '../../platform/scope';
import { mediaFiles, mediaUsages, type MediaUsageRow } from './schema';
import { assertKnownUsage, fileVisibleTo, usageVisibleTo, type Viewer } from './visibility';

/** A record of another module that uses a file ("Usado em: tarefa TAR-0042"). */
export interface UsageRef {
  workspaceId: string;
  /** The using module (`auth`, `flow`, `products`…). */
  module: string;
  /** The record type inside it (`avatar`, `task`, `page`…). */
  kind: string;
  /** The record's id. */
  id: string;
  /** What a person reads in "Usado em". */
  label: string;
  /** A public page/product: the file is served without signature while this usage lasts. */
  public?: boolean;
}

/**
 * THE usage API for other modules (also reachable as the bus events `media.usage.recorded`
 * / `.released`): call it inside the transaction that attaches a file to a record. A file
 * of another workspace answers 404 like a missing one, rolling the caller's change back.
 */
export async function recordUsage(tx: Tx, fileId: string, ref: UsageRef): Promise<void> {
  // The library hides a file by the visibility of its usages' records (visibility.ts).
  assertKnownUsage(ref);
  await findInWorkspace(tx, mediaFiles, ref, fileId, mediaMessages.fileNotFound);
  await tx
    .insert(mediaUsages)
    .values({
      workspaceId: ref.workspaceId,
      fileId,
      module: ref.module,
      kind: ref.kind,
      recordId: ref.id,
      label: ref.label,
      public: ref.public ?? false,
    })
    .onConflictDoUpdate({
      target: [mediaUsages.fileId, mediaUsages.module, mediaUsages.kind, mediaUsages.recordId],
      set: { label: ref.label, public: ref.public ?? false },
    });
  await refreshFiles(tx, ref.workspaceId, [fileId]);
}

/**
 * Ends usages of a record: of one file (the record now points elsewhere) or, with
 * `fileId` null, of every file (the record was deleted).
 */
export async function releaseUsage(
  tx: Tx,
  fileId: string | null,
  ref: Omit<UsageRef, 'label' | 'public'>,
): Promise<void> {
  const released = await tx
    .delete(mediaUsages)
    .where(
      inWorkspace(
        mediaUsages,
        ref,
        eq(mediaUsages.module, ref.module),
        eq(mediaUsages.kind, ref.kind),
        eq(mediaUsages.recordId, ref.id),
        fileId ? eq(mediaUsages.fileId, fileId) : undefined,
      ),
    )
    .returning({ fileId: mediaUsages.fileId });
  await refreshFiles(tx, ref.workspaceId, [...new Set(released.map((r) => r.fileId))]);
}

/** Recounts usages and the public flag of files, and tells the workspace's libraries. */
export async function refreshFiles(tx: Tx, workspaceId: string, fileIds: string[]) {
  if (fileIds.length === 0) return;
  for (const fileId of fileIds) {
    const [row] = await tx
      .update(mediaFiles)
      .set({
        usageCount: sql`(select count(*) from ${mediaUsages} where ${mediaUsages.fileId} = ${fileId})`,
        public: sql`exists (select 1 from ${mediaUsages} where ${mediaUsages.fileId} = ${fileId} and ${mediaUsages.public})`,
      })
      .where(inWorkspace(mediaFiles, { workspaceId }, eq(mediaFiles.id, fileId)))
      .returning();
    // The id only: every socket of the workspace hears it, and a file may be hidden from some
    // of them (a restricted hub's record, media/visibility.ts). Libraries refetch what they may see.
    if (row)
      publishAfterCommit(tx, workspaceId, {
        type: 'updated',
        entity: mediaEntities.file,
        id: row.id,
        data: { id: row.id },
      });
  }
}

/**
 * "Usado em" of a file the viewer may see (else 404, `fileVisibleTo`), leaving out usages on
 * records a restricted hub hides from them: their labels carry those records' titles.
 */
export async function listUsages(
  q: Queryable,
  viewer: Viewer,
  fileId: string,
): Promise<MediaUsageRow[]> {
  const [file] = await q
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(inWorkspace(mediaFiles, viewer, eq(mediaFiles.id, fileId), fileVisibleTo(viewer)))
    .limit(1);
  if (!file) throw AppError.notFound(mediaMessages.fileNotFound);
  return q
    .select()
    .from(mediaUsages)
    .where(inWorkspace(mediaUsages, viewer, eq(mediaUsages.fileId, fileId), usageVisibleTo(viewer)))
    .orderBy(mediaUsages.createdAt);
}
