import { flowEntities } from '@orbita/contracts/flow';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { inboxApi } from './inbox-api';

export const INBOX_PAGE_SIZE = 100;

/**
 * The inbox's key factory. Keys start with the realtime entity names (`flow-item`,
 * `flow-list`, `flow-process`, `membership`), so the shell's realtime invalidation keeps
 * every open browser in step.
 */
export const inboxQueries = {
  all: () => [flowEntities.item] as const,
  open: () =>
    infiniteQueryOptions({
      queryKey: [flowEntities.item, 'open'] as const,
      queryFn: ({ pageParam, signal }) =>
        inboxApi.items({ cursor: pageParam, limit: INBOX_PAGE_SIZE }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  summary: () =>
    queryOptions({
      queryKey: [flowEntities.item, 'summary'] as const,
      queryFn: ({ signal }) => inboxApi.summary({ signal }),
    }),
  lists: () =>
    queryOptions({
      queryKey: [flowEntities.list, 'all'] as const,
      queryFn: ({ signal }) => inboxApi.lists({ signal }),
      select: (answer) => answer.items,
    }),
  processes: () =>
    queryOptions({
      queryKey: [flowEntities.process, 'all'] as const,
      queryFn: ({ signal }) => inboxApi.processes({ signal }),
      select: (answer) => answer.items,
    }),
  members: (workspaceId: string) =>
    queryOptions({
      queryKey: ['membership', 'flow-delegate', workspaceId] as const,
      queryFn: ({ signal }) => inboxApi.members(workspaceId, { signal }),
    }),
};
