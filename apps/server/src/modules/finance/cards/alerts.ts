import { statementMonthFor } from '@orbita/contracts/finance';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, today } from '../../../platform/clock';
import type { Queryable } from '../../../platform/db/client';
import { financeBoxes, financeEntries } from '../schema';
import { cardStatements } from './statements';

/**
 * What the card notifications (communication/notify-on-finance-cards.ts) read from finance:
 * how much of a card's limit is used, and the statements coming due.
 */

/** Shares of the limit that warn, in percent. */
export const CARD_LIMIT_THRESHOLDS = [80, 100] as const;
/** How many days before its due day a statement still owing is reminded. */
export const STATEMENT_DUE_SOON_DAYS = 3;

export interface CardLimitUse {
  workspaceId: string;
  boxId: string;
  boxName: string;
  limit: number;
  /** What the card owes, pending purchases included (the limit they take). */
  used: number;
  /** The statement open today: each threshold warns once per statement. */
  month: string;
  /** The thresholds reached, highest last. */
  reached: number[];
}

/** Whether the workspace has a credit card with a limit (else no entry of it can warn). */
export async function hasLimitedCard(q: Queryable, workspaceId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: financeBoxes.id })
    .from(financeBoxes)
    .where(
      and(
        eq(financeBoxes.workspaceId, workspaceId),
        eq(financeBoxes.kind, 'credit_card'),
        gt(financeBoxes.cardLimit, 0),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The limit use of the card an entry is on, or null (not a card, no limit, nothing reached).
 * Read after the entry moved the card's stored balance (same transaction).
 */
export async function cardLimitUseOf(
  q: Queryable,
  workspaceId: string,
  entryId: string,
): Promise<CardLimitUse | null> {
  const [card] = await q
    .select({
      id: financeBoxes.id,
      name: financeBoxes.name,
      limit: financeBoxes.cardLimit,
      projected: financeBoxes.projectedBalance,
      closingDay: financeBoxes.closingDay,
    })
    .from(financeEntries)
    .innerJoin(financeBoxes, eq(financeBoxes.id, financeEntries.boxId))
    .where(
      and(
        eq(financeEntries.id, entryId),
        eq(financeEntries.workspaceId, workspaceId),
        eq(financeBoxes.kind, 'credit_card'),
        gt(financeBoxes.cardLimit, 0),
      ),
    );
  if (!card?.limit || !card.closingDay) return null;
  const used = Math.max(0, -card.projected);
  // Integer arithmetic: 80 % of R$ 1.000,00 is reached at exactly R$ 800,00.
  const reached = CARD_LIMIT_THRESHOLDS.filter((t) => used * 100 >= card.limit! * t);
  if (reached.length === 0) return null;
  return {
    workspaceId,
    boxId: card.id,
    boxName: card.name,
    limit: card.limit,
    used,
    month: statementMonthFor(today(), card.closingDay),
    reached,
  };
}

export interface StatementDue {
  workspaceId: string;
  boxId: string;
  boxName: string;
  month: string;
  dueDate: string;
  remaining: number;
}

/**
 * One page of credit cards (every workspace, not archived, keyset by id after `afterId`) and
 * their statements still owing whose due day is between `from` and `to`. Imported history
 * owes nothing, so it never comes. `next`: the id to continue after, or null at the end.
 */
export async function statementsDueBetween(
  q: Queryable,
  range: { from: string; to: string },
  limit: number,
  afterId?: string,
): Promise<{ items: StatementDue[]; next: string | null }> {
  // Only cards whose due day falls in the range (due days are 1–28: never clamped to a month's end).
  const dueDays = new Set<number>();
  for (let day = range.from; day <= range.to && dueDays.size < 31; day = addDays(day, 1))
    dueDays.add(Number(day.slice(8, 10)));
  const cards = await q
    .select()
    .from(financeBoxes)
    .where(
      and(
        eq(financeBoxes.kind, 'credit_card'),
        isNull(financeBoxes.archivedAt),
        inArray(financeBoxes.dueDay, [...dueDays]),
        afterId ? sql`${financeBoxes.id} > ${afterId}::uuid` : undefined,
      ),
    )
    .orderBy(asc(financeBoxes.id))
    .limit(limit);
  const items: StatementDue[] = [];
  for (const card of cards) {
    if (!card.closingDay || !card.dueDay) continue;
    const statements = await cardStatements(q, {
      id: card.id,
      closingDay: card.closingDay,
      dueDay: card.dueDay,
    });
    for (const s of statements)
      if (s.remaining > 0 && s.dueDate >= range.from && s.dueDate <= range.to)
        items.push({
          workspaceId: card.workspaceId,
          boxId: card.id,
          boxName: card.name,
          month: s.month,
          dueDate: s.dueDate,
          remaining: s.remaining,
        });
  }
  return { items, next: cards.length === limit ? cards.at(-1)!.id : null };
}
