import type { DEFAULT_START_PAGE, SETTINGS_ENTITY } from '@orbita/contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { safeNext } from '../safe-next';

// Literals (checked against the contracts' types): the sign-in page must not load the
// settings contracts (zod) up front; the endpoint comes in its own chunk after sign-in.
const entity: typeof SETTINGS_ENTITY = 'settings';
const fallback: typeof DEFAULT_START_PAGE = '/me/home';

/**
 * Where a sign-in without `?next=` goes: the start page the person chose in Configurações
 * (read fresh at each sign-in, so a choice made on another device counts). Undefined while
 * it loads; the default page when it cannot be read, so signing in never gets stuck here.
 */
export function useStartPage(enabled: boolean): string | undefined {
  const { data, isError } = useQuery({
    queryKey: [entity, 'start-page'],
    queryFn: async ({ signal }) => {
      const { settingsEndpoints } = await import('@orbita/contracts/settings');
      return callApi(settingsEndpoints.get, { signal });
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!enabled) return undefined;
  if (isError) return fallback;
  return data ? safeNext(data.startPage) : undefined;
}
