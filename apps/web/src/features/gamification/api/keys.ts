/**
 * Query keys of the gamification feature. Every key starts with `gamification`, the entity the
 * server publishes for any change (grants included), so a ranking refreshes live.
 */
export const gamificationKeys = {
  all: ['gamification'] as const,
  resources: () => ['gamification', 'resources'] as const,
  resource: (id: string) => ['gamification', 'resource', id] as const,
  games: () => ['gamification', 'games'] as const,
  game: (id: string) => ['gamification', 'game', id] as const,
  missions: (gameId: string) => ['gamification', 'missions', gameId] as const,
  store: (gameId: string) => ['gamification', 'store', gameId] as const,
  checkIns: (gameId: string) => ['gamification', 'check-ins', gameId] as const,
  participants: (gameId: string) => ['gamification', 'participants', gameId] as const,
  ranking: (gameId: string, params: object) => ['gamification', 'ranking', gameId, params] as const,
  player: () => ['gamification', 'player'] as const,
  play: (code: string) => ['gamification', 'play', code] as const,
  levels: (gameId: string) => ['gamification', 'levels', gameId] as const,
  trophies: (gameId: string) => ['gamification', 'trophies', gameId] as const,
  /** The flow lists a mission can count tasks of: starts with `flow-list`, the entity flow publishes. */
  flowLists: () => ['flow-list', 'gamification-picker'] as const,
};
