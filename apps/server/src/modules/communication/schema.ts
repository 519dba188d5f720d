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
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
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
    /**
     * Arrivals of one kind about one thing (comments on a task, cards entering a stage) share a
     * key: while the notification is unread and recent, the next one updates it ("3 comentários
     * em …", `groupCount` 3) instead of adding a row.
     */
    groupKey: text(),
    groupCount: integer().notNull().default(1),
    readAt: timestamp({ withTimezone: true, precision: 3 }),
    // Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_read_created_idx').on(t.userId, t.readAt, t.createdAt.desc()),
    index('notifications_workspace_idx').on(t.workspaceId),
    index('notifications_group_idx')
      .on(t.userId, t.workspaceId, t.groupKey)
      .where(sql`${t.groupKey} is not null and ${t.readAt} is null`),
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

/**
 * What waits for the person's e-mail digest (they chose e-mail for its kind): one mail per
 * person per period lists them. Linked to the in-app notification when there is one (then the
 * digest shows its current, grouped title and skips it once read); standalone when the person
 * wants only e-mail for that kind.
 */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    notificationId: uuid().references(() => notifications.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text(),
    link: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Set when a digest took it (sent, or skipped because the person already read it in the app). */
    doneAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('notification_digest_items_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.doneAt} is null`),
    // A grouped notification waits in the digest once, whatever number of arrivals it absorbs.
    uniqueIndex('notification_digest_items_pending_notification_key')
      .on(t.notificationId)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** When each person last got a digest: at most one per period, whichever instance sends it. */
export const notificationDigestRuns = pgTable('notification_digest_runs', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
});

/**
 * "Already notified" marks of the periodic jobs (a task due within 24 h: `task-due:<task>:<due>`):
 * the insert that wins notifies, so two instances or two runs never notify twice.
 */
export const notificationMarks = pgTable(
  'notification_marks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_marks_pk', columns: [t.userId, t.key] })],
);
