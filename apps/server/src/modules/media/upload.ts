import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  formatMediaBytes,
  mediaErrorCodes,
  mediaMessages,
  type MediaVariant,
} from '@orbita/contracts/media';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { findInWorkspace, inWorkspace } from '../../platform/scope';
import { keyOf, type MediaDeps } from './deps';
import { detectType } from './file-types';
import { processRaster, processSvg, reencode, type Rendition } from './images';
import type { Received } from './receive';
import { mediaFiles, mediaFolders, type MediaFileRow } from './schema';
import { fileVisibleTo, type Viewer } from './visibility';

type Member = Viewer;

export const quotaExceeded = (quotaBytes: number) =>
  new AppError(413, mediaErrorCodes.quota, mediaMessages.quota(formatMediaBytes(quotaBytes)));

/** Bytes the workspace's library takes (originals and renditions). */
export async function usedBytes(q: Queryable, workspaceId: string): Promise<number> {
  const [row] = await q
    .select({ used: sql<string>`coalesce(sum(${mediaFiles.storedBytes}), 0)` })
    .from(mediaFiles)
    .where(inWorkspace(mediaFiles, { workspaceId }));
  return Number(row?.used ?? 0);
}

/**
 * A file of the workspace with these bytes that the member may see, if any (the duplicate
 * check answers it whole, so a file hidden from them is no duplicate: they get their own).
 */
export async function findByHash(q: Queryable, member: Member, hash: string) {
  const [row] = await q
    .select()
    .from(mediaFiles)
    .where(
      inWorkspace(mediaFiles, member, sql`${mediaFiles.hash} = ${hash}`, fileVisibleTo(member)),
    )
    .orderBy(mediaFiles.createdAt)
    .limit(1);
  return row;
}

export type UploadResult = { file: MediaFileRow } | { duplicate: MediaFileRow };

/**
 * Stores a received upload: folder check → duplicate check → type by magic bytes → images
 * re-encoded without metadata, with thumbnail and responsive sizes → bytes to storage →
 * the row, in a transaction that checks the quota under the workspace's media lock (two
 * uploads at once cannot both pass the last free bytes). Stored bytes of a refused or
 * failed upload are removed again.
 */
export async function uploadFile(
  ctx: AppContext,
  deps: MediaDeps,
  member: Member,
  received: Received,
  options: { folderId?: string; duplicate: 'refuse' | 'keep' },
): Promise<UploadResult> {
  if (options.folderId)
    await findInWorkspace(
      ctx.db,
      mediaFolders,
      member,
      options.folderId,
      mediaMessages.folderNotFound,
    );
  if (options.duplicate === 'refuse') {
    const existing = await findByHash(ctx.db, member, received.hash);
    if (existing) return { duplicate: existing };
  }
  const type = await detectType(received.path, received.name);
  if (!type) throw new AppError(415, mediaErrorCodes.badType, mediaMessages.badType);
  // Cheap early refusal; the transaction below checks again with the real stored size.
  if ((await usedBytes(ctx.db, member.workspaceId)) + received.size > deps.quotaBytes)
    throw quotaExceeded(deps.quotaBytes);

  const id = randomUUID();
  const place = { workspaceId: member.workspaceId, id };
  const encoded = path.join(deps.tmpDir, `${id}.encoded`);
  let original = received.path;
  let size = received.size;
  let width: number | null = null;
  let height: number | null = null;
  let renditions: Rendition[] = [];
  const stored: string[] = [];
  try {
    if (type.image === 'raster') {
      try {
        const out = await reencode(received.path, encoded, type.mimeType);
        ({ width, height, size } = out);
        original = encoded;
        renditions = (await processRaster(encoded, out.width, out.height, 0.5, 0.5)).renditions;
      } catch {
        throw new AppError(415, mediaErrorCodes.badType, mediaMessages.badImage);
      }
    } else if (type.image === 'svg') {
      // No thumbnail is no refusal: the SVG is still a valid download.
      const svg = await processSvg(received.path, 0.5, 0.5).catch(() => null);
      if (svg) {
        ({ width, height } = svg);
        renditions = [{ variant: 'thumb', bytes: svg.thumb }];
      }
    }

    await deps.storage.putFile(keyOf(place, 'original'), original, type.mimeType);
    stored.push(keyOf(place, 'original'));
    for (const r of renditions) {
      await deps.storage.putBytes(keyOf(place, r.variant), r.bytes, 'image/webp');
      stored.push(keyOf(place, r.variant));
    }
    const storedBytes = size + renditions.reduce((sum, r) => sum + r.bytes.length, 0);

    const file = await transaction(ctx, async (tx) => {
      await lockWorkspaceMedia(tx, member.workspaceId);
      if ((await usedBytes(tx, member.workspaceId)) + storedBytes > deps.quotaBytes)
        throw quotaExceeded(deps.quotaBytes);
      const [row] = await tx
        .insert(mediaFiles)
        .values({
          id,
          workspaceId: member.workspaceId,
          folderId: options.folderId ?? null,
          name: received.name,
          mimeType: type.mimeType,
          kind: type.kind,
          size,
          storedBytes,
          width,
          height,
          hash: received.hash,
          alt: received.alt,
          caption: received.caption,
          variants: renditions.map((r) => r.variant as MediaVariant),
          createdBy: member.userId,
        })
        .returning();
      await emit(tx, 'media.file.uploaded', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        fileId: id,
        size: storedBytes,
      });
      return row!;
    });
    return { file };
  } catch (err) {
    if (stored.length) await deps.storage.remove(stored).catch(() => {});
    throw err;
  } finally {
    await fs.promises.rm(encoded, { force: true });
  }
}

/** Serializes the quota check of one workspace's uploads (a transaction-scoped advisory lock). */
export async function lockWorkspaceMedia(tx: Tx, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media:${workspaceId}`}))`);
}
