import type { Budget } from '@orbita/contracts/finance';
import { iso } from '../shared/dates';
import type { BudgetRow } from './query';

export function presentBudget(row: BudgetRow): Budget {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    categoryId: row.categoryId,
    month: row.month,
    amount: row.amount,
    repeat: row.repeat,
    carryOver: row.carryOver,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}
