import { randomUUID } from 'node:crypto';
import type {
  CsvImportOptions,
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
import { AppError } from '../../../../platform/errors';
import { emit } from '../../../../platform/events/bus';
import { findInWorkspace } from '../../../../platform/scope';
import { recordEntries } from '../../entries/record';
import { financeBoxes } from '../../schema';
import { computeBalances } from '../../shared/ledger';
import { readCsv, type CsvRead } from './csv';
import { decodeStatement, fileBytes } from './decode';
import { dayRange, markDuplicates, type ExistingEntry } from './dedupe';
import { readOfx, type OfxStatement } from './ofx';
import { savedCsvOptions, saveCsvOptions } from './settings';
import type { StatementRow } from './statement-row';
import { buildRowSuggester, loadSuggestionSources } from './suggest';

/**
 * Statement imports: preview (parse, mark duplicates, suggest categories; writes nothing)
 * and commit (duplicates checked again under a per-box lock, then the rows recorded through
 * the ledger's `recordEntries`, so balances, closed periods and the entry events hold).
 */
type Ws = { workspaceId: string };
type Member = Ws & { userId: string };

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

type BoxRow = typeof financeBoxes.$inferSelect;

/** Boxes hold reais: a statement in another currency would be summed as if it were. */
function refuseForeignCurrency(currency: string | null): void {
  if (!currency || currency === 'BRL') return;
  const code = currency.slice(0, 3);
  throw AppError.validation(
    `Este extrato está em ${code}; importe-o numa caixa em ${code} ou converta antes.`,
    { file: `Moeda do extrato: ${code}.` },
  );
}

/**
 * The CSV read with the options sent, else the box's remembered ones (falling back to
 * detection when a file of another layout does not have those columns). The sign: as sent,
 * else as remembered, else inverted for card boxes, whose exports list purchases as positive.
 */
async function readBoxCsv(
  q: Queryable,
  ws: Ws,
  box: BoxRow,
  text: string,
  sent: CsvImportOptions | undefined,
): Promise<{ read: CsvRead; invertSign: boolean; remembered: boolean }> {
  const saved = sent ? null : await savedCsvOptions(q, ws, box.id);
  const invertSign = sent?.invertSign ?? saved?.invertSign ?? box.kind === 'credit_card';
  if (sent) return { read: readCsv(text, { ...sent, invertSign }), invertSign, remembered: false };
  if (saved?.dateColumn) {
    try {
      return { read: readCsv(text, { ...saved, invertSign }), invertSign, remembered: true };
    } catch {
      // Another bank's layout in the same box: detect its columns, keep the sign.
    }
  }
  return { read: readCsv(text, { invertSign }, 'ask'), invertSign, remembered: saved !== null };
}

/**
 * The bank's closing balance (LEDGERBAL) against the box's balance on the same day once the
 * new rows are in: what the box holds later (entries after the bank's date) is no
 * difference. Without a date, the box's balance as it is now.
 */
async function reconcile(
  db: Database,
  ws: Ws,
  box: BoxRow,
  closing: OfxStatement['closingBalance'],
  fresh: StatementRow[],
): Promise<ImportPreview['reconciliation']> {
  if (!closing) return null;
  const on = closing.on;
  const counted = on ? fresh.filter((r) => r.date <= on) : fresh;
  const incoming = counted.reduce((sum, r) => sum + (r.type === 'expense' ? -r.value : r.value), 0);
  const before = on
    ? ((await computeBalances(db, ws.workspaceId, on)).get(box.id)?.balance ?? 0)
    : box.balance;
  const boxBalanceAfter = before + incoming;
  return {
    bankBalance: closing.amount,
    bankBalanceOn: on,
    boxBalanceAfter,
    difference: closing.amount - boxBalanceAfter,
  };
}

export async function previewImport(
  db: Database,
  ws: Ws,
  body: z.output<typeof importPreviewBodySchema>,
): Promise<ImportPreview> {
  const box = await findInWorkspace(db, financeBoxes, ws, body.boxId, boxNotFound);
  const text = decodeStatement(fileBytes(body.file));
  let rows: StatementRow[];
  let csv: ImportPreview['csv'] = null;
  let ofx: OfxStatement | null = null;
  if (body.format === 'ofx') {
    ofx = readOfx(text);
    refuseForeignCurrency(ofx.currency);
    rows = ofx.rows;
  } else {
    const { read, invertSign, remembered } = await readBoxCsv(db, ws, box, text, body.csv);
    rows = read.rows;
    csv = { headers: read.headers, columns: read.columns, invertSign, remembered };
  }
  const [existing, sources] = await Promise.all([
    existingEntries(db, ws, body.boxId, rows),
    loadSuggestionSources(db, ws),
  ]);
  // Rules and past entries (suggest.ts): the category, why, and a rule's new description.
  const suggested = rows.map(buildRowSuggester(sources));
  // A renamed row is saved under its new text: it is a duplicate under either one.
  const renamed = markDuplicates(
    rows.map((row, i) => ({ ...row, description: suggested[i]!.description })),
    existing,
  );
  const duplicates = markDuplicates(rows, existing).map((dup, i) => dup || renamed[i]!);
  const items = rows.map((row, i) => ({
    date: row.date,
    value: row.value,
    type: row.type,
    fitId: row.fitId ?? null,
    ...suggested[i]!,
    duplicate: duplicates[i]!,
  }));
  const duplicateCount = duplicates.filter(Boolean).length;
  return {
    rows: items,
    newCount: items.length - duplicateCount,
    duplicateCount,
    csv,
    reconciliation: await reconcile(
      db,
      ws,
      box,
      ofx?.closingBalance ?? null,
      rows.filter((_, i) => !duplicates[i]),
    ),
  };
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
    if (body.csv) await saveCsvOptions(tx, member, body.boxId, body.csv);
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
