import type { PublicationStatus, PublicationVisibility } from '@orbita/contracts/explore';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/** Raw bytes (a Yjs update of the body when a revision was published). */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/** A generated full-text column (`orbita_pt`: Portuguese stemming over unaccented words). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A workspace's publications. The body being written is a Yjs document of the collaboration
 * layer (room `publication:<id>`, XML fragment `body`, TipTap's schema): that is the DRAFT.
 * What the public sees is the live revision (publication_revisions), copied into the `live*`
 * columns when it is published, so a live publication never changes while it is edited.
 * `hidden_at` (moderation) and `picked_at` (editorial pick) are written by the explore
 * module through this module's index. Workspace data: every query goes through scope.ts.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Unique per workspace: the public address `/site/<handle>/p/<slug>`. */
    slug: text().notNull(),
    /** The area it belongs to (a key of contracts/routes `areas`), or none. */
    module: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A media-library file (its usage is registered with the media module). */
    coverFileId: uuid(),
    excerpt: text().notNull().default(''),
    status: text().$type<PublicationStatus>().notNull().default('draft'),
    visibility: text().$type<PublicationVisibility>().notNull().default('private'),
    /** Members credited as authors, in order. */
    authorIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** When set, the draft is published (status production) at this time by the scheduler. */
    scheduledAt: ts(),
    /** Who set the schedule: the scheduler publishes as them. */
    scheduledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** First time it reached production. */
    publishedAt: ts(),
    liveRevisionId: uuid(),
    liveTitle: text(),
    liveExcerpt: text(),
    /** Plain text of the live body: the explore search and the feed's summary read it. */
    liveText: text(),
    /** Title lower-cased without accents: the members' list search matches on it. */
    searchText: text().notNull().default(''),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('orbita_pt', coalesce(live_title, '')), 'A') || setweight(to_tsvector('orbita_pt', coalesce(live_excerpt, '')), 'B') || setweight(to_tsvector('orbita_pt', coalesce(live_text, '')), 'C')`,
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
    uniqueIndex('publications_workspace_slug_idx').on(t.workspaceId, t.slug),
    index('publications_workspace_updated_idx').on(t.workspaceId, t.updatedAt, t.id),
    // Explore and feeds: production items by the time they went live.
    index('publications_listed_idx').on(t.status, t.visibility, t.publishedAt),
    index('publications_search_idx').using('gin', t.search),
    index('publications_scheduled_idx').on(t.scheduledAt),
    check('publications_status_check', sql`${t.status} in ('draft', 'testing', 'production')`),
    check(
      'publications_visibility_check',
      sql`${t.visibility} in ('public', 'private', 'unlisted', 'published')`,
    ),
  ],
);
export type PublicationRow = typeof publications.$inferSelect;

/**
 * A published revision: what the public saw from `published_at` on. `html` is sanitized when
 * saved (and again when rendered); `state` is the body's Yjs update at that moment, so
 * "Restaurar" brings the draft back to it and the history diffs `text`.
 */
export const publicationRevisions = pgTable(
  'publication_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    publicationId: uuid()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    html: text().notNull(),
    text: text().notNull(),
    state: bytea().notNull(),
    publishedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    publishedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('publication_revisions_number_idx').on(t.publicationId, t.number)],
);
export type PublicationRevisionRow = typeof publicationRevisions.$inferSelect;
