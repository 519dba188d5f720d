import { checkInStatuses } from '@orbita/contracts/gamification';
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
import { users } from '../../../platform/identity/schema';
import { workspaces } from '../../../platform/identity/schema';
import {
  gamificationGames,
  gamificationMissions,
  gamificationResources,
  gamificationTrophies,
} from '../catalog/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });
const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const gameRef = () => uuid().references(() => gamificationGames.id, { onDelete: 'cascade' });
const missionRef = () =>
  uuid()
    .notNull()
    .references(() => gamificationMissions.id, { onDelete: 'cascade' });
const userId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The ledger: one row per grant (points and/or a resource) or spend (negative amounts).
 * UNIQUE(user_id, cause) makes every earning idempotent: a replayed event, a retried
 * request or two racing transactions insert one row (`on conflict do nothing`).
 */
export const gamificationGrants = pgTable(
  'gamification_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    userId: userId(),
    gameId: gameRef(),
    cause: text().notNull(),
    points: integer().notNull().default(0),
    // Deleting a resource takes it out of every inventory.
    resourceId: uuid().references(() => gamificationResources.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(0),
    /** Transitory resources: the end of the São Paulo hour/day/week/fortnight of the grant. */
    expiresAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gamification_grants_user_cause_key').on(t.userId, t.cause),
    // A game's earnings in a time range from the index alone (rebuilding or auditing the period scores).
    index('gamification_grants_ranking_idx')
      .on(t.gameId, t.createdAt, t.userId, t.points)
      .where(sql`${t.points} > 0`),
    index('gamification_grants_user_idx').on(t.userId, t.gameId),
    index('gamification_grants_inventory_idx')
      .on(t.userId, t.resourceId)
      .where(sql`${t.resourceId} is not null`),
    check(
      'gamification_grants_quantity_check',
      sql`${t.resourceId} is not null or ${t.quantity} = 0`,
    ),
  ],
);

/**
 * All-time earned points per (game, player): XP for levels and the "all" ranking, kept by
 * the same transaction as the grant. `reached_at` is when the total last rose (ties: who got
 * there first).
 */
export const gamificationPlayerScores = pgTable(
  'gamification_player_scores',
  {
    gameId: gameRef().notNull(),
    userId: userId(),
    points: integer().notNull().default(0),
    reachedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    index('gamification_player_scores_rank_idx').on(
      t.gameId,
      t.points.desc(),
      t.reachedAt,
      t.userId,
    ),
  ],
);

/**
 * Earned points per (game, São Paulo period, player) for the day/week/fortnight rankings,
 * kept by the grant's transaction like the all-time totals: a period's top N and a
 * player's position are index range reads instead of aggregating the period's grants.
 */
export const gamificationPeriodScores = pgTable(
  'gamification_period_scores',
  {
    gameId: gameRef().notNull(),
    period: text({ enum: ['day', 'week', 'fortnight'] }).notNull(),
    /** `YYYY-MM-DD`, `YYYY-Www` (ISO week), `YYYY-MM-1|2`. */
    periodKey: text().notNull(),
    userId: userId(),
    points: integer().notNull().default(0),
    reachedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.period, t.periodKey, t.userId] }),
    index('gamification_period_scores_rank_idx').on(
      t.gameId,
      t.period,
      t.periodKey,
      t.points.desc(),
      t.reachedAt,
      t.userId,
    ),
  ],
);

/** Progress of a player in a mission for one recurrence period (`once` for missions without one). */
export const gamificationMissionProgress = pgTable(
  'gamification_mission_progress',
  {
    missionId: missionRef(),
    userId: userId(),
    periodKey: text().notNull(),
    gameId: gameRef().notNull(),
    count: integer().notNull().default(0),
    completedAt: ts(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.userId, t.periodKey] }),
    index('gamification_mission_progress_user_idx').on(t.userId, t.gameId),
  ],
);

/**
 * What already counted for a mission period (`task:<id>`, `item:<id>`, `entry:<id>`,
 * `check-in:<id>`): a task reopened and done again in the same period counts once.
 */
export const gamificationProgressMarks = pgTable(
  'gamification_progress_marks',
  {
    missionId: missionRef(),
    userId: userId(),
    periodKey: text().notNull(),
    source: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.userId, t.periodKey, t.source] })],
);

/** A trophy is awarded once per player. */
export const gamificationTrophyAwards = pgTable(
  'gamification_trophy_awards',
  {
    trophyId: uuid()
      .notNull()
      .references(() => gamificationTrophies.id, { onDelete: 'cascade' }),
    userId: userId(),
    gameId: gameRef().notNull(),
    awardedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.trophyId, t.userId] }),
    index('gamification_trophy_awards_user_idx').on(t.userId),
  ],
);

/** Manual missions: a player's check-in waits for an Editor+ of the game's workspace. */
export const gamificationCheckIns = pgTable(
  'gamification_check_ins',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    gameId: gameRef().notNull(),
    missionId: missionRef(),
    userId: userId(),
    periodKey: text().notNull(),
    note: text().notNull().default(''),
    status: text({ enum: checkInStatuses }).notNull().default('pending'),
    createdAt: ts().notNull().defaultNow(),
    decidedAt: ts(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('gamification_check_ins_game_idx').on(t.gameId, t.status, t.createdAt),
    // One waiting check-in per player and mission: a second one answers 409.
    uniqueIndex('gamification_check_ins_pending_key')
      .on(t.missionId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The days that keep a streak: accessed (recorded by the daily-access handler) or
 * protected by a consumed streak freeze.
 */
export const gamificationStreakDays = pgTable(
  'gamification_streak_days',
  {
    userId: userId(),
    day: date({ mode: 'string' }).notNull(),
    kind: text({ enum: ['access', 'protected'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
