import type {
  CreateMindMapBody,
  ImportMindMapBody,
  MindMap,
  MindMapListFilter,
  MindMapPage,
  UpdateMindMapBody,
} from '@orbita/contracts/mind-maps';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { mindMapsApi, type MapListParams } from './mind-maps-api';
import { mindMapsQueries } from './queries';

type Pages = InfiniteData<MindMapPage, string | undefined>;

/** Whether a map belongs in a tab of the list. */
export function inFilter(map: MindMap, filter: MindMapListFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'archived') return map.archivedAt !== null;
  return map.archivedAt === null && (filter === 'active' || map.favourite);
}

/**
 * Writes a map the server answered into every loaded list: replaced where it still belongs,
 * taken out of a tab it left (archived, no longer a favourite), and — for a new map, the most
 * recently changed one — put on top of the tabs it belongs to. Lists it may newly belong to
 * (and searches) are marked stale, so they load again when shown; this tab refetches nothing.
 */
export function writeMap(client: QueryClient, map: MindMap, isNew = false): void {
  client.setQueryData(mindMapsQueries.detail(map.id).queryKey, map);
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: mindMapsQueries.lists() })) {
    if (!data) continue;
    const params = key[2] as MapListParams | undefined;
    if (!params) continue;
    const belongs = inFilter(map, params.filter);
    const present = data.pages.some((p) => p.items.some((i) => i.id === map.id));
    const pages = data.pages.map((page, index) => {
      let items = page.items.filter((i) => i.id !== map.id || belongs);
      items = items.map((i) => (i.id === map.id ? map : i));
      if (isNew && !present && belongs && !params.q && index === 0) items = [map, ...items];
      return { ...page, items };
    });
    client.setQueryData<Pages>(key, { ...data, pages });
  }
  void client.invalidateQueries({ queryKey: mindMapsQueries.lists(), refetchType: 'none' });
}

function dropMap(client: QueryClient, id: string): void {
  client.setQueriesData<Pages>(
    { queryKey: mindMapsQueries.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })),
      },
  );
  client.removeQueries({ queryKey: mindMapsQueries.detail(id).queryKey });
}

/** The cached map, wherever it is (for the favourite answer, which carries only the mark). */
function cachedMap(client: QueryClient, id: string): MindMap | undefined {
  const detail = client.getQueryData(mindMapsQueries.detail(id).queryKey);
  if (detail) return detail;
  for (const [, data] of client.getQueriesData<Pages>({ queryKey: mindMapsQueries.lists() }))
    for (const page of data?.pages ?? [])
      for (const item of page.items) if (item.id === id) return item;
  return undefined;
}

export function useCreateMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMindMapBody) => mindMapsApi.create(body),
    onSuccess: (map) => writeMap(client, map, true),
  });
}

export function useImportMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportMindMapBody) => mindMapsApi.import(body),
    onSuccess: (map) => writeMap(client, map, true),
  });
}

export function useDuplicateMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => mindMapsApi.duplicate(id),
    onSuccess: (map) => writeMap(client, map, true),
  });
}

export function useUpdateMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMindMapBody }) =>
      mindMapsApi.update(id, body),
    onSuccess: (map) => writeMap(client, map),
  });
}

export function useArchiveMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      archived ? mindMapsApi.archive(id) : mindMapsApi.unarchive(id),
    onSuccess: (map) => writeMap(client, map),
  });
}

export function useFavouriteMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: string; favourite: boolean }) =>
      favourite ? mindMapsApi.favourite(id) : mindMapsApi.unfavourite(id),
    onSuccess: ({ id, favourite }) => {
      const map = cachedMap(client, id);
      if (map) writeMap(client, { ...map, favourite });
      else void client.invalidateQueries({ queryKey: mindMapsQueries.all() });
    },
  });
}

export function useDeleteMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => mindMapsApi.remove(id),
    onSuccess: (_none, id) => dropMap(client, id),
  });
}
