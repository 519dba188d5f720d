import {
  itemStageLabels,
  itemTransitionFrom,
  type ItemStage,
  type ItemTransition,
} from '@orbita/contracts';
import { AppError } from '../../../platform/errors';
import type { ItemRow } from './presenter';
import type { flowItems } from './schema';

const verbs: Record<ItemTransition, string> = {
  separate: 'separado',
  cancel: 'cancelado',
  archive: 'arquivado',
  restore: 'devolvido à caixa de entrada',
};

/** 409 with the pt-BR reason when `transition` cannot start from the item's stage. */
export function assertTransition(
  item: Pick<ItemRow, 'code' | 'stage'>,
  transition: ItemTransition,
): void {
  if (!itemTransitionFrom[transition].includes(item.stage)) {
    throw AppError.conflict(
      `O item ${item.code} não pode ser ${verbs[transition]}: ele está "${itemStageLabels[item.stage]}".`,
    );
  }
}

/** Processing starts only from an open item. */
export function assertOpen(item: Pick<ItemRow, 'code' | 'stage'>): void {
  if (item.stage !== 'collected' && item.stage !== 'separated') {
    throw AppError.conflict(
      `O item ${item.code} já foi processado: ele está "${itemStageLabels[item.stage]}".`,
    );
  }
}

/**
 * The columns a stage change writes. Leaving `collected` closes the item's collected spell
 * and coming back opens a new one: the weekly review reads these spells.
 */
export function stageChange(
  from: ItemStage,
  to: ItemStage,
  now: Date,
): Partial<typeof flowItems.$inferInsert> {
  const changes: Partial<typeof flowItems.$inferInsert> = {
    stage: to,
    stageChangedAt: now,
    updatedAt: now,
  };
  if (from === 'collected' && to !== 'collected') changes.leftCollectedAt = now;
  if (from !== 'collected' && to === 'collected') {
    changes.collectedAt = now;
    changes.leftCollectedAt = null;
    changes.processedAt = null;
  }
  return changes;
}
