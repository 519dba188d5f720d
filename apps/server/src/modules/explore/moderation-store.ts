import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inWorkspace } from '../../platform/scope';
import type { ItemRef } from './items';
import { publications, setPageModeration } from './sources';

export type ModerationChange =
  { hiddenAt: Date | null; hiddenReason: string | null } | { pickedAt: Date | null };

/**
 * Hides/restores or picks/unpicks an item inside the caller's transaction, through the
 * owning module (pages: `setPageModeration`, which also withdraws public images).
 * TODO(H1): publications through `setPublicationModeration` once publications/index.ts
 * exports it; until then the two columns explore owns are written here, workspace-scoped.
 */
export async function setModeration(tx: Tx, item: ItemRef, change: ModerationChange) {
  if (item.kind === 'page') {
    await setPageModeration(tx, item.workspaceId, item.id, change);
    return;
  }
  await tx
    .update(publications)
    .set(change)
    .where(
      and(
        inWorkspace(publications, { workspaceId: item.workspaceId }, eq(publications.id, item.id)),
      ),
    );
}
