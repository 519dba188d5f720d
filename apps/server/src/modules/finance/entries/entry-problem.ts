import { closedPeriodMessage, formatDay, type EntryType } from '@orbita/contracts/finance';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { loadBox } from '../boxes/service';
import { getCategory } from '../categories/service';
import { assertWritable, closedUntil } from '../shared/ledger';

/**
 * Why `recordEntries` would refuse this entry, read without writing or locking (a dry run
 * asks before anything is recorded): the box and the category of the workspace (another
 * workspace's answer like missing ones), the box open for money, the category's type, the
 * day after the closed periods. Null: it would be recorded.
 */
export async function entryProblem(
  q: Queryable,
  ws: { workspaceId: string },
  input: { boxId: string; categoryId?: string | null; type: EntryType; date: string },
): Promise<string | null> {
  try {
    assertWritable(await loadBox(q, ws, input.boxId));
    if (input.categoryId) {
      const category = await getCategory(q, ws, input.categoryId);
      if (category.type !== input.type) return 'A categoria não é do tipo do lançamento.';
    }
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
  const until = await closedUntil(q, ws.workspaceId);
  return until && input.date <= until ? closedPeriodMessage(formatDay(until), 'entry') : null;
}
