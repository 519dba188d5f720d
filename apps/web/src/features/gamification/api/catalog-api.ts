import type { TaskList } from '@orbita/contracts/flow';
import type {
  BuyResult,
  CheckIn,
  CreateGameBody,
  CreateMissionBody,
  CreateResourceBody,
  CreateStoreItemBody,
  CreateTrophyBody,
  Game,
  GamesPage,
  GameStatus,
  Level,
  Mission,
  ParticipantsPage,
  ReplaceLevelsBody,
  Resource,
  ResourcesPage,
  StoreItem,
  Trophy,
  UpdateGameBody,
  UpdateMissionBody,
  UpdateResourceBody,
  UpdateStoreItemBody,
  UpdateTrophyBody,
} from '@orbita/contracts/gamification';
import { http } from '../../../platform/http';

/** The catalog's HTTP calls (`/api/app/gamificacao/...`), one function per route. */
const base = 'app/gamificacao';
const seg = encodeURIComponent;

type Deleted = { id: string; deleted: true };
type Page = { cursor?: string | null; limit?: number };

function pageQuery(page: Page & Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(page))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const resourcesApi = {
  page: (page: Page = {}) => http.get<ResourcesPage>(`${base}/resources${pageQuery(page)}`),
  detail: (id: string) => http.get<Resource>(`${base}/resources/${seg(id)}`),
  create: (body: CreateResourceBody) => http.post<Resource>(`${base}/resources`, body),
  update: (id: string, body: UpdateResourceBody) =>
    http.patch<Resource>(`${base}/resources/${seg(id)}`, body),
  remove: (id: string) => http.delete<Deleted>(`${base}/resources/${seg(id)}`),
};

export const gamesApi = {
  page: (page: Page & { status?: GameStatus } = {}) =>
    http.get<GamesPage>(`${base}/games${pageQuery(page)}`),
  detail: (id: string) => http.get<Game>(`${base}/games/${seg(id)}`),
  create: (body: CreateGameBody) => http.post<Game>(`${base}/games`, body),
  update: (id: string, body: UpdateGameBody) => http.patch<Game>(`${base}/games/${seg(id)}`, body),
  remove: (id: string) => http.delete<Deleted>(`${base}/games/${seg(id)}`),
  participants: (id: string, page: Page = {}) =>
    http.get<ParticipantsPage>(`${base}/games/${seg(id)}/participants${pageQuery(page)}`),
};

export const levelsApi = {
  list: (gameId: string) =>
    http.get<{ items: Level[] }>(`${base}/games/${seg(gameId)}/levels`).then((r) => r.items),
  replace: (gameId: string, body: ReplaceLevelsBody) =>
    http.put<{ items: Level[] }>(`${base}/games/${seg(gameId)}/levels`, body).then((r) => r.items),
};

export const trophiesApi = {
  list: (gameId: string) =>
    http.get<{ items: Trophy[] }>(`${base}/games/${seg(gameId)}/trophies`).then((r) => r.items),
  create: (gameId: string, body: CreateTrophyBody) =>
    http.post<Trophy>(`${base}/games/${seg(gameId)}/trophies`, body),
  update: (id: string, body: UpdateTrophyBody) =>
    http.patch<Trophy>(`${base}/trophies/${seg(id)}`, body),
  remove: (id: string) => http.delete<Deleted>(`${base}/trophies/${seg(id)}`),
};

export const missionsApi = {
  list: (gameId: string) =>
    http.get<{ items: Mission[] }>(`${base}/games/${seg(gameId)}/missions`).then((r) => r.items),
  create: (gameId: string, body: CreateMissionBody) =>
    http.post<Mission>(`${base}/games/${seg(gameId)}/missions`, body),
  update: (id: string, body: UpdateMissionBody) =>
    http.patch<Mission>(`${base}/missions/${seg(id)}`, body),
  remove: (id: string) => http.delete<Deleted>(`${base}/missions/${seg(id)}`),
};

export const storeApi = {
  list: (gameId: string) =>
    http
      .get<{ items: StoreItem[] }>(`${base}/games/${seg(gameId)}/store-items`)
      .then((r) => r.items),
  create: (gameId: string, body: CreateStoreItemBody) =>
    http.post<StoreItem>(`${base}/games/${seg(gameId)}/store-items`, body),
  update: (id: string, body: UpdateStoreItemBody) =>
    http.patch<StoreItem>(`${base}/store-items/${seg(id)}`, body),
  remove: (id: string) => http.delete<Deleted>(`${base}/store-items/${seg(id)}`),
  buy: (id: string) => http.post<BuyResult>(`${base}/store-items/${seg(id)}/buy`),
};

export const checkInsApi = {
  pending: (gameId: string) =>
    http
      .get<{ items: CheckIn[] }>(`${base}/games/${seg(gameId)}/check-ins?status=pending`)
      .then((r) => r.items),
  approve: (id: string) => http.post<CheckIn>(`${base}/check-ins/${seg(id)}/approve`),
  reject: (id: string) => http.post<CheckIn>(`${base}/check-ins/${seg(id)}/reject`),
};

/** The workspace's flow lists, for a "Tarefas concluídas" mission's "Lista". */
export const flowListsApi = {
  all: () => http.get<{ items: TaskList[] }>('app/flow/lists').then((r) => r.items),
};
