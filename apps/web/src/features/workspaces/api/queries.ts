import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { workspacesApi } from './workspaces-api';

/**
 * Key factories of the workspaces feature. Each key starts with the entity the server
 * publishes over realtime (`workspace`, `membership`, `team`, `invite`, `api-key`), so a
 * change made elsewhere refreshes these screens (platform/realtime).
 */
export const workspaceQueries = {
  all: () => ['workspace'] as const,
  mine: () =>
    queryOptions({ queryKey: ['workspace', 'mine'] as const, queryFn: () => workspacesApi.mine() }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['workspace', 'detail', id] as const,
      queryFn: () => workspacesApi.detail(id),
    }),
};

export const memberQueries = {
  list: (id: string) =>
    queryOptions({
      queryKey: ['membership', id] as const,
      queryFn: () => workspacesApi.members(id),
    }),
};

export const teamQueries = {
  list: (id: string) =>
    queryOptions({ queryKey: ['team', id] as const, queryFn: () => workspacesApi.teams(id) }),
};

export const inviteQueries = {
  list: (id: string) =>
    queryOptions({ queryKey: ['invite', id] as const, queryFn: () => workspacesApi.invites(id) }),
  preview: (token: string) =>
    queryOptions({
      queryKey: ['invite', 'preview', token] as const,
      queryFn: () => workspacesApi.previewInvite(token),
      staleTime: Infinity,
    }),
};

export const keyQueries = {
  list: (id: string) =>
    queryOptions({
      queryKey: ['api-key', id, 'list'] as const,
      queryFn: () => workspacesApi.keys(id),
    }),
  detail: (id: string, keyId: string) =>
    queryOptions({
      queryKey: ['api-key', id, keyId] as const,
      queryFn: () => workspacesApi.key(id, keyId),
    }),
};

export const auditQueries = {
  list: (id: string) =>
    infiniteQueryOptions({
      queryKey: ['audit', id] as const,
      queryFn: ({ pageParam }) => workspacesApi.audit(id, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};
