import { formatCode } from '@orbita/contracts';
import type { Sequence } from '@orbita/contracts/sequences';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Queryable, Tx } from '../../platform/db/client';
import { assertVersion, updateVersioned, VersionConflict } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { assertEditable, assertNextNumber, type SequenceSource } from '../../platform/sequences';
import { flowCounters, flowItems, type CounterName } from './inbox/schema';
import { listNotFound } from './lists/service';
import { flowLists } from './lists/schema';
import { assertSequenceFree, lockWorkspaceSequences } from './lists/sequences';
import { flowTasks } from './tasks/schema';

/**
 * Flow's code sequences for /fabrica/sequencias (manifest field `sequences`): each list's
 * task codes (`lista-<id>`) and the inbox's item numbers (`coleta-de-ideias`, `IN-0001`),
 * plus the counter helpers products and the store build theirs on (`counterSequenceSource`).
 */

/** Locks the workspace's counter `name` for the transaction (made at 0 if missing): its last number. */
export async function lockCounter(tx: Tx, workspaceId: string, name: CounterName): Promise<number> {
  await tx
    .insert(flowCounters)
    .values({ workspaceId, name, lastNumber: 0 })
    .onConflictDoNothing({ target: [flowCounters.workspaceId, flowCounters.name] });
  const [row] = await tx
    .select({ lastNumber: flowCounters.lastNumber })
    .from(flowCounters)
    .where(and(eq(flowCounters.workspaceId, workspaceId), eq(flowCounters.name, name)))
    .for('update');
  return row!.lastNumber;
}

/** Sets the counter so the next record gets `nextNumber` (the caller checked it with `assertNextNumber`). */
export async function setCounterNext(
  tx: Tx,
  workspaceId: string,
  name: CounterName,
  nextNumber: number,
): Promise<void> {
  await tx
    .update(flowCounters)
    .set({ lastNumber: nextNumber - 1 })
    .where(and(eq(flowCounters.workspaceId, workspaceId), eq(flowCounters.name, name)));
}

async function counterLast(db: Queryable, workspaceId: string, name: CounterName) {
  const [row] = await db
    .select({ lastNumber: flowCounters.lastNumber })
    .from(flowCounters)
    .where(and(eq(flowCounters.workspaceId, workspaceId), eq(flowCounters.name, name)));
  return row?.lastNumber ?? 0;
}

/**
 * A sequence that is a named counter with a fixed format (the inbox's `IN-0001`, the
 * store's `PED-0001`): only the next number changes. Its `version` is the next number, so
 * an edit made while someone took a number is stale (409) rather than silently applied.
 */
export function counterSequenceSource(spec: {
  id: Sequence['kind'];
  name: string;
  counter: CounterName;
  prefix: string;
  width: number;
  path: string;
  /** How many records carry a number, and the highest one (0 when none). */
  records: (db: Queryable, workspaceId: string) => Promise<{ records: number; highest: number }>;
}): SequenceSource {
  const present = (last: number, stats: { records: number; highest: number }): Sequence => {
    const nextNumber = last + 1;
    return {
      id: spec.id,
      kind: spec.id,
      name: spec.name,
      prefix: spec.prefix,
      width: spec.width,
      suffix: '',
      nextNumber,
      lastUsed: Math.max(last, stats.highest),
      preview: formatCode({ prefix: spec.prefix, width: spec.width, suffix: '' }, nextNumber),
      records: stats.records,
      path: spec.path,
      editable: { prefix: false, width: false, suffix: false },
      version: nextNumber,
    };
  };
  const get = async (db: Queryable, workspaceId: string) =>
    present(await counterLast(db, workspaceId, spec.counter), await spec.records(db, workspaceId));
  return {
    owns: (id) => id === spec.id,
    list: async (db, workspaceId) => [await get(db, workspaceId)],
    get: async (db, workspaceId, id) => (id === spec.id ? get(db, workspaceId) : null),
    update: async (tx, member, _id, change) => {
      const last = await lockCounter(tx, member.workspaceId, spec.counter);
      const current = present(last, await spec.records(tx, member.workspaceId));
      assertEditable(current, change);
      if (change.version !== undefined && change.version !== current.version)
        throw new VersionConflict(current);
      if (change.nextNumber === undefined) return;
      assertNextNumber(change.nextNumber, current.lastUsed);
      await setCounterNext(tx, member.workspaceId, spec.counter, change.nextNumber);
    },
  };
}

const inboxSequence = counterSequenceSource({
  id: 'coleta-de-ideias',
  name: 'Coleta de ideias',
  counter: 'inbox',
  prefix: 'IN',
  width: 4,
  path: '/flow/coleta-ideias',
  records: async (db, workspaceId) => {
    const [row] = await db
      .select({ records: count(), highest: max(flowItems.number) })
      .from(flowItems)
      .where(eq(flowItems.workspaceId, workspaceId));
    return { records: row?.records ?? 0, highest: row?.highest ?? 0 };
  },
});

const LIST_ID = /^lista-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
type ListRow = Pick<
  typeof flowLists.$inferSelect,
  'id' | 'name' | 'codePrefix' | 'codeWidth' | 'codeSuffix' | 'codeLastNumber' | 'version'
>;
const listColumns = {
  id: flowLists.id,
  name: flowLists.name,
  codePrefix: flowLists.codePrefix,
  codeWidth: flowLists.codeWidth,
  codeSuffix: flowLists.codeSuffix,
  codeLastNumber: flowLists.codeLastNumber,
  version: flowLists.version,
};

function presentList(row: ListRow, stats?: { records: number; highest: number | null }): Sequence {
  const sequence = { prefix: row.codePrefix, width: row.codeWidth, suffix: row.codeSuffix };
  const nextNumber = row.codeLastNumber + 1;
  return {
    id: `lista-${row.id}`,
    kind: 'lista',
    name: row.name,
    ...sequence,
    nextNumber,
    lastUsed: Math.max(row.codeLastNumber, stats?.highest ?? 0),
    preview: formatCode(sequence, nextNumber),
    records: stats?.records ?? 0,
    path: `/flow/lista/${row.id}`,
    editable: { prefix: true, width: true, suffix: true },
    version: row.version,
  };
}

async function listStats(db: Queryable, workspaceId: string, listIds: string[]) {
  if (listIds.length === 0) return new Map<string, { records: number; highest: number | null }>();
  const rows = await db
    .select({ listId: flowTasks.listId, records: count(), highest: max(flowTasks.number) })
    .from(flowTasks)
    .where(and(eq(flowTasks.workspaceId, workspaceId), inArray(flowTasks.listId, listIds)))
    .groupBy(flowTasks.listId);
  return new Map(rows.map((r) => [r.listId, r]));
}

/**
 * The highest number of any task code of the workspace written in this format (whatever
 * list holds it, e.g. one that used this prefix before): task codes are unique per
 * workspace, so the list's next number must be above it. Prefix and suffix are [A-Z0-9]
 * only (contracts and a check constraint), so they are safe inside the pattern.
 */
async function highestWithFormat(tx: Tx, workspaceId: string, prefix: string, suffix: string) {
  const pattern = `^${prefix}-([0-9]{1,12})${suffix ? `-${suffix}` : ''}$`;
  const [row] = await tx
    .select({
      highest: sql<number>`least(coalesce(max(substring(${flowTasks.code} from ${pattern})::bigint), 0), 2147483647)::int`,
    })
    .from(flowTasks)
    .where(and(eq(flowTasks.workspaceId, workspaceId), sql`${flowTasks.code} ~ ${pattern}`));
  return row?.highest ?? 0;
}

const listSequences: SequenceSource = {
  owns: (id) => LIST_ID.test(id),
  list: async (db, workspaceId, limit) => {
    const rows = await db
      .select(listColumns)
      .from(flowLists)
      .where(eq(flowLists.workspaceId, workspaceId))
      .orderBy(asc(flowLists.name), asc(flowLists.id))
      .limit(limit);
    const stats = await listStats(
      db,
      workspaceId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => presentList(row, stats.get(row.id)));
  },
  get: async (db, workspaceId, id) => {
    const listId = LIST_ID.exec(id)?.[1];
    if (!listId) return null;
    const [row] = await db
      .select(listColumns)
      .from(flowLists)
      .where(and(eq(flowLists.id, listId), eq(flowLists.workspaceId, workspaceId)));
    if (!row) return null;
    return presentList(row, (await listStats(db, workspaceId, [listId])).get(listId));
  },
  update: async (tx, member, id, change) => {
    const listId = LIST_ID.exec(id)?.[1];
    if (!listId) throw AppError.notFound(listNotFound);
    const [current] = await tx
      .select(listColumns)
      .from(flowLists)
      .where(and(eq(flowLists.id, listId), eq(flowLists.workspaceId, member.workspaceId)))
      .for('update');
    if (!current) throw AppError.notFound(listNotFound);
    assertVersion(current, change.version);
    const prefix = change.prefix ?? current.codePrefix;
    const suffix = change.suffix ?? current.codeSuffix;
    if (prefix !== current.codePrefix || suffix !== current.codeSuffix) {
      // Two lists never share a prefix and suffix (flow's own rule, 409).
      await lockWorkspaceSequences(tx, member.workspaceId);
      await assertSequenceFree(tx, member.workspaceId, { prefix, suffix }, listId);
    }
    const lastUsed = Math.max(
      current.codeLastNumber,
      await highestWithFormat(tx, member.workspaceId, prefix, suffix),
    );
    assertNextNumber(change.nextNumber ?? current.codeLastNumber + 1, lastUsed);
    await updateVersioned(
      tx,
      flowLists,
      and(eq(flowLists.id, listId), eq(flowLists.workspaceId, member.workspaceId)),
      change.version,
      {
        codePrefix: change.prefix,
        codeWidth: change.width,
        codeSuffix: change.suffix,
        codeLastNumber: change.nextNumber === undefined ? undefined : change.nextNumber - 1,
        updatedAt: clock.now(),
      },
      listNotFound,
    );
    await emit(tx, 'flow.list.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      listId,
    });
  },
};

/** Flow's sequences: every list's (by name), then the inbox's. */
export const flowSequences: SequenceSource = {
  owns: (id) => listSequences.owns(id) || inboxSequence.owns(id),
  list: async (db, workspaceId, limit) => [
    ...(await listSequences.list(db, workspaceId, limit)),
    ...(await inboxSequence.list(db, workspaceId, limit)),
  ],
  get: (db, workspaceId, id) =>
    (listSequences.owns(id) ? listSequences : inboxSequence).get(db, workspaceId, id),
  update: (tx, member, id, change) =>
    (listSequences.owns(id) ? listSequences : inboxSequence).update(tx, member, id, change),
};
