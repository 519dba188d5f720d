import type { Transfer } from '@orbita/contracts/finance';
import type { financeTransfers } from '../schema';
import { iso } from '../shared/dates';

export type TransferRow = typeof financeTransfers.$inferSelect;

export function presentTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    fromBoxId: row.fromBoxId,
    toBoxId: row.toBoxId,
    date: row.occurredOn,
    value: row.value,
    description: row.description,
    statementMonth: row.statementMonth,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}
