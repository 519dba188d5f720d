import type { Ranking, RankingQueryPeriod, TeamRanking } from '@orbita/contracts/gamification';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../platform/http';
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

const path = (gameId: string, by: RankingBy) =>
  `app/gamificacao/games/${encodeURIComponent(gameId)}/ranking${by === 'teams' ? '/teams' : ''}`;

async function load(
  gameId: string,
  by: RankingBy,
  period: RankingPeriod | null,
): Promise<RankingView> {
  const params = new URLSearchParams({ limit: String(RANKING_LIMIT) });
  // No period: the server uses the game's own default period (and says which).
  if (period) params.set('period', period);
  const url = `${path(gameId, by)}?${params}`;
  if (by === 'teams') {
    const raw = await http.get<TeamRanking>(url);
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
  const raw = await http.get<Ranking>(url);
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
