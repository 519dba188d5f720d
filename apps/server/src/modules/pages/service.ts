import {
  pageMessages,
  slugify,
  type createPageBodySchema,
  type duplicatePageBodySchema,
  type PageBlock,
  type pagesListQuerySchema,
  type updatePageBodySchema,
  PAGE_TITLE_MAX,
} from '@orbita/contracts/pages';
import { and, desc, eq, ilike, like, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import {
  findInWorkspace,
  inWorkspace,
  type MemberContext,
  visibleInWorkspace,
} from '../../platform/scope';
import { gameCodesInWorkspace } from '../gamification';
import { syncPageMedia } from './media';
import { pageColumns, pageSummaryColumns, type PageView, type PageSummaryView } from './reads';
import { blocksText, sanitizeBlocks } from './sanitize';
import { pages } from './schema';

export type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
export const pageNotFound = pageMessages.notFound;
const SLUG_CONSTRAINT = 'pages_workspace_slug_idx';

/** A page of the workspace's pages, recently changed first (keyset on updatedAt, id). */
export async function listPages(
  q: Queryable,
  member: Member,
  query: z.output<typeof pagesListQuerySchema>,
): Promise<{ rows: PageSummaryView[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { at: new Date(afterAt), id: String(afterId) } : null;
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await q
    .select(pageSummaryColumns)
    .from(pages)
    .where(
      inWorkspace(
        pages,
        member,
        visibleInWorkspace(member, 'pagina', pages.id),
        query.status ? eq(pages.status, query.status) : undefined,
        term ? or(ilike(pages.title, term), ilike(pages.slug, term)) : undefined,
        after
          ? or(
              lt(pages.updatedAt, after.at),
              and(eq(pages.updatedAt, after.at), lt(pages.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(pages.updatedAt), desc(pages.id))
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

export async function getPage(
  q: Queryable,
  member: Pick<Member, 'workspaceId'> & Partial<Member>,
  id: string,
): Promise<PageView> {
  // A person asking is narrowed by restricted hubs; a server-side caller without one is not.
  const narrowed = member.userId
    ? visibleInWorkspace({ ...member, userId: member.userId }, 'pagina', pages.id)
    : undefined;
  const [row] = await q
    .select(pageColumns)
    .from(pages)
    .where(inWorkspace(pages, member, eq(pages.id, id), narrowed))
    .limit(1);
  if (!row) throw AppError.notFound(pageNotFound);
  return row;
}

/**
 * Blocks as they are stored: text sanitized (also on render), game codes upper-cased and
 * checked to be games of this workspace (a page never links another tenant's game).
 */
async function storedBlocks(
  q: Queryable,
  workspaceId: string,
  blocks: readonly PageBlock[],
): Promise<PageBlock[]> {
  const clean = sanitizeBlocks(blocks).map((b) =>
    b.type === 'game' ? { ...b, code: b.code.trim().toUpperCase() } : b,
  );
  const codes = clean.flatMap((b) => (b.type === 'game' ? [b.code] : []));
  if (codes.length > 0) {
    const found = await gameCodesInWorkspace(q, workspaceId, codes);
    if (codes.some((c) => !found.has(c)))
      throw AppError.validation(pageMessages.gameNotFound, { blocks: pageMessages.gameNotFound });
  }
  return clean;
}

/** `base`, or `base-2`, `base-3`… : the first slug of the workspace not taken yet. */
async function freeSlug(q: Queryable, workspaceId: string, base: string): Promise<string> {
  const prefix = base.slice(0, 90);
  const taken = new Set(
    (
      await q
        .select({ slug: pages.slug })
        .from(pages)
        .where(inWorkspace(pages, { workspaceId }, like(pages.slug, `${prefix}%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(prefix)) return prefix;
  for (let n = 2; ; n++) if (!taken.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

const slugTaken = () =>
  new AppError(409, 'pages.slug_taken', pageMessages.slugTaken, { slug: pageMessages.slugTaken });

/** Runs a write; a slug someone else took meanwhile answers 409 on the field. */
async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw slugTaken();
    throw error;
  }
}

export async function emitPage(
  tx: Tx,
  name: 'pages.page.created' | 'pages.page.updated' | 'pages.page.deleted' | 'pages.page.published',
  member: Member | null,
  workspaceId: string,
  pageId: string,
) {
  await emit(tx, name, { workspaceId, actorId: member?.userId ?? null, pageId });
}

export async function createPage(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createPageBodySchema>,
): Promise<PageView> {
  return guardSlug(() =>
    transaction(ctx, async (tx) => {
      const blocks = await storedBlocks(tx, member.workspaceId, body.blocks ?? []);
      const slug = body.slug ?? (await freeSlug(tx, member.workspaceId, slugify(body.title)));
      const [row] = await tx
        .insert(pages)
        .values({
          workspaceId: member.workspaceId,
          title: body.title,
          slug,
          blocks,
          seoTitle: body.seoTitle ?? '',
          seoDescription: body.seoDescription ?? '',
          ogImageFileId: body.ogImageFileId ?? null,
          visibility: body.visibility ?? 'private',
          searchText: blocksText(body.title, blocks),
          createdBy: member.userId,
          updatedBy: member.userId,
        })
        .returning();
      await syncPageMedia(tx, row!);
      await emitPage(tx, 'pages.page.created', member, member.workspaceId, row!.id);
      return getPage(tx, member, row!.id);
    }),
  );
}

export async function updatePage(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updatePageBodySchema>,
): Promise<PageView> {
  return guardSlug(() =>
    transaction(ctx, async (tx) => {
      const [current] = await tx
        .select()
        .from(pages)
        .where(inWorkspace(pages, member, eq(pages.id, id)))
        .for('update');
      if (!current) throw AppError.notFound(pageNotFound);
      assertVersion(current, body.version);
      // A live page leaves production only through "Despublicar" (Criador and above).
      if (body.status !== undefined && current.status === 'production')
        throw AppError.conflict(pageMessages.productionByPublish);
      const title = body.title ?? current.title;
      const blocks =
        body.blocks === undefined
          ? current.blocks
          : await storedBlocks(tx, member.workspaceId, body.blocks);
      const row = await updateVersioned(
        tx,
        pages,
        inWorkspace(pages, member, eq(pages.id, id)),
        body.version,
        {
          title,
          ...(body.slug === undefined ? {} : { slug: body.slug }),
          blocks,
          ...(body.seoTitle === undefined ? {} : { seoTitle: body.seoTitle }),
          ...(body.seoDescription === undefined ? {} : { seoDescription: body.seoDescription }),
          ...(body.ogImageFileId === undefined ? {} : { ogImageFileId: body.ogImageFileId }),
          ...(body.status === undefined ? {} : { status: body.status }),
          ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
          searchText: blocksText(title, blocks),
          updatedBy: member.userId,
          updatedAt: new Date(),
        },
        pageNotFound,
      );
      await syncPageMedia(tx, row);
      await emitPage(tx, 'pages.page.updated', member, member.workspaceId, id);
      return getPage(tx, member, id);
    }),
  );
}

export async function deletePage(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [deleted] = await tx
      .delete(pages)
      .where(inWorkspace(pages, member, eq(pages.id, id)))
      .returning();
    if (!deleted) throw AppError.notFound(pageNotFound);
    await syncPageMedia(tx, deleted, { deleted: true });
    await emitPage(tx, 'pages.page.deleted', member, member.workspaceId, id);
  });
}

/** A new draft with the same blocks and SEO; private, never published, its own slug. */
export async function duplicatePage(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof duplicatePageBodySchema>,
): Promise<PageView> {
  const source = await findInWorkspace(ctx.db, pages, member, id, pageNotFound);
  const title = body.title ?? `${source.title} (cópia)`.slice(0, PAGE_TITLE_MAX);
  return createPage(ctx, member, {
    title,
    blocks: source.blocks,
    seoTitle: source.seoTitle,
    seoDescription: source.seoDescription,
    ogImageFileId: source.ogImageFileId,
    visibility: 'private',
  });
}
