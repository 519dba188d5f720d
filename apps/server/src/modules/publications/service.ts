import { can, type Role } from '@orbita/contracts';
import {
  PUBLICATION_BODY_FIELD,
  publicationMessages,
  publicationRoom,
  slugify,
  type createPublicationBodySchema,
  type publicationsListQuerySchema,
  type updatePublicationBodySchema,
} from '@orbita/contracts/publications';
import { randomUUID } from 'node:crypto';
import {
  and,
  arrayContains,
  desc,
  eq,
  getTableColumns,
  inArray,
  like,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import * as Y from 'yjs';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { memberships } from '../../platform/identity/schema';
import { inWorkspace, type MemberContext, visibleInWorkspace } from '../../platform/scope';
import { releaseCover, syncMediaUsage } from './cover';
import type { PublicationDocuments } from './documents';
import { publications, type PublicationRow } from './schema';
import { freeSlug } from './slug';

export type Member = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;

/**
 * A publication with what its presenter derives: the live revision's number, and whether the
 * draft's body changed after that revision went live (the collaboration layer stamps
 * `collab_documents.updated_at` on every stored update; the 1 ms absorbs the revision time's
 * millisecond rounding).
 */
export type PublicationView = PublicationRow & {
  liveRevisionNumber: number | null;
  bodyChanged: boolean;
};

/** Also the answer for another workspace's publication: ids never reveal other tenants'. */
export const publicationNotFound = publicationMessages.notFound;

/** Lower case without accents: "Análise" and "analise" match each other. */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Read by name: the collaboration layer's table (platform/collab exports no table).
export const viewColumns = {
  ...getTableColumns(publications),
  liveRevisionNumber: sql<
    number | null
  >`(select r.number from publication_revisions r where r.id = publications.live_revision_id)`,
  bodyChanged: sql<boolean>`coalesce((select d.updated_at > r.published_at + interval '1 millisecond'
    from publication_revisions r
    join collab_documents d on d.id = 'publication:' || publications.id::text
    where r.id = publications.live_revision_id), false)`,
};

/** A body that is one empty paragraph: what TipTap shows as an empty editor. */
export function seedEmptyBody(doc: Y.Doc): void {
  const body = doc.getXmlFragment(PUBLICATION_BODY_FIELD);
  if (body.length === 0) body.insert(0, [new Y.XmlElement('paragraph')]);
}

/** A page of the workspace's publications, most recently changed first (keyset on updatedAt, id). */
export async function listPublications(
  q: Queryable,
  member: Member,
  query: z.output<typeof publicationsListQuerySchema>,
): Promise<{ rows: PublicationView[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { at: new Date(afterAt), id: String(afterId) } : null;
  const search = query.q ? foldText(query.q) : '';
  const rows = await q
    .select(viewColumns)
    .from(publications)
    .where(
      inWorkspace(
        publications,
        member,
        visibleInWorkspace(member, 'publicacao', publications.id),
        query.status ? eq(publications.status, query.status) : undefined,
        query.visibility ? eq(publications.visibility, query.visibility) : undefined,
        query.tag ? arrayContains(publications.tags, [query.tag]) : undefined,
        search ? like(publications.searchText, `%${escapeLike(search)}%`) : undefined,
        after
          ? or(
              lt(publications.updatedAt, after.at),
              and(eq(publications.updatedAt, after.at), lt(publications.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(publications.updatedAt), desc(publications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.updatedAt.toISOString(), last.id])
        : null,
  };
}

/** One publication of the workspace; 404 when missing or elsewhere. */
export async function getPublication(
  q: Queryable,
  member: Pick<Member, 'workspaceId'> & Partial<Member>,
  id: string,
): Promise<PublicationView> {
  // A person asking is narrowed by restricted hubs; a server-side caller without one is not.
  const narrowed = member.userId
    ? visibleInWorkspace({ ...member, userId: member.userId }, 'publicacao', publications.id)
    : undefined;
  const [row] = await q
    .select(viewColumns)
    .from(publications)
    .where(inWorkspace(publications, member, eq(publications.id, id), narrowed))
    .limit(1);
  if (!row) throw AppError.notFound(publicationNotFound);
  return row;
}

/** The publication row locked for a write in `tx` (404 when missing or in another workspace). */
export async function lockPublication(
  tx: Tx,
  member: Pick<Member, 'workspaceId'>,
  id: string,
): Promise<PublicationRow> {
  const [row] = await tx
    .select()
    .from(publications)
    .where(inWorkspace(publications, member, eq(publications.id, id)))
    .for('update')
    .limit(1);
  if (!row) throw AppError.notFound(publicationNotFound);
  return row;
}

/** Authors must be members of the workspace (a removed member's credit may stay). */
async function assertAuthors(tx: Tx, workspaceId: string, ids: string[], kept: string[] = []) {
  const fresh = ids.filter((id) => !kept.includes(id));
  if (fresh.length === 0) return;
  const found = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, fresh)));
  if (found.length !== fresh.length)
    throw AppError.validation(publicationMessages.authorNotMember, {
      authorIds: publicationMessages.authorNotMember,
    });
}

/** Visibility and schedule are Criador's decisions (PRODUCT.md §1), not Editor's. */
export function assertCreator(role: Role): void {
  if (!can(role, 'structure.manage')) throw AppError.forbidden(publicationMessages.creatorOnly);
}

/** A new draft (its body one empty paragraph, seeded in the same transaction). */
export async function createPublication(
  ctx: AppContext,
  docs: Pick<PublicationDocuments, 'seed'>,
  member: Member,
  body: z.output<typeof createPublicationBodySchema>,
): Promise<PublicationView> {
  const id = randomUUID();
  return transaction(ctx, async (tx) => {
    await assertAuthors(tx, member.workspaceId, body.authorIds ?? [member.userId]);
    const slug = await freeSlug(tx, member.workspaceId, body.slug ?? slugify(body.title));
    const [row] = await tx
      .insert(publications)
      .values({
        id,
        workspaceId: member.workspaceId,
        title: body.title,
        slug,
        module: body.module ?? null,
        tags: body.tags ?? [],
        coverFileId: body.coverFileId ?? null,
        excerpt: body.excerpt ?? '',
        visibility: body.visibility ?? 'private',
        authorIds: body.authorIds ?? [member.userId],
        searchText: foldText(body.title),
        createdBy: member.userId,
        updatedBy: member.userId,
      })
      .returning();
    await syncMediaUsage(tx, row!);
    await docs.seed(tx, publicationRoom(id), member.workspaceId, seedEmptyBody);
    await emit(tx, 'publications.publication.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      publicationId: id,
    });
    return { ...row!, liveRevisionNumber: null, bodyChanged: false };
  });
}

/**
 * Changes what is sent. The live version (live* columns) is never touched here: a live
 * publication's edits wait in the draft until it is published again.
 */
export async function updatePublication(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updatePublicationBodySchema>,
  now: Date = new Date(),
): Promise<PublicationView> {
  if (body.visibility !== undefined || body.scheduledAt !== undefined) assertCreator(member.role);
  await transaction(ctx, async (tx) => {
    const current = await lockPublication(tx, member, id);
    if (body.status !== undefined && body.status !== current.status) {
      if (current.status === 'production') throw AppError.conflict(publicationMessages.statusLive);
    }
    if (body.authorIds)
      await assertAuthors(tx, member.workspaceId, body.authorIds, current.authorIds);
    let scheduledAt: Date | null | undefined;
    if (body.scheduledAt !== undefined) {
      scheduledAt = body.scheduledAt === null ? null : new Date(body.scheduledAt);
      if (scheduledAt && scheduledAt.getTime() <= now.getTime())
        throw AppError.validation(publicationMessages.schedulePast, {
          scheduledAt: publicationMessages.schedulePast,
        });
    }
    const slug =
      body.slug !== undefined && body.slug !== current.slug
        ? await freeSlug(tx, member.workspaceId, body.slug, id)
        : undefined;
    const row = await updateVersioned(
      tx,
      publications,
      inWorkspace(publications, member, eq(publications.id, id)),
      body.version,
      {
        ...(body.title === undefined
          ? {}
          : { title: body.title, searchText: foldText(body.title) }),
        ...(slug === undefined ? {} : { slug }),
        ...(body.module === undefined ? {} : { module: body.module }),
        ...(body.tags === undefined ? {} : { tags: body.tags }),
        ...(body.coverFileId === undefined ? {} : { coverFileId: body.coverFileId }),
        ...(body.excerpt === undefined ? {} : { excerpt: body.excerpt }),
        ...(body.authorIds === undefined ? {} : { authorIds: body.authorIds }),
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
        ...(scheduledAt === undefined ? {} : { scheduledAt }),
        // Who scheduled it publishes it (the scheduler acts as them).
        ...(scheduledAt ? { scheduledBy: member.userId } : {}),
        updatedBy: member.userId,
        updatedAt: now,
      },
      publicationNotFound,
    );
    await syncMediaUsage(tx, row);
    await emit(tx, 'publications.publication.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      publicationId: id,
    });
  });
  return getPublication(ctx.db, member, id);
}

/** Deletes the publication, its revisions (cascade), its cover usage and then its document. */
export async function deletePublication(
  ctx: AppContext,
  docs: Pick<PublicationDocuments, 'remove'>,
  member: Member,
  id: string,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const row = await lockPublication(tx, member, id);
    await releaseCover(tx, row);
    await tx.delete(publications).where(inWorkspace(publications, member, eq(publications.id, id)));
    await emit(tx, 'publications.publication.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      publicationId: id,
    });
  });
  await docs.remove(publicationRoom(id), member.workspaceId);
}
