import {
  EXPLORE_HANDLE_MAX,
  exploreMessages,
  type PublicSite,
  type UpdatePublicSiteBody,
} from '@orbita/contracts/explore';
import { eq, inArray, like, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { workspaces } from '../../platform/identity/schema';
import { publicSites } from './schema';

export type SiteRow = typeof publicSites.$inferSelect;

/** "Café & Cia. Ltda" → "cafe-cia-ltda": lower-case, unaccented, hyphens, ≤ 40. */
export function handleFrom(name: string, max = EXPLORE_HANDLE_MAX): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
  return slug || 'site';
}

/** `base`, else `base-2`, `base-3`… (cut so the suffix still fits in 40), skipping `taken`. */
export function freeHandle(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${handleFrom(base, EXPLORE_HANDLE_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The workspace's public site, made on first need from the workspace's name (its handle
 * unique with a numeric suffix). Safe under races: a concurrent maker of the same site or
 * handle makes the insert do nothing (no aborted transaction), and the loop looks again.
 */
export async function ensureSite(q: Queryable, workspaceId: string): Promise<SiteRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await q
      .select()
      .from(publicSites)
      .where(eq(publicSites.workspaceId, workspaceId));
    if (existing) return existing;
    const [workspace] = await q
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    if (!workspace) throw AppError.notFound(exploreMessages.siteNotFound);
    const base = handleFrom(workspace.name);
    const taken = await q
      .select({ handle: publicSites.handle })
      .from(publicSites)
      .where(or(eq(publicSites.handle, base), like(publicSites.handle, `${base.slice(0, 36)}%`)));
    const handle = freeHandle(base, new Set(taken.map((t) => t.handle)));
    const [made] = await q
      .insert(publicSites)
      .values({ workspaceId, handle, title: workspace.name })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
  }
  throw AppError.conflict(exploreMessages.handleTaken);
}

/** Sites of several workspaces at once (feeds list items of many), made where missing. */
export async function sitesOf(
  q: Queryable,
  workspaceIds: readonly string[],
): Promise<Map<string, SiteRow>> {
  const unique = [...new Set(workspaceIds)];
  const map = new Map<string, SiteRow>();
  if (unique.length === 0) return map;
  const rows = await q.select().from(publicSites).where(inArray(publicSites.workspaceId, unique));
  for (const row of rows) map.set(row.workspaceId, row);
  for (const id of unique) if (!map.has(id)) map.set(id, await ensureSite(q, id));
  return map;
}

export function siteByHandle(q: Queryable, handle: string): Promise<SiteRow | undefined> {
  return q
    .select()
    .from(publicSites)
    .where(eq(publicSites.handle, handle))
    .then((rows) => rows[0]);
}

export const siteUrl = (appUrl: string, handle: string) => `${appUrl}/site/${handle}`;

export function presentSite(appUrl: string, site: SiteRow): PublicSite {
  return {
    handle: site.handle,
    title: site.title,
    description: site.description,
    url: siteUrl(appUrl, site.handle),
  };
}

/** Admin+ renames the handle (unique: 409 pt-BR), the title or the description. */
export async function updateSite(
  ctx: AppContext,
  workspaceId: string,
  body: UpdatePublicSiteBody,
): Promise<SiteRow> {
  try {
    return await transaction(ctx, async (tx) => {
      await ensureSite(tx, workspaceId);
      const [row] = await tx
        .update(publicSites)
        .set({
          ...(body.handle !== undefined ? { handle: body.handle } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          updatedAt: new Date(),
        })
        .where(eq(publicSites.workspaceId, workspaceId))
        .returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'public_sites_handle_idx'))
      throw AppError.conflict(exploreMessages.handleTaken);
    throw error;
  }
}
