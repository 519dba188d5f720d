import type { DomainEventBase } from '../platform/events';
import type { CheckInStatus } from './ledger';
import type { GoalKind } from './missions';

/**
 * Gamification's domain events (see platform/events.ts): one per write, emitted inside the
 * write's transaction; `actorId` is who did it (null: the system, e.g. a mission reward
 * earned by work elsewhere). Ledger events (`granted`, `spent`) are the player's balance
 * moving: `workspaceId` is the game's (a player may not be a member of it).
 */
export interface GamificationEvents {
  'gamification.resource.created': DomainEventBase & { resourceId: string };
  'gamification.resource.updated': DomainEventBase & { resourceId: string };
  'gamification.resource.deleted': DomainEventBase & { resourceId: string };

  'gamification.game.created': DomainEventBase & { gameId: string };
  'gamification.game.updated': DomainEventBase & { gameId: string };
  /** Its levels, missions, trophies and store went with it. */
  'gamification.game.deleted': DomainEventBase & { gameId: string };
  /** The whole level ladder of the game was replaced. */
  'gamification.levels.replaced': DomainEventBase & { gameId: string };

  'gamification.trophy.created': DomainEventBase & { trophyId: string; gameId: string };
  'gamification.trophy.updated': DomainEventBase & { trophyId: string; gameId: string };
  'gamification.trophy.deleted': DomainEventBase & { trophyId: string; gameId: string };
  /** A player met a trophy's rule (once per trophy and player). */
  'gamification.trophy.awarded': DomainEventBase & {
    trophyId: string;
    gameId: string;
    userId: string;
  };

  'gamification.mission.created': DomainEventBase & {
    missionId: string;
    gameId: string;
    goalKind: GoalKind;
  };
  'gamification.mission.updated': DomainEventBase & {
    missionId: string;
    gameId: string;
    goalKind: GoalKind;
  };
  'gamification.mission.deleted': DomainEventBase & { missionId: string; gameId: string };
  /** A player's progress in a mission's period moved (`count` after it). */
  'gamification.mission.progressed': DomainEventBase & {
    missionId: string;
    gameId: string;
    userId: string;
    periodKey: string;
    count: number;
  };
  /** A player reached a mission's target in a period (once per period); its reward follows. */
  'gamification.mission.completed': DomainEventBase & {
    missionId: string;
    gameId: string;
    userId: string;
    periodKey: string;
  };

  'gamification.store-item.created': DomainEventBase & { storeItemId: string; gameId: string };
  'gamification.store-item.updated': DomainEventBase & { storeItemId: string; gameId: string };
  /** Its purchases stay recorded. */
  'gamification.store-item.deleted': DomainEventBase & { storeItemId: string; gameId: string };
  'gamification.store-item.bought': DomainEventBase & {
    storeItemId: string;
    gameId: string;
    purchaseId: string;
  };

  /** Someone joined a game by its code (not a repeated join). */
  'gamification.participant.joined': DomainEventBase & { gameId: string; userId: string };

  'gamification.check-in.created': DomainEventBase & {
    checkInId: string;
    missionId: string;
    gameId: string;
  };
  /** An Editor+ approved or rejected a pending check-in of `userId`. */
  'gamification.check-in.decided': DomainEventBase & {
    checkInId: string;
    missionId: string;
    gameId: string;
    userId: string;
    status: Exclude<CheckInStatus, 'pending'>;
  };

  /** Points and/or units of a resource granted to `userId` (one ledger row, unique cause). */
  'gamification.ledger.granted': DomainEventBase & {
    grantId: string;
    userId: string;
    gameId: string | null;
    cause: string;
    points: number;
    resourceId: string | null;
    quantity: number;
  };
  /** Points and/or units spent by `userId` (a purchase, a used resource, a streak freeze). */
  'gamification.ledger.spent': DomainEventBase & {
    userId: string;
    gameId: string | null;
    cause: string;
    points: number;
    resourceId: string | null;
    quantity: number;
  };
  /** A grant took the player's XP in `gameId` past a level's threshold (once per level crossed). */
  'gamification.level.reached': DomainEventBase & {
    gameId: string;
    userId: string;
    level: number;
    levelName: string;
  };
  /** The day's access counted for the player's streak (missed days covered by freezes included). */
  'gamification.streak.recorded': DomainEventBase & { userId: string; day: string; streak: number };
}

declare module '../platform/events' {
  interface DomainEvents extends GamificationEvents {}
}
