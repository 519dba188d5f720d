import { primaryKey, timestamp, uuid, pgTable } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/identity/schema';
import { people } from '../schema';

/**
 * The keep-in-touch reminders already sent: one row per (person, follower) with the due
 * instant it was sent for. The periodic check upserts it and only the upsert that changes the
 * due instant notifies, so a period is told once however often, and on however many
 * instances, the check runs; a new contact moves the due instant, which is a new period.
 */
export const peopleTouchReminders = pgTable(
  'people_touch_reminders',
  {
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.userId] })],
);
