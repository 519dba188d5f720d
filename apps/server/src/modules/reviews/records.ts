import { reviewMessages, type ReviewKind } from '@orbita/contracts/reviews';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { reviewSources, type ReviewedRecord } from './sources';

/** A reviewed record of the caller's workspace, or 404 like a missing one. */
export async function loadRecord(
  q: Queryable,
  workspaceId: string,
  kind: ReviewKind,
  recordId: string,
): Promise<ReviewedRecord> {
  const record = await reviewSources[kind].find(q, workspaceId, recordId);
  if (!record) throw AppError.notFound(reviewMessages.recordNotFound);
  return record;
}
