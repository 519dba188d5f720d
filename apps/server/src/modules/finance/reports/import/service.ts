import { randomUUID } from 'node:crypto';
import type {
  importCommitBodySchema,
  ImportPreview,
  importPreviewBodySchema,
  ImportResult,
} from '@orbita/contracts/finance';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../../platform/context';
import type { Database, Queryable, Tx } from '../../../../platform/db/client';
import { transaction } from '../../../../platform/db/transaction';
import { emit } from '../../../../platform/events/bus';
import { findInWorkspace } from '../../../../platform/scope';
import { recordEntries } from '../../entries/record';
import { financeBoxes } from '../../schema';
import { parseCsv } from './csv';
import { dayRange, markDuplicates, type ExistingEntry } from './dedupe';
import { parseOfx } from './ofx';
import type { StatementRow } from './statement-row';
import { buildSuggester, type CategoryUse } from './suggest';

/**
 * Statement imports: preview (parse, mark duplicates, suggest categories; writes nothing)
 * and commit (duplicates checked again under a per-box lock, then the rows recorded through
 * the ledger's `recordEntries`, so balances, closed periods and the entry events hold).
 */
type Ws = { workspaceId: string };
type Member = Ws & { userId: string };

/** Categorized entries learnt from: the most recent ones, enough to know a workspace's habits. */
const HISTORY_ROWS = 5000;
/** Rows per insert: far below PostgreSQL's 65,535 bind parameters per statement. */
const RECORD_CHUNK = 500;

const boxNotFound = 'Caixa não encontrada.';

/** The box's entries on the days the rows cover: all a duplicate could be. */
async function existingEntries(
  q: Queryable,
  ws: Ws,
  boxId: string,
  rows: Pick<StatementRow, 'date'>[],
): Promise<ExistingEntry[]> {
  const range = dayRange(rows);
  if (!range) return [];
  const { rows: found } = await q.execute<{
    date: string;
    value: string;
    type: 'revenue' | 'expense';
    description: string;
  }>(sql`
    select to_char(occurred_on, 'YYYY-MM-DD') as date, value::text as value, type, description
    from finance_entries
    where workspace_id = ${ws.workspaceId} and box_id = ${boxId} and occurred_on between ${range.from}::date and ${range.to}::date`);
  // Entries keep no bank transaction id yet (no column), so FITIDs match within a file only.
  return found.map((r) => ({
    date: r.date,
    value: Number(r.value),
    type: r.type,
    description: r.description,
    fitId: null,
  }));
}

async function categoryHistory(q: Queryable, ws: Ws): Promise<CategoryUse[]> {
  const { rows } = await q.execute<{
    description: string;
    type: 'revenue' | 'expense';
    category_id: string;
    uses: number;
  }>(sql`
    select description, type, category_id, count(*)::int as uses
    from (
      select description, type, category_id from finance_entries
      where workspace_id = ${ws.workspaceId} and category_id is not null
      order by occurred_on desc, id desc
      limit ${HISTORY_ROWS}
    ) recent
    group by description, type, category_id`);
  return rows.map((r) => ({
    description: r.description,
    type: r.type,
    categoryId: r.category_id,
    uses: r.uses,
  }));
}

export function parseStatement(
  body: Pick<z.output<typeof importPreviewBodySchema>, 'format' | 'content' | 'csv'>,
): StatementRow[] {
  return body.format === 'ofx' ? parseOfx(body.content) : parseCsv(body.content, body.csv);
}

export async function previewImport(
  db: Database,
  ws: Ws,
  body: z.output<typeof importPreviewBodySchema>,
): Promise<ImportPreview> {
  await findInWorkspace(db, financeBoxes, ws, body.boxId, boxNotFound);
  const rows = parseStatement(body);
  const [existing, history] = await Promise.all([
    existingEntries(db, ws, body.boxId, rows),
    categoryHistory(db, ws),
  ]);
  const duplicates = markDuplicates(rows, existing);
  const suggest = buildSuggester(history);
  const items = rows.map((row, i) => ({
    date: row.date,
    value: row.value,
    type: row.type,
    description: row.description,
    fitId: row.fitId ?? null,
    suggestedCategoryId: suggest(row),
    duplicate: duplicates[i]!,
  }));
  const duplicateCount = duplicates.filter(Boolean).length;
  return { rows: items, newCount: items.length - duplicateCount, duplicateCount };
}

/**
 * Two imports of one box run one after the other (a transaction-scoped advisory lock), so
 * the second one's duplicate check sees the first one's rows: the same file sent twice at
 * once still lands once.
 */
async function lockBoxImports(tx: Tx, boxId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`finance-import:${boxId}`}, 0))`,
  );
}

export async function commitImport(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof importCommitBodySchema>,
): Promise<ImportResult> {
  return transaction(ctx, async (tx) => {
    await findInWorkspace(tx, financeBoxes, member, body.boxId, boxNotFound);
    await lockBoxImports(tx, body.boxId);
    const rows = body.rows.map((r) => ({ ...r, fitId: r.fitId ?? undefined }));
    const duplicates = markDuplicates(rows, await existingEntries(tx, member, body.boxId, rows));
    const fresh = body.rows.filter((_, i) => !duplicates[i]);
    if (fresh.length === 0) return { created: 0, skipped: body.rows.length, importId: null };
    const importId = randomUUID();
    for (let start = 0; start < fresh.length; start += RECORD_CHUNK) {
      const chunk = fresh.slice(start, start + RECORD_CHUNK).map((r) => ({
        boxId: body.boxId,
        categoryId: r.categoryId ?? null,
        date: r.date,
        value: r.value,
        type: r.type,
        description: r.description,
        status: 'paid' as const,
      }));
      await recordEntries(tx, member, chunk, { source: 'import', importId });
    }
    const result = { created: fresh.length, skipped: body.rows.length - fresh.length, importId };
    await emit(tx, 'finance.import.committed', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      boxId: body.boxId,
      ...result,
    });
    return result;
  });
}
