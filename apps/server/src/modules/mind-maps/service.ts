import {
  getLayout,
  MapLimitError,
  readTree,
  type MapLayout,
  type OutlineNode,
} from '@orbita/contracts/mind-map-doc';
import {
  MIND_MAP_TITLE_MAX,
  mindMapMessages,
  mindMapRoom,
  type createMindMapBodySchema,
  type duplicateMindMapBodySchema,
  type importMindMapBodySchema,
  type MindMapExportFile,
  type MindMapExportFormat,
  type mindMapsListQuerySchema,
  type MindMapTemplates,
  type updateMindMapBodySchema,
} from '@orbita/contracts/mind-maps';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { and, desc, eq, getTableColumns, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { afterCommit, transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { inWorkspace, type MemberContext, visibleInWorkspace } from '../../platform/scope';
import { copyMap, summaryOf, writeOutline, type MapDocuments, type SidedOutline } from './document';
import { exportMapFile, importInvalid, importMapFile } from './formats';
import { countNodes, previewOf } from './preview';
import { mindMapFavourites, mindMaps, type MindMapRow } from './schema';
import { mapTemplates, templateByKey } from './templates/catalog';

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
        visibleInWorkspace(member, 'mapa', mindMaps.id),
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
    .where(
      inWorkspace(
        mindMaps,
        member,
        eq(mindMaps.id, id),
        visibleInWorkspace(member, 'mapa', mindMaps.id),
      ),
    )
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

/** What a new map's row holds: everything the gallery reads. */
interface NewMapRecord {
  title: string;
  description: string;
  templateKey: string | null;
}

/**
 * Creates a map from a finished document: its record (count and preview read from that
 * document) and the document itself, seeded in the collaboration layer in the SAME
 * transaction, so a map never exists without its tree nor a tree without its map.
 */
async function insertMapWithDocument(
  ctx: AppContext,
  docs: MapDocuments,
  member: Member,
  record: NewMapRecord,
  doc: Y.Doc,
  source: 'blank' | 'template' | 'duplicate' | 'import',
): Promise<MindMapView> {
  const state = Y.encodeStateAsUpdate(doc);
  const summary = summaryOf(doc);
  doc.destroy();
  const id = randomUUID();
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(mindMaps)
      .values({
        id,
        workspaceId: member.workspaceId,
        ...record,
        ...summary,
        searchText: searchTextOf(record.title, record.description),
        createdBy: member.userId,
        updatedBy: member.userId,
      })
      .returning();
    await docs.seed(tx, mindMapRoom(id), member.workspaceId, (target) =>
      Y.applyUpdate(target, state),
    );
    await emit(tx, 'mind-maps.map.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      mapId: id,
      source,
    });
    return { ...row!, favourite: false };
  });
}

/** A document holding `root` (its text is the root's) and `layout`; 422 past the map limits. */
function documentOf(root: OutlineNode, layout: MapLayout): Y.Doc {
  const doc = new Y.Doc();
  try {
    writeOutline(doc, root, layout);
  } catch (error) {
    doc.destroy();
    if (error instanceof MapLimitError) throw importInvalid(error.message);
    throw error;
  }
  return doc;
}

/** The gallery's templates with what each would create (counted on the template itself). */
export function listTemplates(): MindMapTemplates {
  return {
    items: mapTemplates.map((t) => {
      const root = { text: t.title, children: t.branches };
      return {
        key: t.key,
        title: t.title,
        description: t.description,
        nodeCount: countNodes(root),
        preview: previewOf(root),
      };
    }),
  };
}

/** A blank map (only the root, whose text is the title) or one started from a template. */
export async function createMap(
  ctx: AppContext,
  docs: MapDocuments,
  member: Member,
  body: z.output<typeof createMindMapBodySchema>,
): Promise<MindMapView> {
  const template = templateByKey(body.templateKey);
  const blank = template.key === 'blank';
  const title = body.title ?? (blank ? 'Novo mapa' : template.title);
  const doc = documentOf({ text: title, children: template.branches }, template.layout);
  return insertMapWithDocument(
    ctx,
    docs,
    member,
    { title, description: body.description ?? '', templateKey: blank ? null : template.key },
    doc,
    blank ? 'blank' : 'template',
  );
}

/**
 * A NEW map from a structure's tree (modules/structures, through ./template.ts): like a
 * map from the template gallery — same record, document and `mind-maps.map.created`.
 */
export async function createMapFromOutline(
  ctx: AppContext,
  docs: MapDocuments,
  member: Member,
  record: { title: string; description: string },
  root: SidedOutline,
  layout: MapLayout,
): Promise<MindMapView> {
  const doc = documentOf(root, layout);
  return insertMapWithDocument(
    ctx,
    docs,
    member,
    { ...record, templateKey: null },
    doc,
    'template',
  );
}

/** A NEW map from an uploaded file (JSON, OPML, Markdown, FreeMind): untrusted, see formats/. */
export async function importMap(
  ctx: AppContext,
  docs: MapDocuments,
  member: Member,
  body: z.output<typeof importMindMapBodySchema>,
): Promise<MindMapView> {
  const imported = importMapFile(body.format, body.content);
  const doc = documentOf(imported.root, imported.layout);
  return insertMapWithDocument(
    ctx,
    docs,
    member,
    { title: body.title ?? imported.title, description: '', templateKey: null },
    doc,
    'import',
  );
}

/** A copy of a map of the workspace: its whole current document, under a new record. */
export async function duplicateMap(
  ctx: AppContext,
  docs: MapDocuments,
  member: Member,
  id: string,
  body: z.output<typeof duplicateMindMapBodySchema>,
): Promise<MindMapView> {
  const original = await getMap(ctx.db, member, id);
  const source = await docs.read(mindMapRoom(id), member.workspaceId);
  const copy = new Y.Doc();
  try {
    copyMap(copy, source);
  } finally {
    source.destroy();
  }
  const title = body.title ?? `${original.title} (cópia)`.slice(0, MIND_MAP_TITLE_MAX);
  return insertMapWithDocument(
    ctx,
    docs,
    member,
    { title, description: original.description, templateKey: original.templateKey },
    copy,
    'duplicate',
  );
}

/** The map's current document as a file (JSON lossless; OPML, Markdown, FreeMind). */
export async function exportMap(
  q: Queryable,
  docs: MapDocuments,
  member: Member,
  id: string,
  format: MindMapExportFormat,
): Promise<MindMapExportFile> {
  const map = await getMap(q, member, id);
  const doc = await docs.read(mindMapRoom(id), member.workspaceId);
  try {
    return exportMapFile(format, { title: map.title, layout: getLayout(doc), root: readTree(doc) });
  } finally {
    doc.destroy();
  }
}

/**
 * Copies the document's node count and preview into the map's record, so the list and the
 * gallery stay current without opening documents. `editedAt`: when the document last
 * changed (the map's "changed" time follows its tree). A map deleted meanwhile, or of
 * another workspace, is simply not found: null.
 */
export async function refreshMapSummary(
  q: Queryable,
  workspaceId: string,
  mapId: string,
  doc: Y.Doc,
  editedAt = new Date(),
): Promise<MindMapRow | null> {
  const summary = summaryOf(doc);
  const [row] = await q
    .update(mindMaps)
    .set({ ...summary, updatedAt: editedAt })
    .where(inWorkspace(mindMaps, { workspaceId }, eq(mindMaps.id, mapId)))
    .returning();
  return row ?? null;
}

/**
 * The document's summary, taken when a write bumps the record's `updated_at`: the periodic
 * refresh (summary-refresh.ts) only picks maps whose document changed after the record, so a
 * rename right after an edit must carry that edit's summary itself.
 */
async function currentSummary(docs: Pick<MapDocuments, 'read'>, member: Member, id: string) {
  const doc = await docs.read(mindMapRoom(id), member.workspaceId);
  try {
    return summaryOf(doc);
  } finally {
    doc.destroy();
  }
}

/** Title and description (only what is sent changes). */
export async function updateMap(
  ctx: AppContext,
  docs: Pick<MapDocuments, 'read'>,
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
        ...(await currentSummary(docs, member, id)),
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
  docs: Pick<MapDocuments, 'read'>,
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
        .set({
          archivedAt: archived ? now : null,
          ...(await currentSummary(docs, member, id)),
          updatedBy: member.userId,
          updatedAt: now,
        })
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

/** Deletes the map; its document (updates, versions, sessions) goes once the delete committed. */
export async function deleteMap(
  ctx: AppContext,
  docs: MapDocuments,
  member: Member,
  id: string,
): Promise<void> {
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
    afterCommit(tx, () => docs.remove(mindMapRoom(id), member.workspaceId));
  });
}
