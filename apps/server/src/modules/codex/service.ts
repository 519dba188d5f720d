import {
  CODEX_DEPTH_MAX,
  CODEX_ENTRIES_MAX,
  CODEX_REVISIONS_KEPT,
  codexMessages,
  type CodexBodyNode,
  type codexListQuerySchema,
  type createCodexBodySchema,
  type createCodexEntryBodySchema,
  type moveCodexEntryBodySchema,
  type updateCodexBodySchema,
  type updateCodexEntryBodySchema,
} from '@orbita/contracts/codex';
import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion, bumpVersion, updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { users } from '../../platform/identity/schema';
import { inWorkspace, type MemberContext, visibleInWorkspace } from '../../platform/scope';
import { cleanBody, emptyBody, refuse, resolveLinks, type CleanBody } from './body';
import { codexEntryRoom, seedEntryDocument, writeBody, type EntryDocuments } from './live-document';
import {
  codexEntries,
  codexLinks,
  codexRevisions,
  codices,
  type CodexEntryRow,
  type CodexRevisionRow,
  type CodexRow,
} from './schema';

export type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
export type Scope = Pick<MemberContext, 'workspaceId'>;
/**
 * Who reads: a codex in a restricted hub (kind `codex`) is seen only by that hub's members and
 * the Admins/owner (`visibleInWorkspace`); its entries follow their codex.
 */
export type Viewer = Pick<MemberContext, 'userId' | 'workspaceId'> & {
  role?: MemberContext['role'];
};

export const { codexNotFound, entryNotFound, revisionNotFound } = codexMessages;

export type CodexWithCount = CodexRow & { entryCount: number };
/** The columns of an entry without body and text (tree nodes). */
export const summaryColumns = {
  id: codexEntries.id,
  workspaceId: codexEntries.workspaceId,
  codexId: codexEntries.codexId,
  parentId: codexEntries.parentId,
  position: codexEntries.position,
  title: codexEntries.title,
  version: codexEntries.version,
  updatedAt: codexEntries.updatedAt,
};
export type EntrySummaryRow = Pick<CodexEntryRow, keyof typeof summaryColumns>;
export interface EntryRef {
  id: string;
  title: string;
}
export type EntryView = CodexEntryRow & { links: EntryRef[]; backlinks: EntryRef[] };

// Written with table-qualified names: in a single-table select drizzle prints columns bare, so
// `codex_id = id` inside the subquery would compare the entries table with itself (count 0).
const entryCountOf = sql<number>`(select count(*)::int from "codex_entries" e where e."codex_id" = "codices"."id")`;

// ---------------------------------------------------------------- codices

/** A page of the workspace's codices, newest first (keyset on createdAt, id). */
export async function listCodices(
  q: Queryable,
  member: Viewer,
  query: z.output<typeof codexListQuerySchema>,
): Promise<{ rows: CodexWithCount[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select({ codex: codices, entryCount: entryCountOf })
    .from(codices)
    .where(
      inWorkspace(
        codices,
        member,
        visibleInWorkspace(member, 'codex', codices.id),
        after
          ? or(
              lt(codices.createdAt, after.createdAt),
              and(eq(codices.createdAt, after.createdAt), lt(codices.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(codices.createdAt), desc(codices.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map((r) => ({ ...r.codex, entryCount: r.entryCount }));
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

export async function getCodex(q: Queryable, member: Viewer, id: string): Promise<CodexWithCount> {
  const [row] = await q
    .select({ codex: codices, entryCount: entryCountOf })
    .from(codices)
    .where(
      inWorkspace(
        codices,
        member,
        eq(codices.id, id),
        visibleInWorkspace(member, 'codex', codices.id),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound(codexNotFound);
  return { ...row.codex, entryCount: row.entryCount };
}

/** Entries in tree order: parents before children, siblings by position (byte order). */
export function treeOrder<T extends { id: string; parentId: string | null; position: string }>(
  rows: T[],
): T[] {
  const children = new Map<string | null, T[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const out: T[] = [];
  const visit = (parentId: string | null) => {
    const list = (children.get(parentId) ?? []).sort((a, b) =>
      a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1,
    );
    for (const row of list) {
      out.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return out;
}

export async function listEntrySummaries(
  q: Queryable,
  member: Scope,
  codexId: string,
): Promise<EntrySummaryRow[]> {
  const rows = await q
    .select(summaryColumns)
    .from(codexEntries)
    .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, codexId)));
  return treeOrder(rows);
}

/** A codex with its whole tree (at most CODEX_ENTRIES_MAX entries). */
export async function getCodexDetail(
  q: Queryable,
  member: Viewer,
  id: string,
): Promise<CodexWithCount & { entries: EntrySummaryRow[] }> {
  const codex = await getCodex(q, member, id);
  return { ...codex, entries: await listEntrySummaries(q, member, id) };
}

export async function createCodex(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createCodexBodySchema>,
): Promise<CodexWithCount> {
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(codices)
      .values({
        workspaceId: member.workspaceId,
        name: body.name,
        description: body.description ?? '',
        icon: body.icon || null,
        createdBy: member.userId,
        updatedBy: member.userId,
      })
      .returning();
    await emit(tx, 'codex.codex.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      codexId: row!.id,
    });
    return { ...row!, entryCount: 0 };
  });
}

export async function updateCodex(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateCodexBodySchema>,
): Promise<CodexWithCount> {
  await transaction(ctx, async (tx) => {
    await updateVersioned(
      tx,
      codices,
      inWorkspace(
        codices,
        member,
        eq(codices.id, id),
        visibleInWorkspace(member, 'codex', codices.id),
      ),
      body.version,
      {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.icon === undefined ? {} : { icon: body.icon || null }),
        updatedBy: member.userId,
        updatedAt: new Date(),
      },
      codexNotFound,
    );
    await emit(tx, 'codex.codex.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      codexId: id,
    });
  });
  return getCodex(ctx.db, member, id);
}

/** Deletes the codex and its entries; answers the entries' ids (their live documents go too). */
export async function deleteCodex(ctx: AppContext, member: Member, id: string): Promise<string[]> {
  return transaction(ctx, async (tx) => {
    await lockCodex(tx, member, id);
    const entryIds = (
      await tx
        .select({ id: codexEntries.id })
        .from(codexEntries)
        .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, id)))
    ).map((r) => r.id);
    await tx.delete(codices).where(inWorkspace(codices, member, eq(codices.id, id)));
    await emit(tx, 'codex.codex.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      codexId: id,
      entryIds,
    });
    return entryIds;
  });
}

/**
 * Locks the codex row: every change to its tree (create, move, delete, import) holds it,
 * so positions, cycle and depth checks never run against a tree changing underneath.
 */
export async function lockCodex(tx: Tx, member: Viewer, id: string): Promise<CodexRow> {
  const [row] = await tx
    .select()
    .from(codices)
    .where(
      inWorkspace(
        codices,
        member,
        eq(codices.id, id),
        visibleInWorkspace(member, 'codex', codices.id),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw AppError.notFound(codexNotFound);
  return row;
}

// ---------------------------------------------------------------- the tree

/** The codex's tree as parent links (bounded by CODEX_ENTRIES_MAX). */
async function parentsOf(
  tx: Tx,
  member: Scope,
  codexId: string,
): Promise<Map<string, string | null>> {
  const rows = await tx
    .select({ id: codexEntries.id, parentId: codexEntries.parentId })
    .from(codexEntries)
    .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, codexId)));
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** Depth of `id` (a root entry is 1); the walk is bounded, so a corrupt cycle cannot hang. */
function depthOf(parents: Map<string, string | null>, id: string | null): number {
  let depth = 0;
  for (let at = id; at !== null && depth <= CODEX_ENTRIES_MAX; at = parents.get(at) ?? null)
    depth += 1;
  return depth;
}

/** `id` and every entry under it. */
function subtreeOf(parents: Map<string, string | null>, id: string): Map<string, number> {
  const children = new Map<string, string[]>();
  for (const [child, parent] of parents)
    if (parent) children.set(parent, [...(children.get(parent) ?? []), child]);
  const levels = new Map<string, number>([[id, 1]]);
  const queue = [id];
  while (queue.length) {
    const at = queue.shift()!;
    for (const child of children.get(at) ?? [])
      if (!levels.has(child)) {
        levels.set(child, levels.get(at)! + 1);
        queue.push(child);
      }
  }
  return levels;
}

/** A key placing an entry at `index` among `parentId`'s children (without `movingId`). */
async function positionAt(
  tx: Tx,
  member: Scope,
  codexId: string,
  parentId: string | null,
  index: number | undefined,
  movingId?: string,
): Promise<string> {
  const siblings = (
    await tx
      .select({ id: codexEntries.id, position: codexEntries.position })
      .from(codexEntries)
      .where(
        inWorkspace(
          codexEntries,
          member,
          eq(codexEntries.codexId, codexId),
          parentId ? eq(codexEntries.parentId, parentId) : isNull(codexEntries.parentId),
        ),
      )
  )
    .filter((s) => s.id !== movingId)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const at = Math.min(index ?? siblings.length, siblings.length);
  const before = siblings[at - 1]?.position ?? null;
  const after = siblings[at]?.position ?? null;
  try {
    return generateKeyBetween(before, after);
  } catch {
    // Keys this module did not write (equal, or not fractional-indexing keys: a bulk load):
    // the siblings are renumbered in this transaction (the caller holds the codex lock).
    const keys = generateNKeysBetween(null, null, siblings.length + 1);
    const placed = [
      ...siblings.slice(0, at).map((s) => s.id),
      null,
      ...siblings.slice(at).map((s) => s.id),
    ];
    for (const [n, id] of placed.entries())
      if (id)
        await tx
          .update(codexEntries)
          .set({ position: keys[n]! })
          .where(inWorkspace(codexEntries, member, eq(codexEntries.id, id)));
    return keys[at]!;
  }
}

/** The parent must be an entry of the same codex; the new entry's depth within bounds. */
function checkParent(
  parents: Map<string, string | null>,
  parentId: string | null,
  height = 1,
): void {
  if (parentId === null) {
    if (height > CODEX_DEPTH_MAX) throw refuse(codexMessages.tooDeep);
    return;
  }
  if (!parents.has(parentId)) throw refuse(codexMessages.parentNotFound);
  if (depthOf(parents, parentId) + height > CODEX_DEPTH_MAX) throw refuse(codexMessages.tooDeep);
}

// ---------------------------------------------------------------- entries

/** Titles of the entries of `codexId` among `ids`. */
async function titlesOf(
  q: Queryable,
  member: Scope,
  codexId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: codexEntries.id, title: codexEntries.title })
    .from(codexEntries)
    .where(
      inWorkspace(
        codexEntries,
        member,
        eq(codexEntries.codexId, codexId),
        inArray(codexEntries.id, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** A sanitized body whose links all point into the codex, and the ids they point at. */
export async function prepareBody(
  q: Queryable,
  member: Scope,
  codexId: string,
  input: CodexBodyNode,
  selfId?: string,
): Promise<CleanBody> {
  const clean = cleanBody(input);
  if (clean.linkIds.length === 0) return clean;
  const titles = await titlesOf(q, member, codexId, clean.linkIds);
  if (selfId && !titles.has(selfId) && clean.linkIds.includes(selfId)) titles.set(selfId, '');
  const body = resolveLinks(clean.body, titles);
  return { ...cleanBody(body), linkIds: clean.linkIds.filter((id) => titles.has(id)) };
}

/** Rebuilds the entry's outgoing links from its body (same codex only, never to itself). */
export async function rebuildLinks(
  tx: Tx,
  member: Scope,
  entryId: string,
  linkIds: string[],
): Promise<void> {
  await tx
    .delete(codexLinks)
    .where(
      and(eq(codexLinks.workspaceId, member.workspaceId), eq(codexLinks.fromEntryId, entryId)),
    );
  const targets = linkIds.filter((id) => id !== entryId);
  if (targets.length)
    await tx
      .insert(codexLinks)
      .values(
        targets.map((toEntryId) => ({
          workspaceId: member.workspaceId,
          fromEntryId: entryId,
          toEntryId,
        })),
      )
      .onConflictDoNothing();
}

/** Keeps a revision of the entry as saved now (and drops the ones past CODEX_REVISIONS_KEPT). */
export async function addRevision(
  tx: Tx,
  // null: the system (a restore or import without a person); the revision has no author.
  member: Scope & { userId: string | null },
  entry: Pick<CodexEntryRow, 'id' | 'title' | 'body' | 'text'>,
  now: Date,
): Promise<void> {
  const [last] = await tx
    .select({ number: codexRevisions.number })
    .from(codexRevisions)
    .where(inWorkspace(codexRevisions, member, eq(codexRevisions.entryId, entry.id)))
    .orderBy(desc(codexRevisions.number))
    .limit(1);
  const number = (last?.number ?? 0) + 1;
  await tx.insert(codexRevisions).values({
    workspaceId: member.workspaceId,
    entryId: entry.id,
    number,
    title: entry.title,
    body: entry.body,
    size: entry.text.length,
    createdBy: member.userId,
    createdAt: now,
  });
  if (number > CODEX_REVISIONS_KEPT)
    await tx
      .delete(codexRevisions)
      .where(
        inWorkspace(
          codexRevisions,
          member,
          eq(codexRevisions.entryId, entry.id),
          lte(codexRevisions.number, number - CODEX_REVISIONS_KEPT),
        ),
      );
}

/** An entry of a codex the person may see (`visibleInWorkspace` on its codex), else 404. */
export async function findVisibleEntry(
  q: Queryable,
  member: Viewer,
  id: string,
): Promise<CodexEntryRow> {
  const [entry] = await q
    .select()
    .from(codexEntries)
    .where(
      inWorkspace(
        codexEntries,
        member,
        eq(codexEntries.id, id),
        visibleInWorkspace(member, 'codex', codexEntries.codexId),
      ),
    )
    .limit(1);
  if (!entry) throw AppError.notFound(entryNotFound);
  return entry;
}

/** One entry of the workspace with its links and backlinks (titles now), links' titles fresh. */
export async function getEntry(q: Queryable, member: Viewer, id: string): Promise<EntryView> {
  const entry = await findVisibleEntry(q, member, id);
  const links = await q
    .select({ id: codexEntries.id, title: codexEntries.title })
    .from(codexLinks)
    .innerJoin(codexEntries, eq(codexEntries.id, codexLinks.toEntryId))
    .where(and(eq(codexLinks.workspaceId, member.workspaceId), eq(codexLinks.fromEntryId, id)))
    .orderBy(codexEntries.title);
  const backlinks = await q
    .select({ id: codexEntries.id, title: codexEntries.title })
    .from(codexLinks)
    .innerJoin(codexEntries, eq(codexEntries.id, codexLinks.fromEntryId))
    .where(and(eq(codexLinks.workspaceId, member.workspaceId), eq(codexLinks.toEntryId, id)))
    .orderBy(codexEntries.title);
  const titles = new Map(links.map((l) => [l.id, l.title]));
  titles.set(entry.id, entry.title);
  return { ...entry, body: resolveLinks(entry.body, titles), links, backlinks };
}

/** Inserts one entry in a codex the caller has locked (create and import). */
export async function insertEntry(
  tx: Tx,
  member: Member,
  codexId: string,
  values: {
    id?: string;
    title: string;
    parentId: string | null;
    position: string;
    body: CleanBody;
  },
  now: Date,
): Promise<CodexEntryRow> {
  const [row] = await tx
    .insert(codexEntries)
    .values({
      ...(values.id ? { id: values.id } : {}),
      workspaceId: member.workspaceId,
      codexId,
      parentId: values.parentId,
      position: values.position,
      title: values.title,
      body: values.body.body,
      text: values.body.text,
      createdBy: member.userId,
      updatedBy: member.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // The live document starts as the stored body, in the same transaction: every client that
  // opens the entry gets it from the collaboration layer, never an empty body to overwrite.
  await seedEntryDocument(tx, member, row!.id, row!.body);
  await addRevision(tx, member, row!, now);
  await emit(tx, 'codex.entry.created', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    codexId,
    entryId: row!.id,
  });
  return row!;
}

export async function entryCountOfCodex(tx: Tx, member: Scope, codexId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(codexEntries)
    .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, codexId)));
  return row?.n ?? 0;
}

export async function createEntry(
  ctx: AppContext,
  member: Member,
  codexId: string,
  body: z.output<typeof createCodexEntryBodySchema>,
  now: Date = new Date(),
): Promise<EntryView> {
  const id = await transaction(ctx, async (tx) => {
    await lockCodex(tx, member, codexId);
    const parents = await parentsOf(tx, member, codexId);
    if (parents.size >= CODEX_ENTRIES_MAX) throw refuse(codexMessages.tooManyEntries);
    const parentId = body.parentId ?? null;
    checkParent(parents, parentId);
    const clean = await prepareBody(tx, member, codexId, body.body ?? emptyBody());
    const position = await positionAt(tx, member, codexId, parentId, body.index);
    const row = await insertEntry(
      tx,
      member,
      codexId,
      { title: body.title, parentId, position, body: clean },
      now,
    );
    await rebuildLinks(tx, member, row.id, clean.linkIds);
    return row.id;
  });
  return getEntry(ctx.db, member, id);
}

/**
 * Entries whose body links to `entryId` get its current title in their stored body and
 * searchable text (a `[[…]]` link's text is the linked entry's title), in the caller's
 * transaction. Their live documents catch up on their next settle (prepareBody again).
 */
async function retitleBacklinks(tx: Tx, member: Scope, entryId: string): Promise<void> {
  const linking = await tx
    .select({ id: codexEntries.id, codexId: codexEntries.codexId, body: codexEntries.body })
    .from(codexLinks)
    .innerJoin(codexEntries, eq(codexEntries.id, codexLinks.fromEntryId))
    .where(and(eq(codexLinks.workspaceId, member.workspaceId), eq(codexLinks.toEntryId, entryId)));
  for (const entry of linking) {
    const clean = await prepareBody(tx, member, entry.codexId, entry.body, entry.id);
    await tx
      .update(codexEntries)
      .set({ body: clean.body, text: clean.text })
      .where(inWorkspace(codexEntries, member, eq(codexEntries.id, entry.id)));
  }
}

/**
 * One save over REST: a new title (versioned) and/or a new body, a revision when either
 * changed, linking entries following a new title. The body's stored columns are written here;
 * the caller then applies it to the live document (`applyBody`), whose settle finds them equal.
 */
async function saveEntry(
  tx: Tx,
  member: Member,
  entry: CodexEntryRow,
  expected: number | undefined,
  change: { title?: string; clean?: CleanBody },
  now: Date,
): Promise<void> {
  const { title, clean } = change;
  // A body alone is a live edit (no version bump), yet a stale version still refuses it.
  if (title === undefined) assertVersion(entry, expected);
  const saved =
    title === undefined
      ? entry
      : await updateVersioned(
          tx,
          codexEntries,
          inWorkspace(codexEntries, member, eq(codexEntries.id, entry.id)),
          expected,
          { title, updatedBy: member.userId, updatedAt: now },
          entryNotFound,
        );
  if (clean) {
    // An entry made before bodies went live has no document yet: start it from its stored body.
    await seedEntryDocument(tx, member, entry.id, entry.body);
    await storeDerived(tx, member, entry.id, clean, member.userId, now);
  }
  const retitled = title !== undefined && title !== entry.title;
  const rewritten =
    clean !== undefined && JSON.stringify(clean.body) !== JSON.stringify(entry.body);
  if (retitled || rewritten)
    await addRevision(
      tx,
      member,
      {
        id: entry.id,
        title: saved.title,
        body: clean?.body ?? entry.body,
        text: clean?.text ?? entry.text,
      },
      now,
    );
  if (retitled) await retitleBacklinks(tx, member, entry.id);
  await emit(tx, 'codex.entry.updated', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    codexId: entry.codexId,
    entryId: entry.id,
  });
}

/** A saved body applied to the live document: every open editor converges on it. */
async function applyBody(
  docs: EntryDocuments,
  member: Member,
  entryId: string,
  clean: CleanBody | undefined,
): Promise<void> {
  if (!clean) return;
  await docs.change(codexEntryRoom(entryId), member.workspaceId, { userId: member.userId }, (doc) =>
    writeBody(doc, clean.body),
  );
}

/** Title (versioned) and/or body (stored, then applied to the live document). */
export async function updateEntry(
  ctx: AppContext,
  docs: EntryDocuments,
  member: Member,
  id: string,
  body: z.output<typeof updateCodexEntryBodySchema>,
  now: Date = new Date(),
): Promise<EntryView> {
  const clean = await transaction(ctx, async (tx) => {
    const entry = await findVisibleEntry(tx, member, id);
    const prepared =
      body.body === undefined
        ? undefined
        : await prepareBody(tx, member, entry.codexId, body.body, id);
    await saveEntry(tx, member, entry, body.version, { title: body.title, clean: prepared }, now);
    return prepared;
  });
  await applyBody(docs, member, id, clean);
  return getEntry(ctx.db, member, id);
}

/**
 * An entry made in the caller's transaction (a template's) gets its final body: stored,
 * linked, and its live document replaced — nobody can have opened it before the commit.
 */
export async function setNewEntryBody(
  tx: Tx,
  member: Member,
  id: string,
  body: CodexBodyNode,
): Promise<void> {
  const entry = await findVisibleEntry(tx, member, id);
  const clean = await prepareBody(tx, member, entry.codexId, body, id);
  await storeDerived(tx, member, id, clean, member.userId, entry.updatedAt);
  await seedEntryDocument(tx, member, id, clean.body, { replace: true });
}

/**
 * Moves an entry under `parentId` (null: the root) at `index` among its new siblings.
 * Under itself or one of its descendants: 422; past CODEX_DEPTH_MAX levels: 422.
 */
export async function moveEntry(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof moveCodexEntryBodySchema>,
): Promise<EntrySummaryRow> {
  return transaction(ctx, async (tx) => {
    const found = await findVisibleEntry(tx, member, id);
    await lockCodex(tx, member, found.codexId);
    const entry = await findVisibleEntry(tx, member, id);
    assertVersion(entry, body.version);
    const parents = await parentsOf(tx, member, entry.codexId);
    const subtree = subtreeOf(parents, id);
    if (body.parentId !== null && subtree.has(body.parentId))
      throw refuse(codexMessages.moveIntoItself);
    checkParent(parents, body.parentId, Math.max(...subtree.values()));
    const position = await positionAt(tx, member, entry.codexId, body.parentId, body.index, id);
    const [row] = await tx
      .update(codexEntries)
      .set({
        parentId: body.parentId,
        position,
        updatedBy: member.userId,
        updatedAt: new Date(),
        ...bumpVersion(codexEntries),
      })
      .where(inWorkspace(codexEntries, member, eq(codexEntries.id, id)))
      .returning(summaryColumns);
    await emit(tx, 'codex.entry.moved', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      codexId: entry.codexId,
      entryId: id,
      parentId: body.parentId,
    });
    return row!;
  });
}

/** Deletes an entry and everything under it; answers the deleted ids. */
export async function deleteEntry(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<{ codexId: string; ids: string[] }> {
  return transaction(ctx, async (tx) => {
    const entry = await findVisibleEntry(tx, member, id);
    await lockCodex(tx, member, entry.codexId);
    const ids = [...subtreeOf(await parentsOf(tx, member, entry.codexId), id).keys()];
    await tx.delete(codexEntries).where(inWorkspace(codexEntries, member, eq(codexEntries.id, id)));
    for (const entryId of ids)
      await emit(tx, 'codex.entry.deleted', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        codexId: entry.codexId,
        entryId,
      });
    return { codexId: entry.codexId, ids };
  });
}

// ---------------------------------------------------------------- revisions

export type RevisionSummaryRow = Omit<CodexRevisionRow, 'body' | 'workspaceId'> & {
  createdByName: string | null;
};

const revisionSummaryColumns = {
  id: codexRevisions.id,
  entryId: codexRevisions.entryId,
  number: codexRevisions.number,
  title: codexRevisions.title,
  size: codexRevisions.size,
  createdBy: codexRevisions.createdBy,
  createdByName: users.name,
  createdAt: codexRevisions.createdAt,
};

/** The entry's revisions, newest first (at most CODEX_REVISIONS_KEPT). */
export async function listRevisions(
  q: Queryable,
  member: Viewer,
  entryId: string,
): Promise<RevisionSummaryRow[]> {
  await findVisibleEntry(q, member, entryId);
  return q
    .select(revisionSummaryColumns)
    .from(codexRevisions)
    .leftJoin(users, eq(users.id, codexRevisions.createdBy))
    .where(inWorkspace(codexRevisions, member, eq(codexRevisions.entryId, entryId)))
    .orderBy(desc(codexRevisions.number))
    .limit(CODEX_REVISIONS_KEPT);
}

export async function getRevision(
  q: Queryable,
  member: Viewer,
  entryId: string,
  revisionId: string,
): Promise<RevisionSummaryRow & { body: CodexBodyNode }> {
  await findVisibleEntry(q, member, entryId);
  const [row] = await q
    .select({ ...revisionSummaryColumns, body: codexRevisions.body })
    .from(codexRevisions)
    .leftJoin(users, eq(users.id, codexRevisions.createdBy))
    .where(
      inWorkspace(
        codexRevisions,
        member,
        eq(codexRevisions.entryId, entryId),
        eq(codexRevisions.id, revisionId),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound(revisionNotFound);
  return row;
}

/**
 * The entry's title and body become the revision's: the title as a save, the body as an
 * edit of the live document (every open editor converges on it), itself a revision.
 */
export async function restoreRevision(
  ctx: AppContext,
  docs: EntryDocuments,
  member: Member,
  entryId: string,
  revisionId: string,
  expected: number | undefined,
  now: Date = new Date(),
): Promise<EntryView> {
  const clean = await transaction(ctx, async (tx) => {
    const revision = await getRevision(tx, member, entryId, revisionId);
    const entry = await findVisibleEntry(tx, member, entryId);
    const prepared = await prepareBody(tx, member, entry.codexId, revision.body, entryId);
    await saveEntry(tx, member, entry, expected, { title: revision.title, clean: prepared }, now);
    return prepared;
  });
  await applyBody(docs, member, entryId, clean);
  return getEntry(ctx.db, member, entryId);
}

/** Writes a sanitized body's derived columns and links (no revision, no event). */
export async function storeDerived(
  tx: Tx,
  scope: Scope,
  entryId: string,
  clean: CleanBody,
  updatedBy: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(codexEntries)
    .set({
      body: clean.body,
      text: clean.text,
      updatedAt: now,
      ...(updatedBy ? { updatedBy } : {}),
    })
    .where(inWorkspace(codexEntries, scope, eq(codexEntries.id, entryId)));
  await rebuildLinks(tx, scope, entryId, clean.linkIds);
}
