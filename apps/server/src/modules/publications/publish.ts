import { can } from '@orbita/contracts';
import {
  publicationMessages,
  publicationRoom,
  publicationsEntity,
} from '@orbita/contracts/publications';
import { and, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { bumpVersion } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { memberships } from '../../platform/identity/schema';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { inWorkspace } from '../../platform/scope';
import { syncMediaUsage } from './cover';
import type { PublicationDocuments } from './documents';
import { presentPublication } from './presenter';
import { renderBody } from './render';
import { publicationRevisions, publications, type PublicationRow } from './schema';
import { getPublication, lockPublication, type Member, type PublicationView } from './service';

type Docs = Pick<PublicationDocuments, 'read'>;

/**
 * Publishes the draft of a row already locked in `tx`: renders the current body, writes
 * revision N+1 (title, excerpt, sanitized HTML, plain text and the body's Yjs state), copies
 * it into the live columns and puts the publication in production. The first publication
 * stamps `publishedAt`; any schedule is done. `actorId`: who published (the scheduler acts as
 * the member who scheduled).
 */
async function publishLocked(
  tx: Tx,
  docs: Docs,
  row: PublicationRow,
  actorId: string | null,
  now: Date,
): Promise<PublicationRow> {
  const doc = await docs.read(publicationRoom(row.id), row.workspaceId);
  let body: { html: string; text: string };
  let state: Uint8Array;
  try {
    body = renderBody(doc);
    state = Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${publicationRevisions.number}), 0)` })
    .from(publicationRevisions)
    .where(eq(publicationRevisions.publicationId, row.id));
  const number = Number(last?.number ?? 0) + 1;
  const [revision] = await tx
    .insert(publicationRevisions)
    .values({
      workspaceId: row.workspaceId,
      publicationId: row.id,
      number,
      title: row.title,
      excerpt: row.excerpt,
      html: body.html,
      text: body.text,
      state,
      publishedBy: actorId,
      publishedAt: now,
    })
    .returning({ id: publicationRevisions.id });
  const [updated] = await tx
    .update(publications)
    .set({
      status: 'production',
      liveRevisionId: revision!.id,
      liveTitle: row.title,
      liveExcerpt: row.excerpt,
      liveText: body.text,
      publishedAt: row.publishedAt ?? now,
      scheduledAt: null,
      scheduledBy: null,
      updatedBy: actorId,
      updatedAt: now,
      ...bumpVersion(publications),
    })
    .where(inWorkspace(publications, row, eq(publications.id, row.id)))
    .returning();
  await syncMediaUsage(tx, updated!);
  await emit(tx, 'publications.publication.published', {
    workspaceId: row.workspaceId,
    actorId,
    publicationId: row.id,
    revisionId: revision!.id,
    number,
  });
  return updated!;
}

/** `POST …/{id}/publish` (Criador+): the draft becomes the live version, as a new revision. */
export async function publishPublication(
  ctx: AppContext,
  docs: Docs,
  member: Member,
  id: string,
  now: Date = new Date(),
): Promise<PublicationView> {
  await transaction(ctx, async (tx) => {
    const row = await lockPublication(tx, member, id);
    await publishLocked(tx, docs, row, member.userId, now);
  });
  return getPublication(ctx.db, member, id);
}

/**
 * `POST …/{id}/unpublish` (Criador+): takes a live publication down, back to draft. The live
 * copy is cleared (its revisions stay in the history), and nothing is public any more.
 */
export async function unpublishPublication(
  ctx: AppContext,
  member: Member,
  id: string,
  now: Date = new Date(),
): Promise<PublicationView> {
  await transaction(ctx, async (tx) => {
    const row = await lockPublication(tx, member, id);
    if (row.status !== 'production') throw AppError.conflict(publicationMessages.notLive);
    const [updated] = await tx
      .update(publications)
      .set({
        status: 'draft',
        liveRevisionId: null,
        liveTitle: null,
        liveExcerpt: null,
        liveText: null,
        updatedBy: member.userId,
        updatedAt: now,
        ...bumpVersion(publications),
      })
      .where(inWorkspace(publications, member, eq(publications.id, id)))
      .returning();
    await syncMediaUsage(tx, updated!);
    await emit(tx, 'publications.publication.unpublished', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      publicationId: id,
    });
  });
  return getPublication(ctx.db, member, id);
}

/**
 * The scheduler's one step: publishes ONE due publication (scheduled at or before `now`), in
 * its own transaction, as the member who scheduled it. `FOR UPDATE SKIP LOCKED`: several
 * instances sweep at once without taking the same row. The column is the queue, so a crash
 * only means the next sweep does it. A schedule whose author may no longer publish there
 * (left, or now below Criador) is cancelled instead. Answers the id handled, or null when
 * nothing is due.
 */
export async function publishNextDue(
  ctx: AppContext,
  docs: Docs,
  now: Date = new Date(),
  skip: Set<string> = new Set(),
): Promise<string | null> {
  let picked: string | null = null;
  try {
    return await transaction(ctx, (tx) => publishDueIn(tx, docs, now, skip, (id) => (picked = id)));
  } catch (error) {
    // This sweep leaves the failing row alone (a later sweep tries it again).
    if (picked) skip.add(picked);
    throw error;
  }
}

async function publishDueIn(
  tx: Tx,
  docs: Docs,
  now: Date,
  skip: Set<string>,
  onPick: (id: string) => void,
): Promise<string | null> {
  {
    const [row] = await tx
      .select()
      .from(publications)
      .where(
        and(
          isNotNull(publications.scheduledAt),
          lte(publications.scheduledAt, now),
          skip.size > 0 ? notInArray(publications.id, [...skip]) : undefined,
        ),
      )
      .orderBy(publications.scheduledAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    onPick(row.id);
    const [author] = row.scheduledBy
      ? await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(
            and(
              eq(memberships.workspaceId, row.workspaceId),
              eq(memberships.userId, row.scheduledBy),
            ),
          )
      : [];
    let result: PublicationRow;
    if (!author || !can(author.role, 'structure.manage')) {
      const [cancelled] = await tx
        .update(publications)
        .set({ scheduledAt: null, scheduledBy: null, ...bumpVersion(publications) })
        .where(eq(publications.id, row.id))
        .returning();
      result = cancelled!;
    } else {
      result = await publishLocked(tx, docs, row, row.scheduledBy, now);
    }
    const view = await getPublication(tx, row, row.id);
    publishAfterCommit(tx, row.workspaceId, {
      type: 'updated',
      entity: publicationsEntity,
      id: result.id,
      data: presentPublication(view),
    });
    return row.id;
  }
}

/** Publishes everything due now, one transaction each (a failing one does not stop the rest). */
export async function sweepScheduled(
  ctx: AppContext,
  docs: Docs,
  now: Date = new Date(),
  max = 100,
): Promise<number> {
  const skip = new Set<string>();
  let done = 0;
  for (let round = 0; round < max; round++) {
    const skipped = skip.size;
    try {
      if (!(await publishNextDue(ctx, docs, now, skip))) break;
      done++;
    } catch (err) {
      ctx.log.warn({ err }, 'publications: publicação agendada não publicada');
      // Not a row's own failure (the database is away): try again on the next sweep.
      if (skip.size === skipped) break;
    }
  }
  return done;
}

/** How often an instance looks for due schedules. */
export const SCHEDULE_SWEEP_MS = 15_000;

/** Starts the scheduler for one app (once now, then every 15 s); stopped when the app closes. */
export function startScheduler(
  ctx: AppContext,
  docs: Docs,
  onClose: (stop: () => void) => void,
): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sweepScheduled(ctx, docs)
      .catch((err: unknown) => ctx.log.warn({ err }, 'publications: agendador falhou'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, SCHEDULE_SWEEP_MS);
  first.unref();
  timer.unref();
  onClose(() => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
