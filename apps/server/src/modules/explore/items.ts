import type { ExploreKind } from '@orbita/contracts/explore';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { pages, publications } from './sources';
import { openWhere, type VisibleTable } from './visibility-sql';

/** One item as explore's writes (reactions, reports, moderation) need it. */
export interface ItemRef {
  kind: ExploreKind;
  id: string;
  workspaceId: string;
  title: string;
  slug: string;
  status: string;
  visibility: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  pickedAt: Date | null;
}

const tables = { publication: publications, page: pages } as const;

/**
 * An item by kind and id, across workspaces (explore is cross-tenant by nature). With
 * `openOnly`, only one whose public address opens (`openWhere`): everything else answers
 * like a missing one, so a reaction or report never confirms that a private item exists.
 */
export async function findItem(
  q: Queryable,
  kind: ExploreKind,
  id: string,
  options: { openOnly: boolean },
): Promise<ItemRef | null> {
  const table = tables[kind];
  const [row] = await q
    .select({
      id: table.id,
      workspaceId: table.workspaceId,
      title: table.title,
      liveTitle: table.liveTitle,
      slug: table.slug,
      status: table.status,
      visibility: table.visibility,
      hiddenAt: table.hiddenAt,
      hiddenReason: table.hiddenReason,
      pickedAt: table.pickedAt,
    })
    .from(table)
    .where(and(eq(table.id, id), options.openOnly ? openWhere(table as VisibleTable) : undefined))
    .limit(1);
  if (!row) return null;
  return { kind, ...row, title: row.liveTitle ?? row.title };
}
