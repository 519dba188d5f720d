import {
  statementMonthFor,
  type EntrySource,
  type EntryStatus,
  type EntryType,
} from '@orbita/contracts/finance';
import type { Tx } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { assertCategoryFor } from '../categories/service';
import { financeEntries } from '../schema';
import {
  applyEffects,
  assertOpenPeriod,
  assertWritable,
  entryEffect,
  lockBoxes,
  type BoxRow,
  type Effects,
} from '../shared/ledger';
import type { EntryRow } from './presenter';

const INSERT_CHUNK = 1000;

/** One entry to record (values already validated by the contracts). */
export interface EntryInput {
  boxId: string;
  categoryId?: string | null;
  date: string;
  value: number;
  type: EntryType;
  description: string;
  status?: EntryStatus;
  tags?: string[];
  installmentGroupId?: string | null;
  installmentNumber?: number | null;
  installmentCount?: number | null;
}

export interface RecordOptions {
  source?: EntrySource;
  /** The import batch (fin-reports) that creates them. */
  importId?: string | null;
}

/** Card entries belong to the statement their day falls in; other boxes have none. */
export function statementMonthOf(box: BoxRow, date: string): string | null {
  return box.kind === 'credit_card' && box.closingDay
    ? statementMonthFor(date, box.closingDay)
    : null;
}

/** Each distinct (category, type) of the inputs belongs to the workspace and has the entry's type. */
export async function checkCategories(
  tx: Tx,
  workspaceId: string,
  inputs: readonly { categoryId?: string | null; type: EntryType }[],
): Promise<void> {
  const seen = new Set<string>();
  for (const input of inputs) {
    if (!input.categoryId) continue;
    const key = `${input.categoryId}:${input.type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await assertCategoryFor(tx, { workspaceId }, input.categoryId, input.type);
  }
}

/**
 * Records entries keeping every ledger rule: open period for every date, boxes locked and
 * writable, categories of the workspace and type, statement months, stored balances moved,
 * `finance.entry.recorded` emitted for each — all in `tx` (from `transaction`). Used by
 * entries, imports and investments.
 */
export async function recordEntries(
  tx: Tx,
  member: { workspaceId: string; userId: string },
  inputs: readonly EntryInput[],
  options: RecordOptions = {},
): Promise<EntryRow[]> {
  if (inputs.length === 0) return [];
  await assertOpenPeriod(
    tx,
    member.workspaceId,
    inputs.map((i) => i.date),
  );
  const boxes = await lockBoxes(
    tx,
    member,
    inputs.map((i) => i.boxId),
  );
  for (const box of boxes.values()) assertWritable(box);
  await checkCategories(tx, member.workspaceId, inputs);
  const values = inputs.map((input) => ({
    workspaceId: member.workspaceId,
    boxId: input.boxId,
    categoryId: input.categoryId ?? null,
    occurredOn: input.date,
    value: input.value,
    type: input.type,
    description: input.description,
    status: input.status ?? 'paid',
    tags: input.tags ?? [],
    installmentGroupId: input.installmentGroupId ?? null,
    installmentNumber: input.installmentNumber ?? null,
    installmentCount: input.installmentCount ?? null,
    statementMonth: statementMonthOf(boxes.get(input.boxId)!, input.date),
    source: options.source ?? 'manual',
    importId: options.importId ?? null,
    createdBy: member.userId,
  }));
  // In chunks: one statement holds at most 65 535 parameters (a big statement import).
  const rows: EntryRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    rows.push(
      ...(await tx
        .insert(financeEntries)
        .values(values.slice(i, i + INSERT_CHUNK))
        .returning()),
    );
  }
  const effects: Effects = new Map();
  for (const row of rows) entryEffect(effects, row);
  await applyEffects(tx, effects);
  for (const row of rows) {
    await emit(tx, 'finance.entry.recorded', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      entryId: row.id,
      type: row.type,
      value: row.value,
      date: row.occurredOn,
    });
  }
  return rows;
}
