import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  buyResultSchema,
  checkInListQuerySchema,
  checkInListSchema,
  checkInSchema,
  createGameBodySchema,
  createMissionBodySchema,
  createResourceBodySchema,
  createStoreItemBodySchema,
  createTrophyBodySchema,
  gamDeletedSchema,
  gameSchema,
  gamesPageSchema,
  gamesQuerySchema,
  gamPageQuerySchema,
  joinResultSchema,
  levelsSchema,
  missionSchema,
  missionsQuerySchema,
  missionsSchema,
  participantsPageSchema,
  playerSchema,
  publicGameSchema,
  rankingQuerySchema,
  rankingSchema,
  replaceLevelsBodySchema,
  resourceSchema,
  resourcesPageSchema,
  storeItemSchema,
  storeItemsSchema,
  teamRankingSchema,
  trophiesSchema,
  trophySchema,
  updateGameBodySchema,
  updateMissionBodySchema,
  updateResourceBodySchema,
  updateStoreItemBodySchema,
  updateTrophyBodySchema,
  useResourceBodySchema,
  useItemResultSchema,
} from './index';

const base = '/api/app/gamificacao';

/** Gamification (`/api/app/gamificacao/...` and the public `/api/public/play/{code}`): catalog, store, check-ins, player and rankings. */
export const gamificationEndpoints = {
  // Resources
  resources: defineEndpoint({
    method: 'GET',
    path: `${base}/resources`,
    query: schemaType<typeof gamPageQuerySchema>(),
    response: schemaType<typeof resourcesPageSchema>(),
  }),
  resource: defineEndpoint({
    method: 'GET',
    path: `${base}/resources/{id}`,
    response: schemaType<typeof resourceSchema>(),
  }),
  createResource: defineEndpoint({
    method: 'POST',
    path: `${base}/resources`,
    body: schemaType<typeof createResourceBodySchema>(),
    response: schemaType<typeof resourceSchema>(),
  }),
  updateResource: defineEndpoint({
    method: 'PATCH',
    path: `${base}/resources/{id}`,
    body: schemaType<typeof updateResourceBodySchema>(),
    response: schemaType<typeof resourceSchema>(),
  }),
  deleteResource: defineEndpoint({
    method: 'DELETE',
    path: `${base}/resources/{id}`,
    response: schemaType<typeof gamDeletedSchema>(),
  }),
  // Games, levels, trophies and missions
  games: defineEndpoint({
    method: 'GET',
    path: `${base}/games`,
    query: schemaType<typeof gamesQuerySchema>(),
    response: schemaType<typeof gamesPageSchema>(),
  }),
  game: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}`,
    response: schemaType<typeof gameSchema>(),
  }),
  createGame: defineEndpoint({
    method: 'POST',
    path: `${base}/games`,
    body: schemaType<typeof createGameBodySchema>(),
    response: schemaType<typeof gameSchema>(),
  }),
  updateGame: defineEndpoint({
    method: 'PATCH',
    path: `${base}/games/{id}`,
    body: schemaType<typeof updateGameBodySchema>(),
    response: schemaType<typeof gameSchema>(),
  }),
  deleteGame: defineEndpoint({
    method: 'DELETE',
    path: `${base}/games/{id}`,
    response: schemaType<typeof gamDeletedSchema>(),
  }),
  participants: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/participants`,
    query: schemaType<typeof gamPageQuerySchema>(),
    response: schemaType<typeof participantsPageSchema>(),
  }),
  levels: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/levels`,
    response: schemaType<typeof levelsSchema>(),
  }),
  replaceLevels: defineEndpoint({
    method: 'PUT',
    path: `${base}/games/{id}/levels`,
    body: schemaType<typeof replaceLevelsBodySchema>(),
    response: schemaType<typeof levelsSchema>(),
  }),
  trophies: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/trophies`,
    response: schemaType<typeof trophiesSchema>(),
  }),
  createTrophy: defineEndpoint({
    method: 'POST',
    path: `${base}/games/{id}/trophies`,
    body: schemaType<typeof createTrophyBodySchema>(),
    response: schemaType<typeof trophySchema>(),
  }),
  updateTrophy: defineEndpoint({
    method: 'PATCH',
    path: `${base}/trophies/{id}`,
    body: schemaType<typeof updateTrophyBodySchema>(),
    response: schemaType<typeof trophySchema>(),
  }),
  deleteTrophy: defineEndpoint({
    method: 'DELETE',
    path: `${base}/trophies/{id}`,
    response: schemaType<typeof gamDeletedSchema>(),
  }),
  missions: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/missions`,
    query: schemaType<typeof missionsQuerySchema>(),
    response: schemaType<typeof missionsSchema>(),
  }),
  createMission: defineEndpoint({
    method: 'POST',
    path: `${base}/games/{id}/missions`,
    body: schemaType<typeof createMissionBodySchema>(),
    response: schemaType<typeof missionSchema>(),
  }),
  updateMission: defineEndpoint({
    method: 'PATCH',
    path: `${base}/missions/{id}`,
    body: schemaType<typeof updateMissionBodySchema>(),
    response: schemaType<typeof missionSchema>(),
  }),
  deleteMission: defineEndpoint({
    method: 'DELETE',
    path: `${base}/missions/{id}`,
    response: schemaType<typeof gamDeletedSchema>(),
  }),
  // Store
  storeItems: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/store-items`,
    response: schemaType<typeof storeItemsSchema>(),
  }),
  createStoreItem: defineEndpoint({
    method: 'POST',
    path: `${base}/games/{id}/store-items`,
    body: schemaType<typeof createStoreItemBodySchema>(),
    response: schemaType<typeof storeItemSchema>(),
  }),
  updateStoreItem: defineEndpoint({
    method: 'PATCH',
    path: `${base}/store-items/{id}`,
    body: schemaType<typeof updateStoreItemBodySchema>(),
    response: schemaType<typeof storeItemSchema>(),
  }),
  deleteStoreItem: defineEndpoint({
    method: 'DELETE',
    path: `${base}/store-items/{id}`,
    response: schemaType<typeof gamDeletedSchema>(),
  }),
  buyStoreItem: defineEndpoint({
    method: 'POST',
    path: `${base}/store-items/{id}/buy`,
    response: schemaType<typeof buyResultSchema>(),
  }),
  // Check-ins
  checkIns: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/check-ins`,
    query: schemaType<typeof checkInListQuerySchema>(),
    response: schemaType<typeof checkInListSchema>(),
  }),
  approveCheckIn: defineEndpoint({
    method: 'POST',
    path: `${base}/check-ins/{id}/approve`,
    response: schemaType<typeof checkInSchema>(),
  }),
  rejectCheckIn: defineEndpoint({
    method: 'POST',
    path: `${base}/check-ins/{id}/reject`,
    response: schemaType<typeof checkInSchema>(),
  }),
  // Player, rankings and play
  player: defineEndpoint({
    method: 'GET',
    path: `${base}/player`,
    response: schemaType<typeof playerSchema>(),
  }),
  useResource: defineEndpoint({
    method: 'POST',
    path: `${base}/player/inventory/{resourceId}/use`,
    body: schemaType<typeof useResourceBodySchema>(),
    response: schemaType<typeof useItemResultSchema>(),
  }),
  ranking: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/ranking`,
    query: schemaType<typeof rankingQuerySchema>(),
    response: schemaType<typeof rankingSchema>(),
  }),
  teamRanking: defineEndpoint({
    method: 'GET',
    path: `${base}/games/{id}/ranking/teams`,
    query: schemaType<typeof rankingQuerySchema>(),
    response: schemaType<typeof teamRankingSchema>(),
  }),
  joinGame: defineEndpoint({
    method: 'POST',
    path: `${base}/play/{code}/join`,
    response: schemaType<typeof joinResultSchema>(),
  }),
  publicGame: defineEndpoint({
    method: 'GET',
    path: '/api/public/play/{code}',
    response: schemaType<typeof publicGameSchema>(),
  }),
};
