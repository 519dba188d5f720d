import { FINANCE_ENTITY } from '@orbita/contracts/finance';
import { and, eq, lt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/client';
import { savepoint, transaction } from '../../../platform/db/transaction';
import { emit } from '../../../platform/events/bus';
import { AppError } from '../../../platform/errors';
import { today } from '../../../platform/clock';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { presentEntry, type EntryRow } from '../entries/presenter';
import { recordEntries } from '../entries/record';
import { closedUntil } from '../shared/ledger';
import { horizon, occurrencesThrough } from './schedule';
import { financeRecurrenceOccurrences, financeRecurrences } from './schema';

type Member = { workspaceId: string; userId: string };

/**
 * Creates the occurrences of a series missing up to `through`, as pending entries.
 * Transactional and idempotent: the series row is locked first, then every slot is claimed
 * with ON CONFLICT DO NOTHING on (series, number) and (series, date), and only claimed slots
 * get an entry, so running it twice (or from two requests at once) never duplicates. A slot
 * whose entry was deleted ("Somente este") stays, empty, and is never filled again; days
 * inside a closed period are left alone.
 */
export async function generateOccurrences(
  tx: Tx,
  member: Member,
  recurrenceId: string,
  through: string,
  /** The situation of occurrence 1 when it is created now (the new-entry form's "Pago"). */
  firstStatus: 'paid' | 'pending' = 'pending',
): Promise<EntryRow[]> {
  const [rec] = await tx
    .select()
    .from(financeRecurrences)
    .where(
      and(
        eq(financeRecurrences.id, recurrenceId),
        eq(financeRecurrences.workspaceId, member.workspaceId),
      ),
    )
    .for('update');
  if (!rec) return [];
  const closed = await closedUntil(tx, member.workspaceId);
  const wanted = occurrencesThrough(rec, through).filter((o) => !closed || o.date > closed);
  let created: EntryRow[] = [];
  if (wanted.length > 0) {
    const claimed = await tx
      .insert(financeRecurrenceOccurrences)
      .values(
        wanted.map((o) => ({
          recurrenceId,
          number: o.number,
          occursOn: o.date,
          workspaceId: member.workspaceId,
        })),
      )
      .onConflictDoNothing()
      .returning();
    claimed.sort((a, b) => a.number - b.number);
    created = await recordEntries(
      tx,
      member,
      claimed.map((slot) => ({
        boxId: rec.boxId,
        categoryId: rec.categoryId,
        date: slot.occursOn,
        value: rec.value,
        type: rec.type,
        description: rec.description,
        status: slot.number === 1 ? firstStatus : ('pending' as const),
        tags: rec.tags,
      })),
    );
    for (const [i, slot] of claimed.entries()) {
      await tx
        .update(financeRecurrenceOccurrences)
        .set({ entryId: created[i]!.id })
        .where(
          and(
            eq(financeRecurrenceOccurrences.recurrenceId, recurrenceId),
            eq(financeRecurrenceOccurrences.number, slot.number),
          ),
        );
    }
  }
  await tx
    .update(financeRecurrences)
    .set({ generatedThrough: sql`greatest(${financeRecurrences.generatedThrough}, ${through})` })
    .where(eq(financeRecurrences.id, recurrenceId));
  if (created.length > 0)
    await emit(tx, 'finance.recurrence.generated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      recurrenceId,
      occurrences: created.length,
    });
  return created;
}

/** Workspaces topped up today (in this process): later requests of the day skip the query. */
const toppedUp = new Map<string, string>();

/**
 * Keeps "never ending" (and long) series generated as time passes. Done on read, from the
 * finance module's request hook, instead of by a scheduled job: the project has no job
 * runner yet, the work is one indexed query per workspace per day, and entries only matter
 * when someone opens finance (the dashboard reads through it too). The 12-month horizon
 * means a workspace nobody opens for months still has its next occurrences already.
 * Failures never fail the request: a series whose box was archived simply waits.
 */
export async function topUpRecurrences(ctx: AppContext, member: Member): Promise<EntryRow[]> {
  const day = today();
  if (toppedUp.get(member.workspaceId) === day) return [];
  const through = horizon();
  const created: EntryRow[] = [];
  try {
    await topUp(ctx, member, through, created);
  } catch (error) {
    // A read must not fail for it: the next request of the day tries again.
    ctx.log.error({ err: error, workspaceId: member.workspaceId }, 'recorrências: geração falhou');
    return [];
  }
  toppedUp.set(member.workspaceId, day);
  return created;
}

async function topUp(ctx: AppContext, member: Member, through: string, created: EntryRow[]) {
  await transaction(ctx, async (tx) => {
    const due = await tx
      .select({ id: financeRecurrences.id })
      .from(financeRecurrences)
      .where(
        and(
          eq(financeRecurrences.workspaceId, member.workspaceId),
          or(
            isNull(financeRecurrences.generatedThrough),
            lt(financeRecurrences.generatedThrough, through),
          ),
        ),
      )
      .orderBy(financeRecurrences.id);
    for (const { id } of due) {
      try {
        created.push(
          ...(await savepoint(tx, (sp) => generateOccurrences(sp, member, id, through))),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    publishAfterCommit(
      tx,
      member.workspaceId,
      ...created.map((row) => ({
        type: 'created' as const,
        entity: FINANCE_ENTITY,
        id: row.id,
        data: presentEntry(row),
      })),
    );
  });
}
