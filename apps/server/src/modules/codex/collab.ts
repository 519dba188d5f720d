import { can } from '@orbita/contracts';
import { CODEX_REVISION_EVERY_MS, codexEntity, type CodexBodyNode } from '@orbita/contracts/codex';
import { and, desc, eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import { type CollabAccess, type SettleContext } from '../../platform/collab';
import type { Database, Tx } from '../../platform/db/client';
import { emit } from '../../platform/events/bus';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { inWorkspace, visibleInWorkspace, type MemberContext } from '../../platform/scope';
import type { CleanBody } from './body';
import { codexEntries, codexRevisions } from './schema';
import { presentEntrySummary } from './presenter';
import { readBody, seedEntryDocument } from './live-document';
import { addRevision, prepareBody, storeDerived, summaryColumns, type Scope } from './service';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may open an entry's body live (room `codex-entry:<id>`): an entry of the member's
 * workspace whose codex is not narrowed away from them by a restricted hub (the same rule as
 * every codex route), edited by whoever may write content and followed read-only by an
 * Observador; anything else (another workspace's, narrowed, deleted, not an id) is null,
 * refused like a missing entry. Seeds the document of an entry that has none yet.
 */
export async function entryAccess(
  db: Database,
  member: MemberContext,
  id: string,
): Promise<CollabAccess | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({ id: codexEntries.id, body: codexEntries.body })
    .from(codexEntries)
    .where(
      inWorkspace(
        codexEntries,
        member,
        eq(codexEntries.id, id),
        visibleInWorkspace(member, 'codex', codexEntries.codexId),
      ),
    )
    .limit(1);
  if (!row) return null;
  // A plain drizzle transaction: the seed emits nothing and needs no after-commit work.
  await db.transaction((tx) => seedEntryDocument(tx, member, id, row.body));
  return can(member.role, 'content.write') ? 'edit' : 'view';
}

/**
 * A person's live edits fold into their latest revision while it is younger than
 * CODEX_REVISION_EVERY_MS; after that, after someone else's revision, or after the entry's
 * first revision (its creation, kept as made), a new one starts. So the history keeps one
 * revision per editing session (or every few minutes), not one per burst of keystrokes.
 */
async function recordRevision(
  tx: Tx,
  scope: Scope,
  entry: { id: string; title: string; body: CodexBodyNode; text: string; createdAt: Date },
  userId: string | null,
  now: Date,
): Promise<void> {
  const [last] = await tx
    .select({
      id: codexRevisions.id,
      createdBy: codexRevisions.createdBy,
      createdAt: codexRevisions.createdAt,
    })
    .from(codexRevisions)
    .where(inWorkspace(codexRevisions, scope, eq(codexRevisions.entryId, entry.id)))
    .orderBy(desc(codexRevisions.number))
    .limit(1);
  if (
    last &&
    last.createdBy === userId &&
    last.createdAt.getTime() !== entry.createdAt.getTime() &&
    now.getTime() - last.createdAt.getTime() < CODEX_REVISION_EVERY_MS
  ) {
    await tx
      .update(codexRevisions)
      .set({ title: entry.title, body: entry.body, size: entry.text.length })
      .where(
        and(eq(codexRevisions.id, last.id), eq(codexRevisions.workspaceId, scope.workspaceId)),
      );
    return;
  }
  await addRevision(tx, { workspaceId: scope.workspaceId, userId }, entry, now);
}

/**
 * The kind's `onSettled`: the live body becomes the entry's stored body, plain text (search),
 * `[[…]]` links (backlinks) and revision, in the layer's transaction. An entry deleted
 * meanwhile has nothing to follow; an unchanged body writes nothing.
 */
export async function settleEntry(ctx: SettleContext, doc: Y.Doc): Promise<void> {
  const { tx, id, workspaceId, editors } = ctx;
  const scope = { workspaceId };
  const [entry] = await tx
    .select({
      id: codexEntries.id,
      codexId: codexEntries.codexId,
      title: codexEntries.title,
      body: codexEntries.body,
      createdAt: codexEntries.createdAt,
    })
    .from(codexEntries)
    .where(inWorkspace(codexEntries, scope, eq(codexEntries.id, id)))
    .for('update')
    .limit(1);
  if (!entry) return;
  let clean: CleanBody;
  try {
    clean = await prepareBody(tx, scope, entry.codexId, readBody(doc), id);
  } catch (error) {
    // A document the schema cannot hold (too large, too many links) stays live as it is;
    // the stored body keeps its last good state rather than retrying forever.
    if (error instanceof Error && 'status' in error && error.status === 422) return;
    throw error;
  }
  if (JSON.stringify(clean.body) === JSON.stringify(entry.body)) return;
  const now = new Date();
  const editor = editors.at(-1) ?? null;
  await storeDerived(tx, scope, id, clean, editor, now);
  await recordRevision(tx, scope, { ...entry, body: clean.body, text: clean.text }, editor, now);
  await emit(tx, 'codex.entry.updated', {
    workspaceId,
    actorId: editor,
    codexId: entry.codexId,
    entryId: id,
  });
  // Open screens refresh what derives from the body (the backlinks of the entries it links
  // to, or no longer links to; search): the codex's keys, once the transaction committed.
  const [summary] = await tx
    .select(summaryColumns)
    .from(codexEntries)
    .where(inWorkspace(codexEntries, scope, eq(codexEntries.id, id)));
  publishAfterCommit(tx, workspaceId, {
    type: 'updated',
    entity: codexEntity,
    id,
    data: presentEntrySummary(summary!),
  });
}
