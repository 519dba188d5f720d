import {
  occurrenceDate,
  type createRecurrenceBodySchema,
  type Entry,
  type OccurrenceLink,
  type OccurrenceScope,
  type Recurrence,
  type updateOccurrenceBodySchema,
} from '@orbita/contracts/finance';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { emit } from '../../../platform/events/bus';
import { AppError } from '../../../platform/errors';
import { presentEntry, type EntryRow } from '../entries/presenter';
import { removeEntryRows, updateEntryIn } from '../entries/service';
import { financeEntries } from '../schema';
import { lockWorkspaceLedger } from '../shared/ledger';
import { generateOccurrences } from './generate';
import { presentRecurrence } from './presenter';
import { countUntil, horizon, type RecurrenceRow } from './schedule';
import { financeRecurrenceOccurrences as slots, financeRecurrences } from './schema';

type Member = { workspaceId: string; userId: string };
export const occurrenceNotFound = 'Lançamento recorrente não encontrado.';

/** Every series of the workspace and which entry is which occurrence (the lists' marker). */
export async function listRecurrences(
  q: Queryable,
  ws: { workspaceId: string },
): Promise<{ items: Recurrence[]; occurrences: OccurrenceLink[] }> {
  const rows = await q
    .select()
    .from(financeRecurrences)
    .where(eq(financeRecurrences.workspaceId, ws.workspaceId))
    .orderBy(asc(financeRecurrences.createdAt), asc(financeRecurrences.id));
  const links = await q
    .select({
      entryId: slots.entryId,
      recurrenceId: slots.recurrenceId,
      number: slots.number,
      total: financeRecurrences.totalCount,
    })
    .from(slots)
    .innerJoin(financeRecurrences, eq(financeRecurrences.id, slots.recurrenceId))
    .where(and(eq(slots.workspaceId, ws.workspaceId), isNotNull(slots.entryId)));
  return {
    items: rows.map(presentRecurrence),
    occurrences: links.map((l) => ({ ...l, entryId: l.entryId! })),
  };
}

/** A new series and its occurrences up to the horizon (at least the first), all pending. */
export async function createRecurrence(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createRecurrenceBodySchema>,
): Promise<{ recurrence: Recurrence; items: Entry[] }> {
  return transaction(ctx, async (tx) => {
    const schedule = {
      frequency: body.frequency,
      interval: body.interval,
      anchorDate: body.date,
      anchorNumber: 1,
      firstNumber: 1,
      endDate: body.end === 'date' ? body.endDate! : null,
    };
    const total =
      body.end === 'count'
        ? body.count!
        : body.end === 'date'
          ? countUntil(schedule, body.endDate!)
          : null;
    const [rec] = await tx
      .insert(financeRecurrences)
      .values({
        ...schedule,
        workspaceId: member.workspaceId,
        boxId: body.boxId,
        categoryId: body.categoryId ?? null,
        type: body.type,
        description: body.description,
        value: body.value,
        tags: body.tags,
        lastNumber: total,
        totalCount: total,
        createdBy: member.userId,
      })
      .returning();
    const through = [horizon(), body.date].sort()[1]!;
    // The first takes the form's situation (paid today, say); the next ones wait as pending.
    const rows = await generateOccurrences(tx, member, rec!.id, through, body.status);
    await emit(tx, 'finance.recurrence.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      recurrenceId: rec!.id,
      occurrences: rows.length,
    });
    const [fresh] = await tx
      .select()
      .from(financeRecurrences)
      .where(eq(financeRecurrences.id, rec!.id));
    return { recurrence: presentRecurrence(fresh!), items: rows.map(presentEntry) };
  });
}

/** The slot holding an entry and its series, locked (series first: the generation's order). */
async function lockSlot(tx: Tx, member: Member, entryId: string) {
  const [slot] = await tx
    .select()
    .from(slots)
    .where(and(eq(slots.entryId, entryId), eq(slots.workspaceId, member.workspaceId)));
  if (!slot) throw AppError.notFound(occurrenceNotFound);
  const [rec] = await tx
    .select()
    .from(financeRecurrences)
    .where(eq(financeRecurrences.id, slot.recurrenceId))
    .for('update');
  if (!rec) throw AppError.notFound(occurrenceNotFound);
  return { slot, rec };
}

/** The entries of a series' slots from number `from` on, locked in id order. */
async function lockSeriesEntries(tx: Tx, member: Member, recurrenceId: string, from: number) {
  await lockWorkspaceLedger(tx, member.workspaceId);
  return tx
    .select({ entry: financeEntries, number: slots.number })
    .from(slots)
    .innerJoin(financeEntries, eq(financeEntries.id, slots.entryId))
    .where(
      and(
        eq(slots.recurrenceId, recurrenceId),
        gte(slots.number, from),
        eq(financeEntries.workspaceId, member.workspaceId),
      ),
    )
    .orderBy(financeEntries.id)
    .for('update', { of: financeEntries });
}

/**
 * "Este e os seguintes" from occurrence `n`: this series ends at n − 1 and a copy starts at
 * n, taking every slot from n on (paid ones too, untouched), so the numbering "4/12" goes on.
 */
async function split(tx: Tx, rec: RecurrenceRow, n: number): Promise<RecurrenceRow> {
  const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...copy } = rec;
  const [next] = await tx
    .insert(financeRecurrences)
    .values({ ...copy, firstNumber: n, splitFrom: rec.id })
    .returning();
  await tx
    .update(financeRecurrences)
    .set({
      lastNumber: n - 1,
      version: sql`${financeRecurrences.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(financeRecurrences.id, rec.id));
  await tx
    .update(slots)
    .set({ recurrenceId: next!.id })
    .where(and(eq(slots.recurrenceId, rec.id), gte(slots.number, n)));
  return next!;
}

/**
 * Edits an occurrence. "Somente este": that entry only. "Este e os seguintes": splits the
 * series there and changes the new one's template and its pending occurrences. "Todos": the
 * series' template and every pending occurrence. The edited entry always takes the edit;
 * paid occurrences are never changed by a series edit (the dialog says so).
 */
export async function updateOccurrence(
  ctx: AppContext,
  member: Member,
  entryId: string,
  body: z.output<typeof updateOccurrenceBodySchema>,
): Promise<{ entry: Entry; changed: Entry[]; created: Entry[] }> {
  return transaction(ctx, async (tx) => {
    const { scope, version, ...patch } = body;
    const { slot, rec } = await lockSlot(tx, member, entryId);
    const [before] = await tx.select().from(financeEntries).where(eq(financeEntries.id, entryId));
    const edited = await updateEntryIn(tx, member, entryId, { ...patch, version });
    if (scope === 'one') return { entry: presentEntry(edited), changed: [], created: [] };

    const n = slot.number;
    const from = scope === 'following' ? n : rec.firstNumber;
    const target = scope === 'following' && n > rec.firstNumber ? await split(tx, rec, n) : rec;
    const moved = patch.date !== undefined && patch.date !== before!.occurredOn;
    const template = {
      boxId: patch.boxId,
      categoryId: patch.categoryId,
      value: patch.value,
      type: patch.type,
      description: patch.description,
      tags: patch.tags,
    };
    const [series] = await tx
      .update(financeRecurrences)
      .set({
        ...template,
        ...(moved ? { anchorDate: patch.date, anchorNumber: n } : {}),
        version: sql`${financeRecurrences.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(financeRecurrences.id, target.id))
      .returning();

    const changed: EntryRow[] = [];
    for (const { entry, number } of await lockSeriesEntries(tx, member, target.id, from)) {
      if (entry.id === entryId || entry.status === 'paid') continue;
      changed.push(
        await updateEntryIn(tx, member, entry.id, {
          ...template,
          ...(moved ? { date: occurrenceDate(series!, number) } : {}),
          version: entry.version,
        }),
      );
    }
    if (moved) await redateSlots(tx, series!, from, entryId);
    const created = await generateOccurrences(tx, member, series!.id, horizon());
    await emit(tx, 'finance.recurrence.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      recurrenceId: series!.id,
      scope,
      splitFrom: series!.id === rec.id ? null : rec.id,
    });
    return {
      entry: presentEntry(edited),
      changed: changed.map(presentEntry),
      created: created.map(presentEntry),
    };
  });
}

/**
 * A series moved to another day: its slots from `from` on (but those of paid entries, which
 * stayed where they were) take the new schedule's days. Deleted and inserted again, since
 * moving dates in place could collide on (series, date) halfway.
 */
async function redateSlots(tx: Tx, series: RecurrenceRow, from: number, editedId: string) {
  const rows = await tx
    .select({ slot: slots, status: financeEntries.status })
    .from(slots)
    .leftJoin(financeEntries, eq(financeEntries.id, slots.entryId))
    .where(and(eq(slots.recurrenceId, series.id), gte(slots.number, from)));
  const movable = rows.filter((r) => r.status !== 'paid' || r.slot.entryId === editedId);
  if (movable.length === 0) return;
  await tx.delete(slots).where(
    and(
      eq(slots.recurrenceId, series.id),
      inArray(
        slots.number,
        movable.map((r) => r.slot.number),
      ),
    ),
  );
  await tx
    .insert(slots)
    .values(movable.map((r) => ({ ...r.slot, occursOn: occurrenceDate(series, r.slot.number) })))
    .onConflictDoNothing();
}

/**
 * Deletes an occurrence. "Somente este": that entry (its slot stays empty, never generated
 * again). "Este e os seguintes": the series ends before it and its pending occurrences from
 * it on go. "Todos": every pending occurrence and the series. Paid ones stay.
 */
export async function deleteOccurrence(
  ctx: AppContext,
  member: Member,
  entryId: string,
  scope: OccurrenceScope,
): Promise<string[]> {
  return transaction(ctx, async (tx) => {
    const { slot, rec } = await lockSlot(tx, member, entryId);
    const n = slot.number;
    const whole = scope === 'all' || (scope === 'following' && n <= rec.firstNumber);
    const from = scope === 'one' ? n : whole ? rec.firstNumber : n;
    const rows = (await lockSeriesEntries(tx, member, rec.id, from))
      .filter(({ entry }) =>
        scope === 'one' ? entry.id === entryId : entry.id === entryId || entry.status !== 'paid',
      )
      .map((r) => r.entry);
    const ids = await removeEntryRows(tx, member, rows);
    if (scope === 'one') return ids;
    if (whole) await tx.delete(financeRecurrences).where(eq(financeRecurrences.id, rec.id));
    else {
      await tx
        .update(financeRecurrences)
        .set({
          lastNumber: n - 1,
          version: sql`${financeRecurrences.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(financeRecurrences.id, rec.id));
      // Empty slots past the end mean nothing any more; paid ones keep their marker.
      await tx
        .delete(slots)
        .where(
          and(eq(slots.recurrenceId, rec.id), gte(slots.number, n), sql`${slots.entryId} is null`),
        );
    }
    await emit(tx, 'finance.recurrence.ended', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      recurrenceId: rec.id,
      scope,
    });
    return ids;
  });
}
