import type { PublicationStatus, PublicationVisibility } from '@orbita/contracts/explore';
import type { PageBlock } from '@orbita/contracts/pages';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A workspace's block-built public pages. `blocks` is the draft the builder edits; `live_*`
 * is what the public sees, copied from the draft by "Publicar" — so a live page never
 * changes while it is edited. Same status/visibility rule as publications
 * (contracts/explore `visibility.ts`); `hidden_at`/`picked_at` are written by explore.
 */
export const pages = pgTable(
  'pages',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Unique per workspace: the public address `/site/<handle>/<slug>`. */
    slug: text().notNull(),
    blocks: jsonb()
      .$type<PageBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    seoTitle: text().notNull().default(''),
    seoDescription: text().notNull().default(''),
    ogImageFileId: uuid(),
    status: text().$type<PublicationStatus>().notNull().default('draft'),
    visibility: text().$type<PublicationVisibility>().notNull().default('private'),
    publishedAt: ts(),
    liveAt: ts(),
    liveTitle: text(),
    liveBlocks: jsonb().$type<PageBlock[]>(),
    liveSeoTitle: text(),
    liveSeoDescription: text(),
    liveOgImageFileId: uuid(),
    /** Plain text of the live blocks: explore's search reads it. */
    liveText: text(),
    searchText: text().notNull().default(''),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('orbita_pt', coalesce(live_title, '')), 'A') || setweight(to_tsvector('orbita_pt', coalesce(live_seo_description, '')), 'B') || setweight(to_tsvector('orbita_pt', coalesce(live_text, '')), 'C')`,
    ),
    hiddenAt: ts(),
    hiddenReason: text(),
    pickedAt: ts(),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_workspace_slug_idx').on(t.workspaceId, t.slug),
    index('pages_workspace_updated_idx').on(t.workspaceId, t.updatedAt, t.id),
    index('pages_listed_idx').on(t.status, t.visibility, t.publishedAt),
    index('pages_search_idx').using('gin', t.search),
    check('pages_status_check', sql`${t.status} in ('draft', 'testing', 'production')`),
    check(
      'pages_visibility_check',
      sql`${t.visibility} in ('public', 'private', 'unlisted', 'published')`,
    ),
  ],
);
export type PageRow = typeof pages.$inferSelect;
