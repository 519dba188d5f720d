import type { Game, Level, Trophy } from './games';
import type { GAMIFICATION_ENTITY } from './ledger';
import type { Mission } from './missions';
import type { Resource } from './resources';
import type { StoreItem } from './store';

/** A removed catalog record (resource, game, mission, trophy, store item). */
export interface GamificationDeleted {
  id: string;
  deleted: true;
}

/**
 * What gamification publishes as `data` on its one realtime entity (see
 * platform/realtime.ts): the presented catalog record, or for the ledger the few ids the
 * rankings, player and inventory screens need to know that something of theirs moved.
 */
export type GamificationChange =
  | Resource
  | Game
  | Mission
  | Trophy
  | StoreItem
  | GamificationDeleted
  | { gameId: string; levels: Level[] }
  | { gameId: string; participantJoined: true }
  /** A grant or a spend (negative points). */
  | { gameId: string | null; userId: string; points: number }
  | { gameId: string; checkInId: string }
  | { gameId: string; userId: string; trophyId: string };

export interface GamificationRealtimeEntities {
  [GAMIFICATION_ENTITY]: GamificationChange;
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends GamificationRealtimeEntities {}
}
