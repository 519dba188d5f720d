import {
  notificationKinds,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_TITLE_MAX,
} from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, users, workspaces } from '../../platform/identity/schema';

/**
 * One row per person per America/Sao_Paulo day with at least one access: the heatmap and
 * the streak. The primary key is the UNIQUE(user_id, day) that makes the daily event
 * idempotent (`insert … on conflict do nothing`), also under concurrent calls.
 */
export const dailyAccesses = pgTable(
  'daily_accesses',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** Where the person was working that day; kept as null when that workspace is deleted, so the history stays. */
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'daily_accesses_user_day_pk', columns: [t.userId, t.day] }),
    index('daily_accesses_workspace_idx').on(t.workspaceId),
  ],
);

/** A person's notifications, per workspace. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: notificationKinds }).notNull(),
    title: text().notNull(),
    body: text(),
    link: text(),
    readAt: timestamp({ withTimezone: true, precision: 3 }),
    // Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_read_created_idx').on(t.userId, t.readAt, t.createdAt.desc()),
    index('notifications_workspace_idx').on(t.workspaceId),
    check('notifications_kind_check', sql`${t.kind} in (${inList(notificationKinds)})`),
    check(
      'notifications_title_check',
      sql`char_length(${t.title}) between 1 and ${sql.raw(String(NOTIFICATION_TITLE_MAX))}`,
    ),
    check(
      'notifications_body_check',
      sql`char_length(${t.body}) <= ${sql.raw(String(NOTIFICATION_BODY_MAX))}`,
    ),
    check(
      'notifications_link_check',
      sql`char_length(${t.link}) <= ${sql.raw(String(NOTIFICATION_LINK_MAX))}`,
    ),
  ],
);
