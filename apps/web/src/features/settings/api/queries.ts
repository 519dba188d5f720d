import { SETTINGS_ENTITY } from '@orbita/contracts/settings/values';
import { queryOptions } from '@tanstack/react-query';
import { settingsApi } from './settings-api';

/**
 * The one key factory of settings. Keys start with the realtime entity (`settings`): a save
 * on another device arrives on the person's user queue and refreshes both records here.
 */
export const settingsQueries = {
  all: () => [SETTINGS_ENTITY] as const,
  settings: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => settingsApi.get({ signal }),
      staleTime: 60_000,
    }),
  menu: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'menu'] as const,
      queryFn: ({ signal }) => settingsApi.menu({ signal }),
      staleTime: 60_000,
    }),
};
