import { publicationsEntity } from '@orbita/contracts/publications';
import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { bumpVersion } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { inWorkspace } from '../../platform/scope';
import { syncMediaUsage } from './cover';
import { presentPublication } from './presenter';
import { publications, type PublicationRow } from './schema';
import { getPublication, publicationNotFound } from './service';

/** What moderation sets: hidden (with its reason; null un-hides) or an editorial pick (null un-picks). */
export type PublicationModeration =
  { hiddenAt: Date | null; hiddenReason: string | null } | { pickedAt: Date | null };

/**
 * For the explore module's moderation (in ITS transaction): hides or un-hides a publication,
 * or picks it. The workspace's members see the change live; the cover stops (or starts)
 * being served publicly with it. 404 when the publication is not in `workspaceId`.
 */
export async function setPublicationModeration(
  tx: Tx,
  workspaceId: string,
  id: string,
  change: PublicationModeration,
): Promise<PublicationRow> {
  const [row] = await tx
    .update(publications)
    .set({ ...change, ...bumpVersion(publications) })
    .where(inWorkspace(publications, { workspaceId }, eq(publications.id, id)))
    .returning();
  if (!row) throw AppError.notFound(publicationNotFound);
  await syncMediaUsage(tx, row);
  const view = await getPublication(tx, { workspaceId }, id);
  publishAfterCommit(tx, workspaceId, {
    type: 'updated',
    entity: publicationsEntity,
    id,
    data: presentPublication(view),
  });
  return row;
}

/**
 * For the reviews module: the publication of `workspaceId` (its status says whether a
 * testing-audience link may open it: `opensForAudience`), or null when there is none.
 */
export async function findPublicationForReview(
  q: Queryable,
  workspaceId: string,
  id: string,
): Promise<PublicationRow | null> {
  const [row] = await q
    .select()
    .from(publications)
    .where(inWorkspace(publications, { workspaceId }, eq(publications.id, id)))
    .limit(1);
  return row ?? null;
}
