import type { NotificationPrefs, Shortcut } from '@orbita/contracts/settings';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/schema';

/**
 * A person's settings, one row per person (not per workspace: the same in every workspace
 * they open). No row means the defaults: the row is written on the first save.
 */
export const personSettings = pgTable('person_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text().notNull(),
  startPage: text().notNull(),
  notifications: jsonb().$type<NotificationPrefs>().notNull(),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A person's side menu: order and hidden entries (route paths) and their shortcuts. */
export const personMenus = pgTable('person_menus', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  entryOrder: jsonb().$type<string[]>().notNull(),
  hidden: jsonb().$type<string[]>().notNull(),
  shortcuts: jsonb().$type<Shortcut[]>().notNull(),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
