import {
  parseQuickAdd,
  type InboxItem,
  type InboxItemPage,
  type createItemBodySchema,
  type itemListQuerySchema,
  type updateItemBodySchema,
} from '@orbita/contracts';
import {
  and,
  arrayContains,
  asc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { inWorkspace } from '../../../platform/scope';
import { visibleCardWhere } from '../processes/card-parts';
import { flowCards } from '../processes/schema';
import { byMember, type Member } from '../shared/actor';
import { flowTasks } from '../tasks/schema';
import { visibleTaskWhere } from '../tasks/service';
import { openStages, presentItem, urgentCutoff, type ItemRow } from './presenter';
import { flowCounters, flowItems, type CounterName } from './schema';

export const itemNotFound = 'Item não encontrado.';

/**
 * The items the person may see: of the workspace, and not processed into a task or card that
 * a restricted hub narrows away from them (the item's text became that record's title and it
 * names the record), so an item moved into a narrowed list or process leaves their inbox.
 */
export function visibleItemWhere(
  q: Queryable,
  member: Member,
  ...conditions: (SQL | undefined)[]
): SQL {
  const one = { one: sql`1` };
  return inWorkspace(
    flowItems,
    member,
    or(
      isNull(flowItems.taskId),
      exists(
        q
          .select(one)
          .from(flowTasks)
          .where(visibleTaskWhere(member, eq(flowTasks.id, flowItems.taskId))),
      ),
    ),
    or(
      isNull(flowItems.cardId),
      exists(
        q
          .select(one)
          .from(flowCards)
          .where(visibleCardWhere(member, eq(flowCards.id, flowItems.cardId))),
      ),
    ),
    ...conditions,
  );
}

/**
 * The workspace's next number of the counter `name`, taken atomically (concurrent takers
 * never share one; the row lock makes them take turns until the transaction ends).
 */
export async function nextCounterNumber(
  tx: Tx,
  workspaceId: string,
  name: CounterName,
): Promise<number> {
  const [row] = await tx
    .insert(flowCounters)
    .values({ workspaceId, name, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [flowCounters.workspaceId, flowCounters.name],
      set: { lastNumber: sql`${flowCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: flowCounters.lastNumber });
  return row!.lastNumber;
}

/** The next number the counter `name` would hand out (read only: nothing is taken). */
export async function peekCounterNumber(
  db: Queryable,
  workspaceId: string,
  name: CounterName,
): Promise<number> {
  const [row] = await db
    .select({ lastNumber: flowCounters.lastNumber })
    .from(flowCounters)
    .where(and(eq(flowCounters.workspaceId, workspaceId), eq(flowCounters.name, name)));
  return (row?.lastNumber ?? 0) + 1;
}

export const itemCode = (number: number) => `IN-${String(number).padStart(4, '0')}`;

/** Capture: quick-add shorthand in the text is read here, so every client gets it. */
export async function captureItem(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createItemBodySchema>,
): Promise<InboxItem> {
  return (await captureItemOnce(ctx, member, body)).item;
}

/**
 * Captures, honouring the body's idempotency key (`clientId`): a key the workspace already
 * used answers the item it created then (`replayed`: nothing new, no event, no realtime).
 */
export async function captureItemOnce(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createItemBodySchema>,
): Promise<{ item: InboxItem; replayed: boolean }> {
  return transaction(ctx, (tx) => captureInTx(tx, member, body));
}

/** The same inside the caller's transaction (mind maps capture a whole branch in one). */
export async function captureItemInTx(
  tx: Tx,
  member: Member,
  body: z.output<typeof createItemBodySchema>,
): Promise<InboxItem> {
  return (await captureInTx(tx, member, body)).item;
}

async function capturedWithKey(tx: Tx, workspaceId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(flowItems)
    .where(and(eq(flowItems.workspaceId, workspaceId), eq(flowItems.clientId, clientId)));
  return row;
}

async function captureInTx(
  tx: Tx,
  member: Member,
  body: z.output<typeof createItemBodySchema>,
): Promise<{ item: InboxItem; replayed: boolean }> {
  const now = clock.now();
  const clientId = body.clientId ?? null;
  if (clientId) {
    const first = await capturedWithKey(tx, member.workspaceId, clientId);
    if (first) return { item: presentItem(first, now), replayed: true };
  }
  const parsed = body.parse ? parseQuickAdd(body.content, now) : null;
  const content = parsed?.content || body.content;
  const number = await nextCounterNumber(tx, member.workspaceId, 'inbox');
  const [row] = await tx
    .insert(flowItems)
    .values({
      workspaceId: member.workspaceId,
      number,
      code: itemCode(number),
      content,
      dueAt:
        body.dueAt !== undefined
          ? body.dueAt === null
            ? null
            : new Date(body.dueAt)
          : parsed?.dueAt
            ? new Date(parsed.dueAt)
            : null,
      priority: body.priority !== undefined ? body.priority : (parsed?.priority ?? null),
      size: body.size !== undefined ? body.size : (parsed?.size ?? null),
      tags: [...new Set([...(parsed?.tags ?? []), ...(body.tags ?? [])])],
      createdBy: member.userId,
      createdAt: now,
      updatedAt: now,
      stageChangedAt: now,
      collectedAt: now,
      clientId,
    })
    // Two requests with one key at the same moment: the second waits for the first's
    // commit, inserts nothing and answers the first's item (its counter number is skipped).
    .onConflictDoNothing({ target: [flowItems.workspaceId, flowItems.clientId] })
    .returning();
  if (!row) {
    const first = await capturedWithKey(tx, member.workspaceId, clientId!);
    if (!first) throw new Error('idempotent capture: conflicting row not found');
    return { item: presentItem(first, now), replayed: true };
  }
  await emit(tx, 'flow.inbox-item.captured', { ...byMember(member), itemId: row.id });
  return { item: presentItem(row, now), replayed: false };
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Open items, urgent first (by due date), then oldest first. The urgency cutoff is fixed in
 * the cursor, so the pages of one listing agree even as time passes.
 */
export async function listItems(
  q: Queryable,
  member: Member,
  query: z.output<typeof itemListQuerySchema>,
): Promise<InboxItemPage> {
  const now = clock.now();
  const cursor = query.cursor
    ? decodeCursor(query.cursor, ['instant', 'instant-or-infinity', 'instant', 'uuid'])
    : null;
  const cutoff = cursor ? new Date(String(cursor[0])) : urgentCutoff(now);
  // coalesce: an item without a due date is plainly not urgent (not NULL), so `not` works too.
  const isUrgent = sql`(${flowItems.stage} in ('collected', 'separated') and coalesce(${flowItems.dueAt} <= ${cutoff.toISOString()}::timestamptz, false))`;
  const urgentKey = sql`(case when ${isUrgent} then ${flowItems.dueAt} else 'infinity'::timestamptz end)`;
  const conditions: (SQL | undefined)[] = [
    inArray(flowItems.stage, query.stage?.length ? query.stage : [...openStages]),
    query.urgent ? (query.urgent === 'true' ? isUrgent : sql`not ${isUrgent}`) : undefined,
    query.someday ? eq(flowItems.someday, query.someday === 'true') : undefined,
    query.tags?.length ? arrayContains(flowItems.tags, query.tags) : undefined,
    query.q
      ? or(ilike(flowItems.content, likeText(query.q)), ilike(flowItems.code, likeText(query.q)))
      : undefined,
    cursor
      ? sql`(${urgentKey}, ${flowItems.createdAt}, ${flowItems.id}) > (${cursor[1]}::timestamptz, ${cursor[2]}::timestamptz, ${cursor[3]}::uuid)`
      : undefined,
  ];
  const rows = await q
    .select({ item: flowItems, urgentKey: sql<string>`${urgentKey}::text` })
    .from(flowItems)
    .where(visibleItemWhere(q, member, ...conditions))
    .orderBy(asc(urgentKey), asc(flowItems.createdAt), asc(flowItems.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => presentItem(r.item, now)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([
            cutoff.toISOString(),
            last.item.dueAt && last.urgentKey !== 'infinity'
              ? last.item.dueAt.toISOString()
              : 'infinity',
            last.item.createdAt.toISOString(),
            last.item.id,
          ])
        : null,
  };
}

export async function getItem(q: Queryable, member: Member, id: string): Promise<InboxItem> {
  const [row] = await q
    .select()
    .from(flowItems)
    .where(visibleItemWhere(q, member, eq(flowItems.id, id)));
  if (!row) throw AppError.notFound(itemNotFound);
  return presentItem(row, clock.now());
}

/** Loads and locks an item of the workspace for the rest of the transaction (404 otherwise). */
export async function lockItem(tx: Tx, member: Member, id: string): Promise<ItemRow> {
  const [row] = await tx
    .select()
    .from(flowItems)
    .where(visibleItemWhere(tx, member, eq(flowItems.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(itemNotFound);
  return row;
}

/** Organize: text, due date, priority, size, tags, someday. */
export async function updateItem(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateItemBodySchema>,
): Promise<InboxItem> {
  const now = clock.now();
  const row = await transaction(ctx, async (tx) => {
    const updated = await updateVersioned(
      tx,
      flowItems,
      visibleItemWhere(tx, member, eq(flowItems.id, id)),
      body.version,
      {
        content: body.content,
        dueAt:
          body.dueAt === undefined ? undefined : body.dueAt === null ? null : new Date(body.dueAt),
        priority: body.priority,
        size: body.size,
        tags: body.tags,
        someday: body.someday,
        updatedAt: now,
      },
      itemNotFound,
    );
    await emit(tx, 'flow.inbox-item.updated', { ...byMember(member), itemId: id });
    return updated;
  });
  return presentItem(row, now);
}

export async function deleteItem(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(flowItems)
      .where(visibleItemWhere(tx, member, eq(flowItems.id, id)))
      .returning({ id: flowItems.id });
    if (deleted.length === 0) throw AppError.notFound(itemNotFound);
    await emit(tx, 'flow.inbox-item.deleted', { ...byMember(member), itemId: id });
  });
}
