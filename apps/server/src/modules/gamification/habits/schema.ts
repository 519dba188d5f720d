import { habitKinds } from '@orbita/contracts/gamification';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, users } from '../../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });
const userId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A player's own habits and dailies. They belong to the person, not to a workspace (like
 * Habitica's): the same list in every workspace, nobody else reads it.
 */
export const gamificationHabits = pgTable(
  'gamification_habits',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userId(),
    kind: text({ enum: habitKinds }).notNull(),
    name: text().notNull(),
    positive: boolean().notNull().default(true),
    negative: boolean().notNull().default(false),
    /** Dailies: due weekdays, 0 = Sunday. */
    weekdays: smallint()
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4,5,6}'`),
    points: integer().notNull().default(1),
    /** The São Paulo day it was created: a daily's streak never looks before it. */
    createdDay: date({ mode: 'string' }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gamification_habits_user_idx').on(t.userId, t.createdAt),
    check('gamification_habits_kind_check', sql`kind in (${inList(habitKinds)})`),
    check('gamification_habits_points_check', sql`${t.points} between 0 and 10`),
  ],
);

/**
 * One row per + or − of a habit, and per daily done (undone deletes it). `day` is the São
 * Paulo day, so counters and "done today" start over at 00:00 there.
 */
export const gamificationHabitMarks = pgTable(
  'gamification_habit_marks',
  {
    id: uuid().primaryKey().defaultRandom(),
    habitId: uuid()
      .notNull()
      .references(() => gamificationHabits.id, { onDelete: 'cascade' }),
    userId: userId(),
    day: date({ mode: 'string' }).notNull(),
    direction: text({ enum: ['up', 'down', 'done'] }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gamification_habit_marks_habit_day_idx').on(t.habitId, t.day),
    // A daily is done once a day: two racing "feito" insert one row.
    uniqueIndex('gamification_habit_marks_done_key')
      .on(t.habitId, t.day)
      .where(sql`${t.direction} = 'done'`),
    check('gamification_habit_marks_direction_check', sql`direction in ('up', 'down', 'done')`),
  ],
);
