import {
  mediaErrorCodes,
  mediaMessages,
  type createMediaFolderBodySchema,
  type updateMediaFolderBodySchema,
} from '@orbita/contracts/media';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { mediaFiles, mediaFolders, type MediaFolderRow } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

export const folderNotFound = mediaMessages.folderNotFound;

export function listFolders(q: Queryable, member: Member): Promise<MediaFolderRow[]> {
  return q
    .select()
    .from(mediaFolders)
    .where(inWorkspace(mediaFolders, member))
    .orderBy(sql`lower(${mediaFolders.name})`, mediaFolders.id);
}

/** The same name twice on one level answers 409 in pt-BR (the unique index decides). */
async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'media_folders_name_idx'))
      throw AppError.conflict(mediaMessages.folderNameTaken);
    throw err;
  }
}

export function createFolder(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createMediaFolderBodySchema>,
): Promise<MediaFolderRow> {
  return named(() =>
    transaction(ctx, async (tx) => {
      if (body.parentId)
        await findInWorkspace(tx, mediaFolders, member, body.parentId, folderNotFound);
      const [row] = await tx
        .insert(mediaFolders)
        .values({
          workspaceId: member.workspaceId,
          name: body.name,
          parentId: body.parentId ?? null,
        })
        .returning();
      await emit(tx, 'media.folder.created', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        folderId: row!.id,
      });
      return row!;
    }),
  );
}

/** Whether `ancestor` is `folder` or one of its ancestors (a move there would make a cycle). */
async function isWithin(tx: Tx, folder: string, ancestor: string): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from ${mediaFolders} where id = ${folder}
      union all
      select f.id, f.parent_id from ${mediaFolders} f join up on f.id = up.parent_id
    )
    select exists (select 1 from up where id = ${ancestor}) as found`);
  return Boolean(result.rows[0]?.found);
}

export function updateFolder(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateMediaFolderBodySchema>,
): Promise<MediaFolderRow> {
  return named(() =>
    transaction(ctx, async (tx) => {
      const before = await findInWorkspace(tx, mediaFolders, member, id, folderNotFound);
      assertVersion(before, body.version);
      if (body.parentId) {
        await findInWorkspace(tx, mediaFolders, member, body.parentId, folderNotFound);
        if (await isWithin(tx, body.parentId, id))
          throw AppError.validation(mediaMessages.folderCycle, {
            parentId: mediaMessages.folderCycle,
          });
      }
      const row = await updateVersioned(
        tx,
        mediaFolders,
        inWorkspace(mediaFolders, member, eq(mediaFolders.id, id)),
        body.version,
        {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.parentId === undefined ? {} : { parentId: body.parentId }),
          updatedAt: new Date(),
        },
        folderNotFound,
      );
      await emit(tx, 'media.folder.updated', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        folderId: id,
      });
      return row;
    }),
  );
}

/** Deletes an empty folder; one with files or sub-folders answers 409. */
export async function deleteFolder(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [folder] = await tx
      .select()
      .from(mediaFolders)
      .where(inWorkspace(mediaFolders, member, eq(mediaFolders.id, id)))
      .for('update');
    if (!folder) throw AppError.notFound(folderNotFound);
    const [content] = await tx
      .execute<{ busy: boolean }>(
        sql`
      select exists (select 1 from ${mediaFiles} where ${mediaFiles.folderId} = ${id})
          or exists (select 1 from ${mediaFolders} where ${mediaFolders.parentId} = ${id}) as busy`,
      )
      .then((r) => r.rows);
    if (content?.busy)
      throw AppError.conflict(mediaMessages.folderNotEmpty, mediaErrorCodes.folderNotEmpty);
    await tx.delete(mediaFolders).where(eq(mediaFolders.id, id));
    await emit(tx, 'media.folder.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      folderId: id,
    });
  });
}
