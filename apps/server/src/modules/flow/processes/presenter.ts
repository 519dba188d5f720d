import type {
  CardAttachment,
  CardComment,
  Process,
  ProcessCard,
  ProcessStage,
} from '@orbita/contracts';
import { iso, isoOrNull } from '../shared/dates';
import type {
  flowCardAttachments,
  flowCardComments,
  flowCards,
  flowProcesses,
  flowStages,
} from './schema';

export type ProcessRow = typeof flowProcesses.$inferSelect;
export type StageRow = typeof flowStages.$inferSelect;
export type CardRow = typeof flowCards.$inferSelect;

export const presentStage = (row: StageRow, cardCount: number): ProcessStage => ({
  id: row.id,
  processId: row.processId,
  name: row.name,
  color: row.color,
  wipLimit: row.wipLimit,
  rank: row.rank,
  cardCount,
  version: row.version,
});

/** `stages` must already be in board order (by rank). */
export function presentProcess(
  row: ProcessRow,
  stages: StageRow[],
  cardCounts: ReadonlyMap<string, number>,
): Process {
  const presented = stages.map((s) => presentStage(s, cardCounts.get(s.id) ?? 0));
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    description: row.description,
    stages: presented,
    cardCount: presented.reduce((sum, s) => sum + s.cardCount, 0),
    fields: row.fields,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

export const presentCard = (row: CardRow): ProcessCard => ({
  id: row.id,
  workspaceId: row.workspaceId,
  processId: row.processId,
  stageId: row.stageId,
  title: row.title,
  description: row.description,
  rank: row.rank,
  enteredStageAt: iso(row.enteredStageAt),
  assigneeId: row.assigneeId,
  dueAt: isoOrNull(row.dueAt),
  priority: row.priority,
  fieldValues: row.fieldValues,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export const presentCardComment = (
  row: typeof flowCardComments.$inferSelect,
  authorName: string | null,
): CardComment => ({
  id: row.id,
  cardId: row.cardId,
  authorId: row.authorId,
  authorName: authorName ?? 'Pessoa removida',
  body: row.body,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
  version: row.version,
});

export const presentAttachment = (
  row: typeof flowCardAttachments.$inferSelect,
): CardAttachment => ({
  id: row.id,
  cardId: row.cardId,
  fileId: row.fileId,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
});
