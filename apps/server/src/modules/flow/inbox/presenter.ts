import { URGENT_WITHIN_HOURS, type InboxItem, type ItemStage } from '@orbita/contracts';
import { iso, isoOrNull } from '../shared/dates';
import type { flowItems } from './schema';

export type ItemRow = typeof flowItems.$inferSelect;

export const openStages: readonly ItemStage[] = ['collected', 'separated'];

/** The instant up to which an open item's due date makes it urgent. */
export const urgentCutoff = (now: Date) =>
  new Date(now.getTime() + URGENT_WITHIN_HOURS * 3_600_000);

export function presentItem(row: ItemRow, now: Date): InboxItem {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    code: row.code,
    number: row.number,
    content: row.content,
    stage: row.stage,
    dueAt: isoOrNull(row.dueAt),
    priority: row.priority,
    size: row.size,
    tags: row.tags,
    someday: row.someday,
    urgent: openStages.includes(row.stage) && row.dueAt !== null && row.dueAt <= urgentCutoff(now),
    taskId: row.taskId,
    cardId: row.cardId,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    stageChangedAt: iso(row.stageChangedAt),
    processedAt: isoOrNull(row.processedAt),
    version: row.version,
  };
}
