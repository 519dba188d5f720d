import type {
  Create{{Pascal}}ItemBody,
  {{Pascal}}ItemPage,
  Update{{Pascal}}ItemBody,
} from '@orbita/contracts/{{name}}';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { removeFromLists, replaceInLists } from '../../../platform/cache';
import { {{camel}}Api } from './{{name}}-api';
import { {{camel}}Queries } from './queries';

type Pages = InfiniteData<{{Pascal}}ItemPage, string | undefined>;

/**
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); other tabs refresh from the realtime event.
 */
export function useCreate{{Pascal}}Item() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Create{{Pascal}}ItemBody) => {{camel}}Api.create(body),
    // Newest first: a new item belongs on top of the first page, however far the list was read.
    onSuccess: (item) =>
      client.setQueryData<Pages>({{camel}}Queries.list().queryKey, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first || data.pages.some((p) => p.items.some((i) => i.id === item.id)))
          return data;
        return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
      }),
  });
}

export function useUpdate{{Pascal}}Item() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Update{{Pascal}}ItemBody }) =>
      {{camel}}Api.update(id, body),
    onSuccess: (item) => replaceInLists(client, {{camel}}Queries.all(), item),
  });
}

export function useDelete{{Pascal}}Item() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {{camel}}Api.remove(id),
    onSuccess: (_none, id) => removeFromLists(client, {{camel}}Queries.all(), id),
  });
}
