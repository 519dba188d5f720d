import {
  flowEntities,
  flowHistoryEndpoints as endpoints,
  type HistoryEntityType,
} from '@orbita/contracts/flow';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

const PAGE = 30;

/**
 * Keys start with the record's realtime entity (`flow-task`, `flow-card`), so any change to
 * the task or card — here or in another browser — refreshes its open history.
 */
export const historyQueries = {
  of: (entity: HistoryEntityType, id: string) =>
    infiniteQueryOptions({
      queryKey: [entity === 'task' ? flowEntities.task : flowEntities.card, 'history', id] as const,
      queryFn: ({ pageParam }) =>
        callApi(entity === 'task' ? endpoints.taskHistory : endpoints.cardHistory, {
          params: { id },
          query: { limit: PAGE, cursor: pageParam },
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};
