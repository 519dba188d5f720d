import { LISTED_VISIBILITIES, OPEN_VISIBILITIES } from '@orbita/contracts/explore';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table the visibility rule applies to (publications, pages). */
export interface VisibleTable {
  status: PgColumn;
  visibility: PgColumn;
  hiddenAt: PgColumn;
}

/**
 * THE SQL twins of contracts/explore `isListed` and `opensPublicly`, built from the same
 * constants: every public listing (explore feed, featured, search, sitemap, feeds, site
 * home) filters with `listedWhere`, every public address with `openWhere`. Nobody writes
 * their own filter, so "unlisted" cannot leak through one forgotten query
 * (visibility-sql.test.ts checks both against the contracts on every combination).
 */
export function listedWhere(table: VisibleTable): SQL {
  return and(
    eq(table.status, 'production'),
    isNull(table.hiddenAt),
    inArray(table.visibility, [...LISTED_VISIBILITIES]),
  ) as SQL;
}

/** May its public address open for someone outside the workspace? */
export function openWhere(table: VisibleTable): SQL {
  return and(
    eq(table.status, 'production'),
    isNull(table.hiddenAt),
    inArray(table.visibility, [...OPEN_VISIBILITIES]),
  ) as SQL;
}
