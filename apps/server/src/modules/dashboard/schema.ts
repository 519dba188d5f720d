import type { WidgetId } from '@orbita/contracts/dashboard';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });
const counter = () => integer().notNull().default(0);

/**
 * The activity heatmap: one row per person per workspace per day (the person's time zone)
 * with real work done. Kept by the dashboard's handlers of the domain events, inside the
 * transaction of the work itself, so a count never exists without its work (nor the
 * reverse). A year of one person is at most 366 small rows: the heatmap reads them directly.
 */
export const dashboardActivityDays = pgTable(
  'dashboard_activity_days',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** 1 when the person's first access of the day was recorded in this workspace. */
    accesses: counter(),
    captures: counter(),
    tasksDone: counter(),
    entries: counter(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dashboard_activity_days_person_day_key').on(t.workspaceId, t.userId, t.day),
    check(
      'dashboard_activity_days_counts_check',
      sql`${t.accesses} >= 0 and ${t.captures} >= 0 and ${t.tasksDone} >= 0 and ${t.entries} >= 0`,
    ),
  ],
);

/** A person's dashboard layout in one workspace (none: the default layout). */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): two devices saving on one version, one 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widgets: jsonb().$type<{ id: WidgetId; hidden: boolean }[]>().notNull(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dashboard_layouts_person_key').on(t.workspaceId, t.userId)],
);
