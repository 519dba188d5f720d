import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  mediaErrorCodes,
  mediaMessages,
  type cleanMediaOrphansBodySchema,
  type mediaListQuerySchema,
  type updateMediaFileBodySchema,
} from '@orbita/contracts/media';
import { and, count, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { afterCommit, transaction } from '../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { findInWorkspace, inWorkspace } from '../../platform/scope';
import { keyOf, keysOf, type MediaDeps } from './deps';
import { thumbnail } from './images';
import { mediaFiles, mediaFolders, type MediaFileRow } from './schema';
import { usedBytes } from './upload';
import { fileVisibleTo, type Viewer } from './visibility';

/**
 * Every query here takes the member and adds `fileVisibleTo` (visibility.ts) next to
 * `inWorkspace`: a file used only on records a restricted hub hides from them is theirs to
 * see no more than another workspace's.
 */
type Member = Viewer;

/** Also the answer for another workspace's file, so ids never reveal what other tenants hold. */
export const fileNotFound = mediaMessages.fileNotFound;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the workspace's files, newest first (keyset on createdAt, id), filtered. */
export async function listFiles(
  q: Queryable,
  member: Member,
  query: z.output<typeof mediaListQuerySchema>,
): Promise<{ rows: MediaFileRow[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  const rows = await q
    .select()
    .from(mediaFiles)
    .where(
      inWorkspace(
        mediaFiles,
        member,
        fileVisibleTo(member),
        query.folderId === 'root'
          ? isNull(mediaFiles.folderId)
          : query.folderId
            ? eq(mediaFiles.folderId, query.folderId)
            : undefined,
        query.kind ? eq(mediaFiles.kind, query.kind) : undefined,
        query.unused === true ? eq(mediaFiles.usageCount, 0) : undefined,
        query.unused === false ? sql`${mediaFiles.usageCount} > 0` : undefined,
        search
          ? or(
              ilike(mediaFiles.name, search),
              ilike(mediaFiles.alt, search),
              ilike(mediaFiles.caption, search),
            )
          : undefined,
        after
          ? or(
              lt(mediaFiles.createdAt, after.createdAt),
              and(eq(mediaFiles.createdAt, after.createdAt), lt(mediaFiles.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

export async function getFile(q: Queryable, member: Member, id: string): Promise<MediaFileRow> {
  const [row] = await q
    .select()
    .from(mediaFiles)
    .where(inWorkspace(mediaFiles, member, eq(mediaFiles.id, id), fileVisibleTo(member)))
    .limit(1);
  if (!row) throw AppError.notFound(fileNotFound);
  return row;
}

/**
 * Name, alt text, caption, folder and focal point. A new focal point re-cuts the thumbnail
 * from the stored original (outside the transaction: the row only changes once the new
 * thumbnail is stored).
 */
export async function updateFile(
  ctx: AppContext,
  deps: MediaDeps,
  member: Member,
  id: string,
  body: z.output<typeof updateMediaFileBodySchema>,
): Promise<MediaFileRow> {
  const current = await getFile(ctx.db, member, id);
  // Before the thumbnail recut: a stale edit changes nothing, the update's WHERE re-checks.
  assertVersion(current, body.version);
  if (body.folderId)
    await findInWorkspace(
      ctx.db,
      mediaFolders,
      member,
      body.folderId,
      mediaMessages.folderNotFound,
    );
  const fx = body.focalX ?? current.focalX;
  const fy = body.focalY ?? current.focalY;
  if ((fx !== current.focalX || fy !== current.focalY) && current.variants.includes('thumb'))
    await recutThumbnail(deps, current, fx, fy);
  return transaction(ctx, async (tx) => {
    const row = await updateVersioned(
      tx,
      mediaFiles,
      inWorkspace(mediaFiles, member, eq(mediaFiles.id, id), fileVisibleTo(member)),
      body.version,
      {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.alt === undefined ? {} : { alt: body.alt }),
        ...(body.caption === undefined ? {} : { caption: body.caption }),
        ...(body.folderId === undefined ? {} : { folderId: body.folderId }),
        focalX: fx,
        focalY: fy,
        updatedAt: new Date(),
      },
      fileNotFound,
    );
    await emit(tx, 'media.file.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      fileId: id,
    });
    return row;
  });
}

async function recutThumbnail(deps: MediaDeps, row: MediaFileRow, fx: number, fy: number) {
  const source = await deps.storage.get(keyOf(row, 'original'));
  if (!source || !row.width || !row.height) return;
  await fs.promises.mkdir(deps.tmpDir, { recursive: true });
  const tmp = path.join(deps.tmpDir, `${randomUUID()}.recut`);
  try {
    await pipeline(source.body, fs.createWriteStream(tmp));
    const svg = row.mimeType === 'image/svg+xml';
    const thumb = await thumbnail(tmp, row.width, row.height, fx, fy, svg ? 72 : undefined);
    await deps.storage.putBytes(keyOf(row, 'thumb'), thumb, 'image/webp');
  } finally {
    await fs.promises.rm(tmp, { force: true });
  }
}

/**
 * Deletes a file. Refused (409 `media.in_use`) while a record uses it, unless forced; its
 * usages go with it (other modules hear `media.file.deleted`). The bytes are removed after
 * the commit, so a rolled-back delete never loses a file.
 */
export async function deleteFile(
  ctx: AppContext,
  deps: MediaDeps,
  member: Member,
  id: string,
  force: boolean,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [row] = await tx
      .select()
      .from(mediaFiles)
      .where(inWorkspace(mediaFiles, member, eq(mediaFiles.id, id), fileVisibleTo(member)))
      .for('update');
    if (!row) throw AppError.notFound(fileNotFound);
    if (row.usageCount > 0 && !force)
      throw AppError.conflict(mediaMessages.inUse(row.usageCount), mediaErrorCodes.inUse);
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, row.id));
    await emit(tx, 'media.file.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      fileId: id,
      size: row.storedBytes,
    });
    afterCommit(tx, () => removeBytes(ctx, deps, [row]));
  });
}

async function removeBytes(ctx: AppContext, deps: MediaDeps, rows: MediaFileRow[]) {
  try {
    await deps.storage.remove(rows.flatMap(keysOf));
  } catch (err) {
    // The rows are gone; leftover bytes cost space, not correctness.
    ctx.log.warn({ err, files: rows.map((r) => r.id) }, 'media: bytes not removed');
  }
}

/**
 * Orphan clean-up: deletes the files no record uses that were uploaded at least
 * `olderThanDays` days ago (a fresh upload not yet attached is not an orphan yet).
 */
export async function cleanOrphans(
  ctx: AppContext,
  deps: MediaDeps,
  member: Member,
  body: z.output<typeof cleanMediaOrphansBodySchema>,
  now = new Date(),
): Promise<MediaFileRow[]> {
  const before = new Date(now.getTime() - body.olderThanDays * 86_400_000);
  return transaction(ctx, async (tx) => {
    const rows = await tx
      .delete(mediaFiles)
      .where(
        inWorkspace(
          mediaFiles,
          member,
          fileVisibleTo(member),
          eq(mediaFiles.usageCount, 0),
          sql`${mediaFiles.createdAt} <= ${before.toISOString()}`,
        ),
      )
      .returning();
    for (const row of rows)
      await emit(tx, 'media.file.deleted', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        fileId: row.id,
        size: row.storedBytes,
      });
    if (rows.length) afterCommit(tx, () => removeBytes(ctx, deps, rows));
    return rows;
  });
}

export async function quota(q: Queryable, deps: MediaDeps, member: Member) {
  const [row] = await q
    .select({ files: count() })
    .from(mediaFiles)
    .where(inWorkspace(mediaFiles, member, fileVisibleTo(member)));
  // The bytes are the workspace's quota, hidden files included; the count is the library's.
  return {
    usedBytes: await usedBytes(q, member.workspaceId),
    quotaBytes: deps.quotaBytes,
    maxFileBytes: deps.maxFileBytes,
    fileCount: row?.files ?? 0,
  };
}
