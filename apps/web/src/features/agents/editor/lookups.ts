import { agentsEntity } from '@orbita/contracts/agents';
import { financeEndpoints } from '@orbita/contracts/finance';
import { flowEndpoints } from '@orbita/contracts/flow';
import { GAM_PAGE_MAX, gamificationEndpoints } from '@orbita/contracts/gamification';
import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { useAppState } from '../../../platform/session/app-state';

/*
 * The records the action forms pick from (lists, games, resources, boxes, categories,
 * members), read through the other modules' public API endpoints — features never import
 * each other. Only the first page of games and resources: a picker of more than 100 games
 * is not a picker (the id can still be pasted through a template elsewhere).
 */
const key = (...parts: string[]) => [agentsEntity, 'editor', ...parts] as const;
const pick = { staleTime: 60_000 };

export const editorLookups = {
  lists: () =>
    queryOptions({
      queryKey: key('lists'),
      queryFn: ({ signal }) => callApi(flowEndpoints.lists, { signal }),
      ...pick,
    }),
  games: () =>
    queryOptions({
      queryKey: key('games'),
      queryFn: ({ signal }) =>
        callApi(gamificationEndpoints.games, { query: { limit: GAM_PAGE_MAX }, signal }),
      ...pick,
    }),
  resources: () =>
    queryOptions({
      queryKey: key('resources'),
      queryFn: ({ signal }) =>
        callApi(gamificationEndpoints.resources, { query: { limit: GAM_PAGE_MAX }, signal }),
      ...pick,
    }),
  boxes: () =>
    queryOptions({
      queryKey: key('boxes'),
      queryFn: ({ signal }) => callApi(financeEndpoints.boxes, { signal }),
      ...pick,
    }),
  categories: () =>
    queryOptions({
      queryKey: key('categories'),
      queryFn: ({ signal }) => callApi(financeEndpoints.categories, { signal }),
      ...pick,
    }),
  members: (workspaceId: string) =>
    queryOptions({
      queryKey: key('members', workspaceId),
      queryFn: ({ signal }) =>
        callApi(workspacesEndpoints.members, { params: { workspaceId }, signal }),
      ...pick,
    }),
};

/** The current workspace's members (for "notificar" and "dar pontos a"). */
export function useMembers(wanted = true) {
  const workspaceId = useAppState().data?.workspaceId;
  return useQuery({
    ...editorLookups.members(workspaceId ?? ''),
    enabled: wanted && !!workspaceId,
  });
}

/**
 * Names of the ids a dry run shows (lists, games, boxes, members), so "Lista X" reads where
 * the rule and the rendered action hold its id. Unknown ids stay as they are.
 */
export function useIdNames(wanted: boolean): (value: unknown) => unknown {
  const on = { enabled: wanted };
  const lists = useQuery({ ...editorLookups.lists(), ...on });
  const games = useQuery({ ...editorLookups.games(), ...on });
  const boxes = useQuery({ ...editorLookups.boxes(), ...on });
  const members = useMembers(wanted);
  const names = new Map<string, string>();
  for (const l of lists.data?.items ?? []) names.set(l.id, l.name);
  for (const g of games.data?.items ?? []) names.set(g.id, g.name);
  for (const b of boxes.data?.items ?? []) names.set(b.id, b.name);
  for (const m of members.data ?? []) names.set(m.userId, m.name);
  return (value) => (typeof value === 'string' ? (names.get(value) ?? value) : value);
}
