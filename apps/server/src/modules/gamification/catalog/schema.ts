import {
  gameStatuses,
  goalKinds,
  missionStatuses,
  rankingPeriods,
  rarities,
  recurrences,
  resourceEffects,
  transitoryPeriods,
  type ItemEffect,
} from '@orbita/contracts/gamification';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../platform/identity/schema';
import { flowLists } from '../../flow/schema';
import { inList } from '../../../platform/identity/schema';
import { teams, workspaces } from '../../../platform/identity/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });
const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const createdBy = () => uuid().references(() => users.id, { onDelete: 'set null' });
/** A resource referenced by a reward or a price: deleting a resource in use is refused (409). */
const resourceRef = () =>
  uuid().references(() => gamificationResources.id, { onDelete: 'restrict' });

/**
 * Resources: what games grant and sell. `quantity_granted` is kept by the ledger with one
 * atomic UPDATE; the check below is the last guard that a limited supply is never exceeded.
 */
export const gamificationResources = pgTable(
  'gamification_resources',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    rarity: text({ enum: rarities }).notNull().default('common'),
    usable: boolean().notNull().default(false),
    limited: boolean().notNull().default(false),
    quantityExisting: integer(),
    quantityGranted: integer().notNull().default(0),
    transitory: text({ enum: transitoryPeriods }),
    effect: text({ enum: resourceEffects }),
    /** What "Usar" does (contracts item-effects.ts), checked by zod on the way in. */
    useEffect: jsonb().$type<ItemEffect>(),
    createdBy: createdBy(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gamification_resources_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    check('gamification_resources_rarity_check', sql`rarity in (${inList(rarities)})`),
    check(
      'gamification_resources_transitory_check',
      sql`transitory is null or transitory in (${inList(transitoryPeriods)})`,
    ),
    check(
      'gamification_resources_effect_check',
      sql`effect is null or effect in (${inList(resourceEffects)})`,
    ),
    check(
      'gamification_resources_limited_check',
      sql`not ${t.limited} or ${t.quantityExisting} is not null`,
    ),
    check(
      'gamification_resources_supply_check',
      sql`not ${t.limited} or ${t.quantityGranted} <= ${t.quantityExisting}`,
    ),
  ],
);

/** Games ("gamificações"). `code` is stored upper-case and unique across Orbita; lookups upper-case the input. */
export const gamificationGames = pgTable(
  'gamification_games',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    code: text().notNull(),
    status: text({ enum: gameStatuses }).notNull().default('active'),
    rankingPeriod: text({ enum: rankingPeriods }).notNull().default('week'),
    dailyPoints: integer().notNull().default(0),
    dailyResourceId: resourceRef(),
    dailyQuantity: integer().notNull().default(0),
    /**
     * Optimistic concurrency of the level ladder (replaced as a whole): +1 per replacement, so
     * two editors of the ladder collide on it without touching the game form's `version`.
     */
    levelsVersion: integer().notNull().default(1),
    createdBy: createdBy(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gamification_games_code_key').on(t.code),
    index('gamification_games_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    check('gamification_games_code_check', sql`${t.code} ~ '^[A-Z0-9]{6}$'`),
    check('gamification_games_status_check', sql`status in (${inList(gameStatuses)})`),
    check(
      'gamification_games_ranking_period_check',
      sql`ranking_period in (${inList(rankingPeriods)})`,
    ),
  ],
);

const gameRef = () =>
  uuid()
    .notNull()
    .references(() => gamificationGames.id, { onDelete: 'cascade' });

/** Levels of a game: numbered 1..n, XP thresholds strictly increasing (XP = all-time points in the game). */
export const gamificationLevels = pgTable(
  'gamification_levels',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    gameId: gameRef(),
    level: integer().notNull(),
    name: text().notNull(),
    xpThreshold: integer().notNull(),
  },
  (t) => [
    uniqueIndex('gamification_levels_game_level_key').on(t.gameId, t.level),
    uniqueIndex('gamification_levels_game_threshold_key').on(t.gameId, t.xpThreshold),
  ],
);

/** Missions: a goal counted from events, a recurrence period, a reward. Only `active` ones count. */
export const gamificationMissions = pgTable(
  'gamification_missions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    gameId: gameRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    status: text({ enum: missionStatuses }).notNull().default('active'),
    goalKind: text({ enum: goalKinds }).notNull(),
    // A deleted list leaves the mission counting tasks of any list (null), as for a mission made without one.
    goalListId: uuid().references(() => flowLists.id, { onDelete: 'set null' }),
    goalTarget: integer().notNull(),
    recurrence: text({ enum: recurrences }).notNull().default('none'),
    rewardPoints: integer().notNull().default(0),
    rewardResourceId: resourceRef(),
    rewardQuantity: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gamification_missions_game_idx').on(t.gameId, t.createdAt),
    index('gamification_missions_active_goal_idx')
      .on(t.goalKind, t.gameId)
      .where(sql`status = 'active'`),
    check('gamification_missions_status_check', sql`status in (${inList(missionStatuses)})`),
    check('gamification_missions_goal_kind_check', sql`goal_kind in (${inList(goalKinds)})`),
    check('gamification_missions_recurrence_check', sql`recurrence in (${inList(recurrences)})`),
    check('gamification_missions_target_check', sql`${t.goalTarget} >= 1`),
  ],
);

/** Trophies: earned by reaching a level, completing a mission or adding up points in the game. */
export const gamificationTrophies = pgTable(
  'gamification_trophies',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    gameId: gameRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    ruleKind: text({ enum: ['level', 'mission', 'points'] }).notNull(),
    ruleLevel: integer(),
    ruleMissionId: uuid().references(() => gamificationMissions.id, { onDelete: 'cascade' }),
    rulePoints: integer(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gamification_trophies_game_idx').on(t.gameId, t.createdAt),
    check(
      'gamification_trophies_rule_check',
      sql`(${t.ruleKind} = 'level' and ${t.ruleLevel} is not null) or (${t.ruleKind} = 'mission' and ${t.ruleMissionId} is not null) or (${t.ruleKind} = 'points' and ${t.rulePoints} is not null)`,
    ),
  ],
);

/**
 * Who plays a game. `workspace_id` is the game's workspace (a participant need not be a
 * member of it); `team_id` is the user's team there when they are a member.
 */
export const gamificationParticipants = pgTable(
  'gamification_participants',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    gameId: gameRef(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    joinedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gamification_participants_game_user_key').on(t.gameId, t.userId),
    index('gamification_participants_user_idx').on(t.userId),
    index('gamification_participants_game_joined_idx').on(t.gameId, t.joinedAt, t.id),
  ],
);

/** What a game's store offers. `sold` only grows through one guarded UPDATE, so stock holds under concurrency. */
export const gamificationStoreItems = pgTable(
  'gamification_store_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: workspaceId(),
    gameId: gameRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    resourceId: resourceRef(),
    quantity: integer().notNull().default(1),
    pricePoints: integer().notNull().default(0),
    priceResourceId: resourceRef(),
    priceQuantity: integer().notNull().default(0),
    stock: integer(),
    sold: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gamification_store_items_game_idx').on(t.gameId, t.createdAt),
    check(
      'gamification_store_items_stock_check',
      sql`${t.stock} is null or ${t.sold} <= ${t.stock}`,
    ),
  ],
);

/** Every purchase, with the price paid and what was received (kept when the item is deleted). */
export const gamificationStorePurchases = pgTable(
  'gamification_store_purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    gameId: gameRef(),
    storeItemId: uuid().references(() => gamificationStoreItems.id, { onDelete: 'set null' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemName: text().notNull(),
    pricePoints: integer().notNull(),
    priceResourceId: uuid().references(() => gamificationResources.id, { onDelete: 'set null' }),
    priceQuantity: integer().notNull(),
    resourceId: uuid().references(() => gamificationResources.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('gamification_store_purchases_game_idx').on(t.gameId, t.createdAt),
    index('gamification_store_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);
