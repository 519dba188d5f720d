import { can } from '@orbita/contracts';
import {
  HUB_ACTIVITY_MAX,
  HUB_ITEMS_MAX,
  HUB_MEMBERS_MAX,
  HUB_SEARCH_MAX,
  hubMessages,
  type HubItemKind,
  type createHubBodySchema,
  type hubListQuerySchema,
  type putHubMemberBodySchema,
  type updateHubBodySchema,
} from '@orbita/contracts/hubs';
import { and, asc, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Database, Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned, withCurrentOnConflict } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { memberships, users } from '../../platform/identity/schema';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { imageSources, recordUsage, releaseUsage } from '../media';
import { presentHub, presentItem, type HubFacts } from './presenter';
import { announceHubs } from './live';
import { hubItems, hubMembers, hubs, type HubRow } from './schema';
import type { RecordRegistry } from '../../platform/records';
import { recordKey as key, resolveHubRecords, searchHubRecords } from './records';

export type Member = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;

const isWorkspaceAdmin = (member: Member) => can(member.role, 'workspace.admin');

/**
 * The hubs `member` may see: every open hub, and a restricted one only when they are in it
 * (or Admin/owner of the workspace, who see everything of it).
 */
function hubVisibleTo(member: Member): SQL | undefined {
  if (isWorkspaceAdmin(member)) return undefined;
  return or(
    eq(hubs.restricted, false),
    sql`exists (select 1 from ${hubMembers} where ${hubMembers.hubId} = ${hubs.id} and ${hubMembers.userId} = ${member.userId})`,
  );
}

/** A hub of the workspace that `member` may see, or 404 (another workspace's or hidden alike). */
async function visibleHub(q: Queryable, member: Member, id: string, lock = false): Promise<HubRow> {
  const query = q
    .select()
    .from(hubs)
    .where(inWorkspace(hubs, member, eq(hubs.id, id), hubVisibleTo(member)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(hubMessages.notFound);
  return row;
}

async function hubRoleOf(q: Queryable, hubId: string, userId: string) {
  const [row] = await q
    .select({ role: hubMembers.role })
    .from(hubMembers)
    .where(and(eq(hubMembers.hubId, hubId), eq(hubMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Who may change a hub (fields, members, items), beyond the route's `content.write`: in an
 * open hub any Editor of the workspace; in a restricted one its `editor` members, and the
 * workspace's Admins/owner.
 */
function mayEdit(member: Member, hub: HubRow, hubRole: string | null): boolean {
  if (!can(member.role, 'content.write')) return false;
  return isWorkspaceAdmin(member) || !hub.restricted || hubRole === 'editor';
}

async function editableHub(tx: Tx, member: Member, id: string): Promise<HubRow> {
  const hub = await visibleHub(tx, member, id, true);
  if (!mayEdit(member, hub, await hubRoleOf(tx, hub.id, member.userId)))
    throw AppError.forbidden(hubMessages.hubEditorsOnly);
  return hub;
}

// ---- presenting ----

/** Counts, first members, cover URL and the asker's right to edit, for a page of hubs. */
async function hubFacts(db: Database, member: Member, rows: HubRow[]) {
  const out = new Map<string, HubFacts>();
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const [itemCounts, memberRows, sources] = await Promise.all([
    db
      .select({ hubId: hubItems.hubId, n: count() })
      .from(hubItems)
      .where(inArray(hubItems.hubId, ids))
      .groupBy(hubItems.hubId),
    // Every member of these hubs: bounded by HUB_MEMBERS_MAX per hub and the page size.
    db
      .select({
        hubId: hubMembers.hubId,
        userId: hubMembers.userId,
        role: hubMembers.role,
        name: users.name,
      })
      .from(hubMembers)
      .innerJoin(users, eq(users.id, hubMembers.userId))
      .where(inArray(hubMembers.hubId, ids))
      .orderBy(asc(hubMembers.role), asc(users.name)),
    imageSources(
      db,
      member.workspaceId,
      rows.flatMap((r) => (r.coverFileId ? [r.coverFileId] : [])),
    ),
  ]);
  for (const row of rows) {
    const own = memberRows.filter((m) => m.hubId === row.id);
    const mine = own.find((m) => m.userId === member.userId)?.role ?? null;
    out.set(row.id, {
      itemCount: itemCounts.find((c) => c.hubId === row.id)?.n ?? 0,
      memberCount: own.length,
      members: own.slice(0, 5).map(({ userId, name, role }) => ({ userId, name, role })),
      coverUrl: row.coverFileId ? (sources.get(row.coverFileId)?.src ?? null) : null,
      canEdit: mayEdit(member, row, mine),
    });
  }
  return out;
}

async function presentOne(db: Database, member: Member, row: HubRow) {
  return presentHub(row, (await hubFacts(db, member, [row])).get(row.id)!);
}

// ---- hubs ----

/** A page of the hubs `member` may see, newest first (keyset on createdAt, id). */
export async function listHubs(
  db: Database,
  member: Member,
  query: z.output<typeof hubListQuerySchema>,
) {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await db
    .select()
    .from(hubs)
    .where(
      inWorkspace(
        hubs,
        member,
        hubVisibleTo(member),
        after
          ? or(
              lt(hubs.createdAt, after.createdAt),
              and(eq(hubs.createdAt, after.createdAt), lt(hubs.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(hubs.createdAt), desc(hubs.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const facts = await hubFacts(db, member, page);
  return {
    items: page.map((row) => presentHub(row, facts.get(row.id)!)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** The media library's "Usado em" of a hub's cover, inside the hub's own write. */
async function syncCover(tx: Tx, hub: HubRow, deleted = false) {
  const ref = { workspaceId: hub.workspaceId, module: 'hubs', kind: 'hub', id: hub.id };
  await releaseUsage(tx, null, ref);
  if (!deleted && hub.coverFileId)
    await recordUsage(tx, hub.coverFileId, { ...ref, label: `Hub “${hub.name}”` });
}

export async function createHub(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createHubBodySchema>,
) {
  const row = await transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(hubs)
      .values({ ...body, workspaceId: member.workspaceId, createdBy: member.userId })
      .returning();
    // Whoever makes a hub is its first editor (so a restricted hub is never orphaned).
    await tx.insert(hubMembers).values({ hubId: row!.id, userId: member.userId, role: 'editor' });
    await syncCover(tx, row!);
    await emit(tx, 'hubs.hub.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: row!.id,
    });
    return row!;
  });
  return presentOne(ctx.db, member, row);
}

export async function updateHub(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateHubBodySchema>,
) {
  const { version, ...values } = body;
  const row = await withCurrentOnConflict(
    () =>
      transaction(ctx, async (tx) => {
        await editableHub(tx, member, id);
        const row = await updateVersioned(
          tx,
          hubs,
          inWorkspace(hubs, member, eq(hubs.id, id)),
          version,
          { ...values, updatedAt: new Date() },
          hubMessages.notFound,
        );
        await syncCover(tx, row);
        await emit(tx, 'hubs.hub.updated', {
          workspaceId: member.workspaceId,
          actorId: member.userId,
          hubId: id,
        });
        return row;
      }),
    async () => presentOne(ctx.db, member, await visibleHub(ctx.db, member, id)),
  );
  return presentOne(ctx.db, member, row);
}

export async function deleteHub(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const hub = await editableHub(tx, member, id);
    await syncCover(tx, hub, true);
    await tx.delete(hubs).where(inWorkspace(hubs, member, eq(hubs.id, id)));
    await emit(tx, 'hubs.hub.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: id,
    });
  });
}

// ---- the hub home ----

async function hubItemsWithRecords(
  db: Database,
  records: RecordRegistry,
  member: Member,
  hubId: string,
) {
  const rows = await db
    .select({ item: hubItems, addedByName: users.name })
    .from(hubItems)
    .leftJoin(users, eq(users.id, hubItems.addedBy))
    .where(inWorkspace(hubItems, member, eq(hubItems.hubId, hubId)))
    .orderBy(desc(hubItems.pinned), asc(hubItems.position), asc(hubItems.addedAt))
    .limit(HUB_ITEMS_MAX);
  const resolved = await resolveHubRecords(
    db,
    records,
    member,
    rows.map((r) => ({ kind: r.item.kind, id: r.item.recordId })),
  );
  // A record gone without its deletion reaching the hub yet is simply not shown.
  return rows.flatMap(({ item, addedByName }) => {
    const record = resolved.get(key(item.kind, item.recordId));
    return record ? [{ row: { ...item, addedByName }, record }] : [];
  });
}

export async function hubHome(db: Database, records: RecordRegistry, member: Member, id: string) {
  const hub = await visibleHub(db, member, id);
  const [members, items, hubPresented] = await Promise.all([
    db
      .select({ userId: hubMembers.userId, name: users.name, role: hubMembers.role })
      .from(hubMembers)
      .innerJoin(users, eq(users.id, hubMembers.userId))
      .where(eq(hubMembers.hubId, hub.id))
      .orderBy(asc(hubMembers.role), asc(users.name))
      .limit(HUB_MEMBERS_MAX),
    hubItemsWithRecords(db, records, member, hub.id),
    presentOne(db, member, hub),
  ]);
  return {
    hub: hubPresented,
    members,
    items: items.map(({ row, record }) => presentItem(row, record)),
  };
}

/**
 * The hub's activity, as far as this module can tell honestly: when each record was added
 * (and by whom), and when each record last changed (its module's `updatedAt`; who changed it
 * is not known here). Newest first, at most HUB_ACTIVITY_MAX.
 */
export async function hubActivity(
  db: Database,
  records: RecordRegistry,
  member: Member,
  id: string,
) {
  const hub = await visibleHub(db, member, id);
  const items = await hubItemsWithRecords(db, records, member, hub.id);
  const entries = items.flatMap(({ row, record }) => {
    const base = {
      kind: row.kind as HubItemKind,
      recordId: row.recordId,
      title: record.title,
      path: record.path,
    };
    const added = {
      ...base,
      at: row.addedAt,
      action: 'adicionado' as const,
      actorName: row.addedByName,
    };
    return record.updatedAt && record.updatedAt > row.addedAt
      ? [added, { ...base, at: record.updatedAt, action: 'alterado' as const, actorName: null }]
      : [added];
  });
  entries.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    entries: entries.slice(0, HUB_ACTIVITY_MAX).map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

export async function hubCandidates(
  db: Database,
  records: RecordRegistry,
  member: Member,
  id: string,
  query: { tipo: HubItemKind; q: string },
) {
  const hub = await visibleHub(db, member, id);
  const taken = await db
    .select({ recordId: hubItems.recordId })
    .from(hubItems)
    .where(and(eq(hubItems.hubId, hub.id), eq(hubItems.kind, query.tipo)));
  const found = await searchHubRecords(
    db,
    records,
    member,
    query.tipo,
    query.q,
    HUB_SEARCH_MAX + taken.length,
  );
  const skip = new Set(taken.map((t) => t.recordId));
  return {
    candidates: found
      .filter((r) => !skip.has(r.id))
      .slice(0, HUB_SEARCH_MAX)
      .map((r) => ({ kind: query.tipo, recordId: r.id, title: r.title, path: r.path })),
  };
}

// ---- members ----

export async function putHubMember(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof putHubMemberBodySchema>,
) {
  await transaction(ctx, async (tx) => {
    const hub = await editableHub(tx, member, id);
    const [inWorkspaceToo] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(eq(memberships.workspaceId, member.workspaceId), eq(memberships.userId, body.userId)),
      )
      .limit(1);
    if (!inWorkspaceToo) throw AppError.notFound(hubMessages.notWorkspaceMember);
    const before = await hubRoleOf(tx, hub.id, body.userId);
    if (!before) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(hubMembers)
        .where(eq(hubMembers.hubId, hub.id));
      if (n >= HUB_MEMBERS_MAX) throw AppError.validation(hubMessages.tooManyMembers);
      await tx.insert(hubMembers).values({ hubId: hub.id, ...body });
    } else {
      if (before === 'editor' && body.role !== 'editor') await keepAnEditor(tx, hub, body.userId);
      await tx
        .update(hubMembers)
        .set({ role: body.role })
        .where(and(eq(hubMembers.hubId, hub.id), eq(hubMembers.userId, body.userId)));
    }
    await emit(tx, before ? 'hubs.member.updated' : 'hubs.member.added', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: hub.id,
      userId: body.userId,
      role: body.role,
    });
  });
}

/** A restricted hub keeps at least one editor: otherwise only Admins could ever change it. */
async function keepAnEditor(tx: Tx, hub: HubRow, leaving: string) {
  if (!hub.restricted) return;
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(hubMembers)
    .where(
      and(
        eq(hubMembers.hubId, hub.id),
        eq(hubMembers.role, 'editor'),
        sql`${hubMembers.userId} <> ${leaving}`,
      ),
    );
  if (n === 0) throw AppError.conflict(hubMessages.lastEditor);
}

export async function removeHubMember(ctx: AppContext, member: Member, id: string, userId: string) {
  await transaction(ctx, async (tx) => {
    const hub = await editableHub(tx, member, id);
    const role = await hubRoleOf(tx, hub.id, userId);
    if (!role) throw AppError.notFound(hubMessages.memberNotFound);
    if (role === 'editor') await keepAnEditor(tx, hub, userId);
    await tx
      .delete(hubMembers)
      .where(and(eq(hubMembers.hubId, hub.id), eq(hubMembers.userId, userId)));
    await emit(tx, 'hubs.member.removed', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: hub.id,
      userId,
    });
  });
}

// ---- items ----

export async function addHubItem(
  ctx: AppContext,
  records: RecordRegistry,
  member: Member,
  id: string,
  body: { kind: HubItemKind; recordId: string },
) {
  await transaction(ctx, async (tx) => {
    const hub = await editableHub(tx, member, id);
    // The record must be one of the workspace that the person sees (registry, scoped).
    const found = await resolveHubRecords(tx, records, member, [
      { kind: body.kind, id: body.recordId },
    ]);
    if (!found.has(key(body.kind, body.recordId)))
      throw AppError.notFound(hubMessages.recordNotFound);
    const [stats] = await tx
      .select({ n: count(), last: sql<number | null>`max(${hubItems.position})` })
      .from(hubItems)
      .where(eq(hubItems.hubId, hub.id));
    if ((stats?.n ?? 0) >= HUB_ITEMS_MAX) throw AppError.validation(hubMessages.tooManyItems);
    const [row] = await tx
      .insert(hubItems)
      .values({
        workspaceId: member.workspaceId,
        hubId: hub.id,
        kind: body.kind,
        recordId: body.recordId,
        position: (stats?.last ?? -1) + 1,
        addedBy: member.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AppError.conflict(hubMessages.alreadyInHub);
    await emit(tx, 'hubs.item.added', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: hub.id,
      itemId: row.id,
      kind: row.kind,
      recordId: row.recordId,
    });
  });
}

export async function pinHubItem(
  ctx: AppContext,
  member: Member,
  id: string,
  itemId: string,
  pinned: boolean,
) {
  await transaction(ctx, async (tx) => {
    const hub = await editableHub(tx, member, id);
    const [row] = await tx
      .update(hubItems)
      .set({ pinned })
      .where(inWorkspace(hubItems, member, eq(hubItems.hubId, hub.id), eq(hubItems.id, itemId)))
      .returning();
    if (!row) throw AppError.notFound(hubMessages.itemNotFound);
    await emit(tx, 'hubs.item.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: hub.id,
      itemId,
    });
  });
}

export async function removeHubItem(ctx: AppContext, member: Member, id: string, itemId: string) {
  await transaction(ctx, async (tx) => {
    const hub = await editableHub(tx, member, id);
    const [row] = await tx
      .delete(hubItems)
      .where(inWorkspace(hubItems, member, eq(hubItems.hubId, hub.id), eq(hubItems.id, itemId)))
      .returning();
    if (!row) throw AppError.notFound(hubMessages.itemNotFound);
    await emit(tx, 'hubs.item.removed', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: hub.id,
      itemId,
      recordId: row.recordId,
    });
  });
}

/** Sets the order of the hub's items: `itemIds` must be exactly the hub's items. */
export async function orderHubItems(
  ctx: AppContext,
  member: Member,
  id: string,
  itemIds: string[],
) {
  await transaction(ctx, async (tx) => {
    const hub = await editableHub(tx, member, id);
    const current = await tx
      .select({ id: hubItems.id })
      .from(hubItems)
      .where(eq(hubItems.hubId, hub.id));
    const given = new Set(itemIds);
    if (
      given.size !== itemIds.length ||
      current.length !== given.size ||
      current.some((c) => !given.has(c.id))
    )
      throw AppError.conflict(hubMessages.orderMismatch);
    if (itemIds.length > 0)
      await tx
        .update(hubItems)
        .set({
          position: sql`array_position(${sql.param(itemIds)}::uuid[], ${hubItems.id}) - 1`,
        })
        .where(eq(hubItems.hubId, hub.id));
    await emit(tx, 'hubs.item.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      hubId: hub.id,
      itemId: null,
    });
  });
}

/**
 * A record deleted in its module leaves every hub. Called inside the deleting transaction on
 * each of the registry's deleted events of `kind` (index.ts): the events name their record
 * under different fields (`listId`, `pageId`…), so instead of reading the payload this drops
 * the workspace's items of that kind whose record is no longer in its table — the one just
 * deleted, and any a cascade took along.
 */
export async function forgetDeletedRecords(
  tx: Tx,
  workspaceId: string,
  kind: string,
  table: { id: PgColumn; workspaceId: PgColumn } & PgTable,
): Promise<void> {
  const gone = await tx
    .delete(hubItems)
    .where(
      inWorkspace(
        hubItems,
        { workspaceId },
        eq(hubItems.kind, kind),
        sql`not exists (select 1 from ${table} where ${table.id} = ${hubItems.recordId})`,
      ),
    )
    .returning({ hubId: hubItems.hubId });
  // The homes showing it drop it live.
  announceHubs(
    tx,
    workspaceId,
    gone.map((g) => g.hubId),
  );
}
