import type { Process, ProcessCard, ProcessStage } from '@orbita/contracts';
import { iso } from '../shared/dates';
import type { flowCards, flowProcesses, flowStages } from './schema';

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
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});
