import { publicConfigEndpoints, type PublicConfig } from '@orbita/contracts/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../http';

export const PUBLIC_CONFIG_KEY = ['public-config'] as const;

/**
 * `GET /api/public/config`: which sign-in options this server offers (Google client id,
 * Facebook). Read at run time, so one build serves any installation; it changes only when the
 * server restarts with another environment, so a few minutes of staleness are harmless.
 */
export function publicConfigQuery() {
  return queryOptions({
    queryKey: PUBLIC_CONFIG_KEY,
    queryFn: ({ signal }): Promise<PublicConfig> => callApi(publicConfigEndpoints.get, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The public config; `data` is undefined while it loads or when the server could not say. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
