import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams, users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * The "testing" audience of a publication or a page (kind): members, teams, or e-mail
 * addresses that get a signed link (only the token's hash is kept). Revoked rows stay for
 * the record; the link stops opening.
 */
export const reviewAudience = pgTable(
  'review_audience',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text().$type<'publication' | 'page'>().notNull(),
    recordId: uuid().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
    email: text(),
    tokenHash: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    revokedAt: ts(),
  },
  (t) => [
    index('review_audience_record_idx').on(t.workspaceId, t.kind, t.recordId),
    uniqueIndex('review_audience_token_idx').on(t.tokenHash),
    check('review_audience_kind_check', sql`${t.kind} in ('publication', 'page')`),
  ],
);

/**
 * Comments of the testing audience, anchored to text by a quote with its context (the W3C
 * TextQuoteSelector: quote, prefix, suffix), so an anchor survives edits around it.
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text().$type<'publication' | 'page'>().notNull(),
    recordId: uuid().notNull(),
    parentId: uuid(),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text(),
    authorName: text().notNull(),
    quote: text().notNull().default(''),
    prefix: text().notNull().default(''),
    suffix: text().notNull().default(''),
    body: text().notNull(),
    resolvedAt: ts(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('review_comments_record_idx').on(t.workspaceId, t.kind, t.recordId, t.createdAt)],
);
