import {
  PUBLICATION_DIFF_PARTS_MAX,
  publicationMessages,
  publicationRoom,
  type DiffPart,
  type PublicationDiff,
} from '@orbita/contracts/publications';
import { diffWords } from 'diff';
import { desc, eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { bumpVersion } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { inWorkspace } from '../../platform/scope';
import { restoreBody } from './collab';
import type { PublicationDocuments } from './documents';
import { renderBody } from './render';
import { publicationRevisions, publications, type PublicationRevisionRow } from './schema';
import {
  foldText,
  getPublication,
  lockPublication,
  type Member,
  type PublicationView,
} from './service';

type Scope = Pick<Member, 'workspaceId'>;
const revisionNotFound = publicationMessages.revisionNotFound;

/** The history, newest first (without bodies). */
export async function listRevisions(
  q: Queryable,
  member: Scope,
  id: string,
): Promise<{
  rows: Omit<PublicationRevisionRow, 'html' | 'text' | 'state'>[];
  liveId: string | null;
}> {
  const publication = await getPublication(q, member, id);
  const rows = await q
    .select({
      id: publicationRevisions.id,
      workspaceId: publicationRevisions.workspaceId,
      publicationId: publicationRevisions.publicationId,
      number: publicationRevisions.number,
      title: publicationRevisions.title,
      excerpt: publicationRevisions.excerpt,
      publishedBy: publicationRevisions.publishedBy,
      publishedAt: publicationRevisions.publishedAt,
    })
    .from(publicationRevisions)
    .where(inWorkspace(publicationRevisions, member, eq(publicationRevisions.publicationId, id)))
    .orderBy(desc(publicationRevisions.number));
  return { rows, liveId: publication.liveRevisionId };
}

/** One revision of one publication of the workspace (404 for anything else). */
export async function getRevision(
  q: Queryable,
  member: Scope,
  id: string,
  revisionId: string,
): Promise<{ revision: PublicationRevisionRow; publication: PublicationView }> {
  const publication = await getPublication(q, member, id);
  const [revision] = await q
    .select()
    .from(publicationRevisions)
    .where(
      inWorkspace(
        publicationRevisions,
        member,
        eq(publicationRevisions.id, revisionId),
        eq(publicationRevisions.publicationId, id),
      ),
    )
    .limit(1);
  if (!revision) throw AppError.notFound(revisionNotFound);
  return { revision, publication };
}

/** Past this many edits the texts are answered as one removal and one addition. */
const DIFF_MAX_EDIT_LENGTH = 20_000;

/** A word diff of two plain texts, merged into runs and capped at PUBLICATION_DIFF_PARTS_MAX. */
export function wordDiff(before: string, after: string): { parts: DiffPart[]; truncated: boolean } {
  const changes = diffWords(before, after, { maxEditLength: DIFF_MAX_EDIT_LENGTH }) ?? [
    { value: before, removed: true, added: false, count: 1 },
    { value: after, added: true, removed: false, count: 1 },
  ];
  const parts: DiffPart[] = [];
  for (const change of changes) {
    if (!change.value) continue;
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += change.value;
    else parts.push({ kind, text: change.value });
  }
  const truncated = parts.length > PUBLICATION_DIFF_PARTS_MAX;
  return { parts: truncated ? parts.slice(0, PUBLICATION_DIFF_PARTS_MAX) : parts, truncated };
}

/**
 * The revision's text against another revision's or the current draft's (rendered now):
 * `removed` is only in the revision, `added` only in the other side.
 */
export async function diffRevision(
  ctx: AppContext,
  docs: Pick<PublicationDocuments, 'read'>,
  member: Scope,
  id: string,
  revisionId: string,
  against: string,
): Promise<PublicationDiff> {
  const { revision } = await getRevision(ctx.db, member, id, revisionId);
  let to: PublicationDiff['to'];
  let text: string;
  if (against === 'draft') {
    const doc = await docs.read(publicationRoom(id), member.workspaceId);
    try {
      text = renderBody(doc).text;
    } finally {
      doc.destroy();
    }
    to = { id: null, number: null };
  } else {
    const other = (await getRevision(ctx.db, member, id, against)).revision;
    text = other.text;
    to = { id: other.id, number: other.number };
  }
  return {
    from: { id: revision.id, number: revision.number },
    to,
    ...wordDiff(revision.text, text),
  };
}

/**
 * `POST …/revisions/{revisionId}/restore` (Editor+): the DRAFT becomes that revision again —
 * its title and excerpt, and its body through the collaboration layer (an edit every open
 * editor converges on). The live version is unchanged until the draft is published.
 */
export async function restoreRevision(
  ctx: AppContext,
  docs: Pick<PublicationDocuments, 'change'>,
  member: Member,
  id: string,
  revisionId: string,
  now: Date = new Date(),
): Promise<PublicationView> {
  const { revision } = await getRevision(ctx.db, member, id, revisionId);
  await transaction(ctx, async (tx) => {
    await lockPublication(tx, member, id);
    await tx
      .update(publications)
      .set({
        title: revision.title,
        excerpt: revision.excerpt,
        searchText: foldText(revision.title),
        updatedBy: member.userId,
        updatedAt: now,
        ...bumpVersion(publications),
      })
      .where(inWorkspace(publications, member, eq(publications.id, id)));
    await emit(tx, 'publications.publication.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      publicationId: id,
    });
  });
  const source = new Y.Doc();
  try {
    Y.applyUpdate(source, revision.state);
    await docs.change(publicationRoom(id), member.workspaceId, { userId: member.userId }, (doc) =>
      restoreBody(doc, source),
    );
  } finally {
    source.destroy();
  }
  return getPublication(ctx.db, member, id);
}
