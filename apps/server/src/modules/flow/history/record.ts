import type { HistoryEntityType, HistoryKind, HistoryValue } from '@orbita/contracts';
import { clock } from '../../../platform/clock';
import type { Tx } from '../../../platform/db/client';
import { flowActivity } from './schema';

export interface ActivityInput {
  workspaceId: string;
  actorId: string | null;
  entityType: HistoryEntityType;
  entityId: string;
  /** The task's list or the card's process. */
  parentId: string;
  kind: HistoryKind;
  field?: string | null;
  label?: string | null;
  from?: HistoryValue;
  to?: HistoryValue;
}

/** Writes history entries in the change's transaction (the platform clock, not the transaction's start). */
export async function recordActivity(tx: Tx, entries: ActivityInput[]): Promise<void> {
  if (entries.length === 0) return;
  const at = clock.now();
  await tx.insert(flowActivity).values(
    entries.map((e) => ({
      workspaceId: e.workspaceId,
      actorId: e.actorId,
      entityType: e.entityType,
      entityId: e.entityId,
      parentId: e.parentId,
      kind: e.kind,
      field: e.field ?? null,
      label: e.label ?? null,
      fromValue: e.from ?? null,
      toValue: e.to ?? null,
      createdAt: at,
    })),
  );
}
