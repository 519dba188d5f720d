import { sequencesEntity } from '@orbita/contracts/sequences';
import { queryOptions } from '@tanstack/react-query';
import { sequencesApi } from './sequences-api';

/**
 * The one key factory of sequences. Keys start with the realtime entity (`sequences`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const sequencesQueries = {
  all: () => [sequencesEntity] as const,
  list: () =>
    queryOptions({
      queryKey: [...sequencesQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => sequencesApi.list({ signal }),
    }),
};
