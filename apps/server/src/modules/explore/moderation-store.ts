import type { Tx } from '../../platform/db/client';
import type { ItemRef } from './items';
import { setPageModeration, setPublicationModeration } from './sources';

export type ModerationChange =
  { hiddenAt: Date | null; hiddenReason: string | null } | { pickedAt: Date | null };

/**
 * Hides/restores or picks/unpicks an item inside the caller's transaction, through the
 * owning module (which also withdraws or restores the public serving of its images and
 * tells the workspace's members live).
 */
export async function setModeration(tx: Tx, item: ItemRef, change: ModerationChange) {
  if (item.kind === 'page') await setPageModeration(tx, item.workspaceId, item.id, change);
  else await setPublicationModeration(tx, item.workspaceId, item.id, change);
}
