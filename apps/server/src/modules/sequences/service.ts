import {
  SEQUENCES_LISTS_MAX,
  sequenceMessages,
  type Sequence,
  type SequencePage,
  type updateSequenceBodySchema,
} from '@orbita/contracts/sequences';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import type { MemberContext } from '../../platform/scope';
import type { SequenceSource } from '../../platform/sequences';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

/**
 * Every code sequence of the workspace, from each module's `sequences` (manifest order):
 * at most SEQUENCES_LISTS_MAX lists (`truncated` says there were more).
 */
export async function listSequences(
  sources: readonly SequenceSource[],
  db: Queryable,
  member: Member,
): Promise<SequencePage> {
  const items: Sequence[] = [];
  for (const source of sources)
    items.push(...(await source.list(db, member.workspaceId, SEQUENCES_LISTS_MAX + 1)));
  const lists = items.filter((s) => s.kind === 'lista');
  if (lists.length <= SEQUENCES_LISTS_MAX) return { items, truncated: false };
  const dropped = new Set(lists.slice(SEQUENCES_LISTS_MAX).map((s) => s.id));
  return { items: items.filter((s) => !dropped.has(s.id)), truncated: true };
}

function ownerOf(sources: readonly SequenceSource[], id: string): SequenceSource {
  const source = sources.find((s) => s.owns(id));
  if (!source) throw AppError.notFound(sequenceMessages.notFound);
  return source;
}

/** One sequence of the workspace; another workspace's (or none) answers 404. */
export async function getSequence(
  sources: readonly SequenceSource[],
  db: Queryable,
  member: Member,
  id: string,
): Promise<Sequence> {
  const found = await ownerOf(sources, id).get(db, member.workspaceId, id);
  if (!found) throw AppError.notFound(sequenceMessages.notFound);
  return found;
}

/**
 * Edits one sequence through the module that owns it, in one transaction with its event and
 * `sequences.sequence.updated`. A stale `version` answers 409 with the sequence as it is now.
 */
export async function updateSequence(
  sources: readonly SequenceSource[],
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateSequenceBodySchema>,
): Promise<Sequence> {
  const source = ownerOf(sources, id);
  await withCurrentOnConflict(
    () =>
      transaction(ctx, async (tx) => {
        await source.update(tx, member, id, body);
        await emit(tx, 'sequences.sequence.updated', {
          workspaceId: member.workspaceId,
          actorId: member.userId,
          sequenceId: id,
        });
      }),
    () => getSequence(sources, ctx.db, member, id),
  );
  return getSequence(sources, ctx.db, member, id);
}
