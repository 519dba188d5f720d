import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });
/** What explore lists: a publication or a page. */
type ExploreKind = 'publication' | 'page';

/**
 * A workspace's public site: the handle of its public addresses (`/site/<handle>/…`), its
 * name and description in feeds and the sitemap. Made on first need from the workspace's name.
 */
export const publicSites = pgTable(
  'public_sites',
  {
    workspaceId: uuid()
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    handle: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('public_sites_handle_idx').on(t.handle)],
);

/** Views per item and day (the ranking's decay reads days; a view is a counter bump). */
export const exploreViews = pgTable(
  'explore_views',
  {
    kind: text().$type<ExploreKind>().notNull(),
    recordId: uuid().notNull(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId, t.day] })],
);

/**
 * Reactions: one per reactor and item (a signed-in user, or a signed-out visitor's hashed
 * key), so reloading or repeating never inflates the ranking.
 */
export const exploreReactions = pgTable(
  'explore_reactions',
  {
    kind: text().$type<ExploreKind>().notNull(),
    recordId: uuid().notNull(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reactor: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId, t.reactor] }),
    index('explore_reactions_recent_idx').on(t.createdAt),
  ],
);

/** Reports from the report button; the moderation queue is the open ones. */
export const exploreReports = pgTable(
  'explore_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<ExploreKind>().notNull(),
    recordId: uuid().notNull(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reporterUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The reporter's key (user id or a visitor's hash): one open report per reporter and item. */
    reporter: text().notNull(),
    reason: text().notNull(),
    details: text().notNull().default(''),
    createdAt: ts().notNull().defaultNow(),
    resolvedAt: ts(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
  },
  (t) => [
    index('explore_reports_open_idx').on(t.resolvedAt, t.createdAt),
    uniqueIndex('explore_reports_reporter_idx')
      .on(t.kind, t.recordId, t.reporter)
      .where(sql`${t.resolvedAt} is null`),
    check('explore_reports_kind_check', sql`${t.kind} in ('publication', 'page')`),
  ],
);
