import type {
  CreateStructuresItemBody,
  StructuresItem,
  StructuresItemPage,
  UpdateStructuresItemBody,
} from '@orbita/contracts/structures';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { structuresApi } from './structures-api';
import { structuresQueries } from './queries';

type Pages = InfiniteData<StructuresItemPage, string | undefined>;

/** Rewrites the items of each loaded page of the list (page 0 is the newest). */
function rewriteList(
  client: QueryClient,
  change: (items: StructuresItem[], page: number) => StructuresItem[],
): void {
  client.setQueryData<Pages>(
    structuresQueries.list().queryKey,
    (data) =>
      data && { ...data, pages: data.pages.map((p, i) => ({ ...p, items: change(p.items, i) })) },
  );
}

/*
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); the other tabs refresh from the realtime event.
 */

export function useCreateStructuresItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStructuresItemBody) => structuresApi.create(body),
    // Newest first: a new item goes on top of the first page (unless a refetch already has it).
    onSuccess: (item) =>
      rewriteList(client, (items, page) =>
        page === 0 && !items.some((i) => i.id === item.id) ? [item, ...items] : items,
      ),
  });
}

export function useUpdateStructuresItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStructuresItemBody }) =>
      structuresApi.update(id, body),
    onSuccess: (item) =>
      rewriteList(client, (items) => items.map((i) => (i.id === item.id ? item : i))),
  });
}

export function useDeleteStructuresItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => structuresApi.remove(id),
    onSuccess: (_none, id) => rewriteList(client, (items) => items.filter((i) => i.id !== id)),
  });
}
