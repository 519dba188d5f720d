import type { Entry } from '@orbita/contracts/finance';
import type { financeEntries } from '../schema';
import { iso } from '../shared/dates';

export type EntryRow = typeof financeEntries.$inferSelect;

export function presentEntry(row: EntryRow): Entry {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    boxId: row.boxId,
    categoryId: row.categoryId,
    date: row.occurredOn,
    value: row.value,
    type: row.type,
    description: row.description,
    status: row.status,
    tags: row.tags,
    installmentGroupId: row.installmentGroupId,
    installmentNumber: row.installmentNumber,
    installmentCount: row.installmentCount,
    statementMonth: row.statementMonth,
    source: row.source,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}
