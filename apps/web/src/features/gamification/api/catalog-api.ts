import { flowEndpoints } from '@orbita/contracts/flow';
import {
  gamificationEndpoints as gam,
  type CreateGameBody,
  type CreateMissionBody,
  type CreateResourceBody,
  type CreateStoreItemBody,
  type CreateTrophyBody,
  type GameStatus,
  type Levels,
  type ReplaceLevelsBody,
  type UpdateGameBody,
  type UpdateMissionBody,
  type UpdateResourceBody,
  type UpdateStoreItemBody,
  type UpdateTrophyBody,
} from '@orbita/contracts/gamification';
import { callApi, HttpError } from '../../../platform/http';

/** The catalog's HTTP calls (`/api/app/gamificacao/...`), one function per route. */
type Page = { cursor?: string | null; limit?: number };

/** A page's query: no cursor on the first page (null and '' alike). */
const pageQuery = ({ cursor, limit }: Page) => ({ cursor: cursor || undefined, limit });
const one = (id: string) => ({ params: { id } });

export const resourcesApi = {
  page: (page: Page = {}) => callApi(gam.resources, { query: pageQuery(page) }),
  detail: (id: string) => callApi(gam.resource, one(id)),
  create: (body: CreateResourceBody) => callApi(gam.createResource, { body }),
  update: (id: string, body: UpdateResourceBody) =>
    callApi(gam.updateResource, { ...one(id), body }),
  remove: (id: string) => callApi(gam.deleteResource, one(id)),
};

export const gamesApi = {
  page: ({ status, ...page }: Page & { status?: GameStatus } = {}) =>
    callApi(gam.games, { query: { ...pageQuery(page), status } }),
  detail: (id: string) => callApi(gam.game, one(id)),
  create: (body: CreateGameBody) => callApi(gam.createGame, { body }),
  update: (id: string, body: UpdateGameBody) => callApi(gam.updateGame, { ...one(id), body }),
  remove: (id: string) => callApi(gam.deleteGame, one(id)),
  participants: (id: string, page: Page = {}) =>
    callApi(gam.participants, { ...one(id), query: pageQuery(page) }),
};

/**
 * A game's level ladder as one versioned record: the API answers `{ items, version }`; the
 * ladder's id is its game's, so the conflict dialog (which needs `id` and `version`) takes it
 * like any other record, the 409's `current` included.
 */
export type Ladder = Levels & { id: string };
const ladderOf =
  (gameId: string) =>
  (levels: Levels): Ladder => ({ ...levels, id: gameId });

export const levelsApi = {
  list: (gameId: string) => callApi(gam.levels, one(gameId)).then(ladderOf(gameId)),
  replace: (gameId: string, body: ReplaceLevelsBody) =>
    callApi(gam.replaceLevels, { ...one(gameId), body })
      .then(ladderOf(gameId))
      .catch((error: unknown) => {
        const current = error instanceof HttpError && (error.body as { current?: Levels })?.current;
        if (current) Object.assign(current, { id: gameId });
        throw error;
      }),
};

export const trophiesApi = {
  list: (gameId: string) => callApi(gam.trophies, one(gameId)).then((r) => r.items),
  create: (gameId: string, body: CreateTrophyBody) =>
    callApi(gam.createTrophy, { ...one(gameId), body }),
  update: (id: string, body: UpdateTrophyBody) => callApi(gam.updateTrophy, { ...one(id), body }),
  remove: (id: string) => callApi(gam.deleteTrophy, one(id)),
};

export const missionsApi = {
  list: (gameId: string) => callApi(gam.missions, one(gameId)).then((r) => r.items),
  create: (gameId: string, body: CreateMissionBody) =>
    callApi(gam.createMission, { ...one(gameId), body }),
  update: (id: string, body: UpdateMissionBody) => callApi(gam.updateMission, { ...one(id), body }),
  remove: (id: string) => callApi(gam.deleteMission, one(id)),
};

export const storeApi = {
  list: (gameId: string) => callApi(gam.storeItems, one(gameId)).then((r) => r.items),
  create: (gameId: string, body: CreateStoreItemBody) =>
    callApi(gam.createStoreItem, { ...one(gameId), body }),
  update: (id: string, body: UpdateStoreItemBody) =>
    callApi(gam.updateStoreItem, { ...one(id), body }),
  remove: (id: string) => callApi(gam.deleteStoreItem, one(id)),
  buy: (id: string) => callApi(gam.buyStoreItem, one(id)),
};

export const checkInsApi = {
  pending: (gameId: string) =>
    callApi(gam.checkIns, { ...one(gameId), query: { status: 'pending' } }).then((r) => r.items),
  approve: (id: string) => callApi(gam.approveCheckIn, one(id)),
  reject: (id: string) => callApi(gam.rejectCheckIn, one(id)),
};

/** The workspace's flow lists, for a "Tarefas concluídas" mission's "Lista". */
export const flowListsApi = {
  all: () => callApi(flowEndpoints.lists).then((r) => r.items),
};
