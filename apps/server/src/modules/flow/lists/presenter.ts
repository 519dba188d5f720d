import { taskStatuses, type TaskCounts, type TaskList } from '@orbita/contracts';
import { iso } from '../shared/dates';
import type { flowLists } from './schema';

export type ListRow = typeof flowLists.$inferSelect;

export const emptyCounts = (): TaskCounts =>
  Object.fromEntries(taskStatuses.map((s) => [s, 0])) as TaskCounts;

export function presentList(row: ListRow, counts: TaskCounts = emptyCounts()): TaskList {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    color: row.color,
    icon: row.icon,
    sequence: {
      prefix: row.codePrefix,
      width: row.codeWidth,
      suffix: row.codeSuffix,
      lastNumber: row.codeLastNumber,
    },
    fields: row.fields,
    formulas: row.formulas,
    counts,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}
