import {
  mindMapMessages,
  type createMindMapBodySchema,
  type mindMapsListQuerySchema,
  type MindMapPreview,
  type updateMindMapBodySchema,
} from '@orbita/contracts/mind-maps';
import { and, desc, eq, getTableColumns, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { mindMapFavourites, mindMaps, type MindMapRow } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
export type MindMapView = MindMapRow & { favourite: boolean };

/** Also the answer for another workspace's map, so ids never reveal what other tenants hold. */
export const mapNotFound = mindMapMessages.notFound;

/** Lower case without accents: "Análise" and "analise" match each other. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
const searchTextOf = (title: string, description: string) => foldText(`${title}\n${description}`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The map's columns plus the asking person's favourite mark (a left join on their row). */
const withFavourite = {
  ...getTableColumns(mindMaps),
  favourite: sql<boolean>`(${mindMapFavourites.userId} is not null)`,
};
const favouriteJoin = (member: Member) =>
  and(eq(mindMapFavourites.mapId, mindMaps.id), eq(mindMapFavourites.userId, member.userId));

/** A page of the workspace's maps, most recently changed first (keyset on updatedAt, id). */
export async function listMaps(
  q: Queryable,
  member: Member,
  query: z.output<typeof mindMapsListQuerySchema>,
): Promise<{ rows: MindMapView[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { at: new Date(afterAt), id: String(afterId) } : null;
  const search = query.q ? foldText(query.q) : '';
  const rows = await q
    .select(withFavourite)
    .from(mindMaps)
    .leftJoin(mindMapFavourites, favouriteJoin(member))
    .where(
      inWorkspace(
        mindMaps,
        member,
        query.filter === 'archived' ? isNotNull(mindMaps.archivedAt) : undefined,
        query.filter === 'active' || query.filter === 'favourites'
          ? isNull(mindMaps.archivedAt)
          : undefined,
        query.filter === 'favourites' ? isNotNull(mindMapFavourites.userId) : undefined,
        search ? like(mindMaps.searchText, `%${escapeLike(search)}%`) : undefined,
        after
          ? or(
              lt(mindMaps.updatedAt, after.at),
              and(eq(mindMaps.updatedAt, after.at), lt(mindMaps.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(mindMaps.updatedAt), desc(mindMaps.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.updatedAt.toISOString(), last.id])
        : null,
  };
}

/** One map of the workspace with the person's favourite mark; 404 when missing or elsewhere. */
export async function getMap(q: Queryable, member: Member, id: string): Promise<MindMapView> {
  const [row] = await q
    .select(withFavourite)
    .from(mindMaps)
    .leftJoin(mindMapFavourites, favouriteJoin(member))
    .where(inWorkspace(mindMaps, member, eq(mindMaps.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(mapNotFound);
  return row;
}

/** The map row locked for a write in `tx` (404 when missing or in another workspace). */
async function lockMap(tx: Tx, member: Member, id: string): Promise<MindMapRow> {
  const [row] = await tx
    .select()
    .from(mindMaps)
    .where(inWorkspace(mindMaps, member, eq(mindMaps.id, id)))
    .for('update')
    .limit(1);
  if (!row) throw AppError.notFound(mapNotFound);
  return row;
}

async function isFavourite(q: Queryable, member: Member, mapId: string): Promise<boolean> {
  const [row] = await q
    .select({ mapId: mindMapFavourites.mapId })
    .from(mindMapFavourites)
    .where(favouriteJoinOn(member, mapId))
    .limit(1);
  return Boolean(row);
}
const favouriteJoinOn = (member: Member, mapId: string) =>
  and(eq(mindMapFavourites.mapId, mapId), eq(mindMapFavourites.userId, member.userId));

/** What a new map's row holds besides its ids: everything the gallery reads. */
export interface NewMapRecord {
  title: string;
  description: string;
  templateKey: string | null;
  nodeCount: number;
  preview: MindMapPreview;
}

/**
 * Inserts a map's record in `tx` and emits its event. The document is written by the caller
 * in the same transaction (see createMap), so a map never exists without its tree.
 */
export async function insertMap(
  tx: Tx,
  member: Member,
  record: NewMapRecord,
  source: 'blank' | 'template' | 'duplicate' | 'import',
): Promise<MindMapRow> {
  const [row] = await tx
    .insert(mindMaps)
    .values({
      workspaceId: member.workspaceId,
      ...record,
      searchText: searchTextOf(record.title, record.description),
      createdBy: member.userId,
      updatedBy: member.userId,
    })
    .returning();
  await emit(tx, 'mind-maps.map.created', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    mapId: row!.id,
    source,
  });
  return row!;
}

export async function createMap(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createMindMapBodySchema>,
): Promise<MindMapView> {
  return transaction(ctx, async (tx) => {
    const title = body.title ?? 'Novo mapa';
    const row = await insertMap(
      tx,
      member,
      {
        title,
        description: body.description ?? '',
        templateKey: body.templateKey === 'blank' ? null : body.templateKey,
        nodeCount: 1,
        preview: { root: title, branches: [] },
      },
      body.templateKey === 'blank' ? 'blank' : 'template',
    );
    return { ...row, favourite: false };
  });
}

/** Title and description (only what is sent changes). */
export async function updateMap(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateMindMapBodySchema>,
): Promise<MindMapView> {
  return transaction(ctx, async (tx) => {
    const current = await lockMap(tx, member, id);
    const title = body.title ?? current.title;
    const description = body.description ?? current.description;
    const [row] = await tx
      .update(mindMaps)
      .set({
        title,
        description,
        searchText: searchTextOf(title, description),
        updatedBy: member.userId,
        updatedAt: new Date(),
      })
      .where(eq(mindMaps.id, current.id))
      .returning();
    await emit(tx, 'mind-maps.map.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      mapId: id,
    });
    return { ...row!, favourite: await isFavourite(tx, member, id) };
  });
}

/** Archives or brings back a map; asking for the state it already has changes nothing. */
export async function setArchived(
  ctx: AppContext,
  member: Member,
  id: string,
  archived: boolean,
): Promise<MindMapView> {
  return transaction(ctx, async (tx) => {
    const current = await lockMap(tx, member, id);
    let row = current;
    if (archived !== (current.archivedAt !== null)) {
      const now = new Date();
      [row] = (await tx
        .update(mindMaps)
        .set({ archivedAt: archived ? now : null, updatedBy: member.userId, updatedAt: now })
        .where(eq(mindMaps.id, id))
        .returning()) as [MindMapRow];
      await emit(tx, 'mind-maps.map.updated', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        mapId: id,
      });
    }
    return { ...row, favourite: await isFavourite(tx, member, id) };
  });
}

/** The person's own star on a map of the workspace (idempotent both ways). */
export async function setFavourite(
  ctx: AppContext,
  member: Member,
  id: string,
  favourite: boolean,
): Promise<{ id: string; favourite: boolean }> {
  return transaction(ctx, async (tx) => {
    await lockMap(tx, member, id);
    if (favourite)
      await tx
        .insert(mindMapFavourites)
        .values({ mapId: id, userId: member.userId, workspaceId: member.workspaceId })
        .onConflictDoNothing();
    else await tx.delete(mindMapFavourites).where(favouriteJoinOn(member, id));
    return { id, favourite };
  });
}

export async function deleteMap(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(mindMaps)
      .where(inWorkspace(mindMaps, member, eq(mindMaps.id, id)))
      .returning({ id: mindMaps.id });
    if (deleted.length === 0) throw AppError.notFound(mapNotFound);
    await emit(tx, 'mind-maps.map.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      mapId: id,
    });
  });
}
