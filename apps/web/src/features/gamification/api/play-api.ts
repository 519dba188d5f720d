import { gamificationEndpoints as gam } from '@orbita/contracts/gamification';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { gamificationKeys } from './keys';

// The endpoints carry their schemas as types only: the play page is on the public path and stays without zod.
export const playApi = {
  publicGame: (code: string) => callApi(gam.publicGame, { params: { code } }),
  join: (code: string) => callApi(gam.joinGame, { params: { code } }),
};

export const playQueries = {
  game: (c: string) =>
    queryOptions({ queryKey: gamificationKeys.play(c), queryFn: () => playApi.publicGame(c) }),
};
