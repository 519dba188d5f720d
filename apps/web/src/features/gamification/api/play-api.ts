import type { JoinResult, PublicGame } from '@orbita/contracts/gamification';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { gamificationKeys } from './keys';

// Type-only contract imports: the play page is on the public path and stays without zod.
const code = (c: string) => encodeURIComponent(c);

export const playApi = {
  publicGame: (c: string) => http.get<PublicGame>(`public/play/${code(c)}`),
  join: (c: string) => http.post<JoinResult>(`app/gamificacao/play/${code(c)}/join`),
};

export const playQueries = {
  game: (c: string) =>
    queryOptions({ queryKey: gamificationKeys.play(c), queryFn: () => playApi.publicGame(c) }),
};
