import {
  gamificationEndpoints as gam,
  type Ranking,
  type RankingQueryPeriod,
} from '@orbita/contracts/gamification';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { gamificationKeys } from './keys';

export type RankingPeriod = RankingQueryPeriod;
/** Players and teams in one shape for the list (teams have no pinned "me"). */
export interface RankingView {
  period: RankingPeriod;
  top: { position: number; id: string; name: string; points: number }[];
  me: Ranking['me'];
  scoringFormula: string;
}

export const RANKING_LIMIT = 50;
export type RankingBy = 'players' | 'teams';

async function load(
  gameId: string,
  by: RankingBy,
  period: RankingPeriod | null,
): Promise<RankingView> {
  // No period: the server uses the game's own default period (and says which).
  const request = {
    params: { id: gameId },
    query: { limit: RANKING_LIMIT, period: period ?? undefined },
  };
  if (by === 'teams') {
    const raw = await callApi(gam.teamRanking, request);
    return {
      ...raw,
      me: null,
      top: raw.top.map((r) => ({
        position: r.position,
        id: r.teamId,
        name: r.name,
        points: r.points,
      })),
    };
  }
  const raw = await callApi(gam.ranking, request);
  return {
    ...raw,
    top: raw.top.map((r) => ({
      position: r.position,
      id: r.userId,
      name: r.name,
      points: r.points,
    })),
  };
}

export const rankingQueries = {
  ranking: (gameId: string, by: RankingBy, period: RankingPeriod | null) =>
    queryOptions({
      queryKey: gamificationKeys.ranking(gameId, { by, period }),
      queryFn: () => load(gameId, by, period),
      // Switching period keeps the old list on screen until the new one arrives (no flicker).
      placeholderData: keepPreviousData,
    }),
};
