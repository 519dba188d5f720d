import type { Recurrence } from '@orbita/contracts/finance';
import { iso } from '../shared/dates';
import type { RecurrenceRow } from './schedule';

export function presentRecurrence(row: RecurrenceRow): Recurrence {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    boxId: row.boxId,
    categoryId: row.categoryId,
    type: row.type,
    description: row.description,
    value: row.value,
    tags: row.tags,
    frequency: row.frequency,
    interval: row.interval,
    anchorDate: row.anchorDate,
    anchorNumber: row.anchorNumber,
    firstNumber: row.firstNumber,
    lastNumber: row.lastNumber,
    totalCount: row.totalCount,
    endDate: row.endDate,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}
