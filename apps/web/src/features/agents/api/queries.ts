import { agentRunsEntity, agentsEntity, type RunStatus } from '@orbita/contracts/agents';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { agentsApi } from './agents-api';

/**
 * The one key factory of agents. Keys start with the realtime entities (`agents` for the
 * agents and their versions, `agent-runs` for the log), so a change published by the server
 * refreshes them in every other tab (platform/realtime): the run log is live that way.
 */
export const agentsQueries = {
  all: () => [agentsEntity] as const,
  lists: () => [agentsEntity, 'list'] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...agentsQueries.lists()] as const,
      queryFn: ({ pageParam, signal }) => agentsApi.list(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [agentsEntity, 'detail', id] as const,
      queryFn: ({ signal }) => agentsApi.get(id, { signal }),
    }),
  versions: (id: string) =>
    queryOptions({
      queryKey: [agentsEntity, 'versions', id] as const,
      queryFn: ({ signal }) => agentsApi.versions(id, { signal }),
    }),

  runsAll: () => [agentRunsEntity] as const,
  /** An agent's runs, newest first; `status` filters (undefined: all). */
  runs: (agentId: string, status?: RunStatus) =>
    infiniteQueryOptions({
      queryKey: [agentRunsEntity, 'list', agentId, status ?? null] as const,
      queryFn: ({ pageParam, signal }) => agentsApi.runs(agentId, status, pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  run: (agentId: string, runId: string) =>
    queryOptions({
      queryKey: [agentRunsEntity, 'detail', agentId, runId] as const,
      queryFn: ({ signal }) => agentsApi.run(agentId, runId, { signal }),
    }),
};
