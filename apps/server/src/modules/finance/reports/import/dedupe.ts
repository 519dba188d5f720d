import type { StatementRow } from './statement-row';

/**
 * Duplicate detection for imports. A row is already in the box when the bank's FITID was
 * imported there before, or when an entry has the same day, value, direction and
 * normalized description. Matching counts copies: a statement with two identical coffees on
 * one day, imported over a box holding one of them, adds the second — and importing the same
 * file again adds nothing.
 */

/** "PIX Enviado - João  Pereira!" → "pix enviado joao pereira": what the bank varies between exports. */
export function normalizeDescription(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface ExistingEntry {
  date: string;
  value: number;
  type: 'revenue' | 'expense';
  description: string;
  fitId: string | null;
}

export const contentKey = (row: Pick<ExistingEntry, 'date' | 'value' | 'type' | 'description'>) =>
  `${row.date}|${row.type}|${row.value}|${normalizeDescription(row.description)}`;

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** One flag per row, in order: true = already in the box (or earlier in this same file by FITID). */
export function markDuplicates(
  rows: Pick<StatementRow, 'date' | 'value' | 'type' | 'description' | 'fitId'>[],
  existing: ExistingEntry[],
): boolean[] {
  const fitIds = new Set(existing.flatMap((e) => (e.fitId ? [e.fitId] : [])));
  // A row with a FITID matches by content only entries that have none (typed by hand or
  // from a CSV): two coffees with two FITIDs are two purchases.
  const withoutFitId = countBy(
    existing.filter((e) => !e.fitId),
    contentKey,
  );
  const all = countBy(existing, contentKey);
  return rows.map((row) => {
    if (row.fitId && fitIds.has(row.fitId)) return true;
    const pool = row.fitId ? withoutFitId : all;
    const key = contentKey(row);
    const left = pool.get(key) ?? 0;
    if (row.fitId) fitIds.add(row.fitId);
    if (left > 0) {
      pool.set(key, left - 1);
      return true;
    }
    return false;
  });
}

/** The days a set of rows covers, to load only the entries that could match. */
export function dayRange(rows: Pick<StatementRow, 'date'>[]): { from: string; to: string } | null {
  if (rows.length === 0) return null;
  let from = rows[0]!.date;
  let to = from;
  for (const { date } of rows) {
    if (date < from) from = date;
    if (date > to) to = date;
  }
  return { from, to };
}
