import { PUBLICATION_SLUG_MAX } from '@orbita/contracts/publications';
import { like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inWorkspace } from '../../platform/scope';
import { publications } from './schema';

/**
 * A slug free in the workspace: `wanted` itself, or with the first free suffix (`-2`, `-3`…).
 * Two writers choosing at once would both see the same slug free, so the choice is made
 * under a per-workspace transaction lock (released at commit); the unique index stays the
 * last word.
 */
export async function freeSlug(
  tx: Tx,
  workspaceId: string,
  wanted: string,
  exceptId?: string,
): Promise<string> {
  const base = wanted || 'publicacao';
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`publications.slug:${workspaceId}`}, 0))`,
  );
  const taken = await tx
    .select({ slug: publications.slug })
    .from(publications)
    .where(
      inWorkspace(
        publications,
        { workspaceId },
        // Every slug a suffixed candidate could collide with starts with the base cut for
        // the longest suffix; the base holds only [a-z0-9-], nothing LIKE would read.
        like(publications.slug, `${base.slice(0, PUBLICATION_SLUG_MAX - 8)}%`),
        exceptId ? ne(publications.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    // Cut the base so the suffixed slug still fits the limit (and ends without a hyphen).
    const candidate = `${base.slice(0, PUBLICATION_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
