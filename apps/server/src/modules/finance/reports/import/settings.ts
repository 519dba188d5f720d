import { csvImportOptionsSchema, type CsvImportOptions } from '@orbita/contracts/finance';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../../platform/db/client';
import { financeImportSettings } from '../../schema';

/**
 * A box's remembered CSV reading (column mapping, "Inverter sinal", date format, decimal
 * mark): saved by each CSV import, used by the next preview that sends no options.
 */
type Ws = { workspaceId: string };

export async function savedCsvOptions(
  q: Queryable,
  ws: Ws,
  boxId: string,
): Promise<CsvImportOptions | null> {
  const [row] = await q
    .select({ csv: financeImportSettings.csv })
    .from(financeImportSettings)
    .where(
      and(
        eq(financeImportSettings.workspaceId, ws.workspaceId),
        eq(financeImportSettings.boxId, boxId),
      ),
    );
  // Read back through the contract: a shape saved by an older version is ignored, not trusted.
  const parsed = row ? csvImportOptionsSchema.safeParse(row.csv) : null;
  return parsed?.success ? parsed.data : null;
}

export async function saveCsvOptions(
  tx: Tx,
  ws: Ws,
  boxId: string,
  csv: CsvImportOptions,
): Promise<void> {
  await tx
    .insert(financeImportSettings)
    .values({ boxId, workspaceId: ws.workspaceId, csv })
    .onConflictDoUpdate({
      target: financeImportSettings.boxId,
      set: { csv, updatedAt: sql`now()` },
    });
}
