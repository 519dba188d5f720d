import type {
  Create{{Pascal}}ItemBody,
  {{Pascal}}Item,
  {{Pascal}}ItemPage,
  Update{{Pascal}}ItemBody,
} from '@orbita/contracts/{{name}}';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { {{camel}}Api } from './{{name}}-api';
import { {{camel}}Queries } from './queries';

type Pages = InfiniteData<{{Pascal}}ItemPage, string | undefined>;

/** Rewrites the items of each loaded page of the list (page 0 is the newest). */
function rewriteList(
  client: QueryClient,
  change: (items: {{Pascal}}Item[], page: number) => {{Pascal}}Item[],
): void {
  client.setQueryData<Pages>({{camel}}Queries.list().queryKey, (data) =>
    data && { ...data, pages: data.pages.map((p, i) => ({ ...p, items: change(p.items, i) })) },
  );
}

/*
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); the other tabs refresh from the realtime event.
 */

export function useCreate{{Pascal}}Item() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Create{{Pascal}}ItemBody) => {{camel}}Api.create(body),
    // Newest first: a new item goes on top of the first page (unless a refetch already has it).
    onSuccess: (item) =>
      rewriteList(client, (items, page) =>
        page === 0 && !items.some((i) => i.id === item.id) ? [item, ...items] : items,
      ),
  });
}

export function useUpdate{{Pascal}}Item() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Update{{Pascal}}ItemBody }) =>
      {{camel}}Api.update(id, body),
    onSuccess: (item) =>
      rewriteList(client, (items) => items.map((i) => (i.id === item.id ? item : i))),
  });
}

export function useDelete{{Pascal}}Item() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {{camel}}Api.remove(id),
    onSuccess: (_none, id) => rewriteList(client, (items) => items.filter((i) => i.id !== id)),
  });
}
