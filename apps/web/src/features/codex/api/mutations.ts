import type {
  CreateCodexItemBody,
  CodexItem,
  CodexItemPage,
  UpdateCodexItemBody,
} from '@orbita/contracts/codex';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { codexApi } from './codex-api';
import { codexQueries } from './queries';

type Pages = InfiniteData<CodexItemPage, string | undefined>;

/** Rewrites the items of each loaded page of the list (page 0 is the newest). */
function rewriteList(
  client: QueryClient,
  change: (items: CodexItem[], page: number) => CodexItem[],
): void {
  client.setQueryData<Pages>(
    codexQueries.list().queryKey,
    (data) =>
      data && { ...data, pages: data.pages.map((p, i) => ({ ...p, items: change(p.items, i) })) },
  );
}

/*
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); the other tabs refresh from the realtime event.
 */

export function useCreateCodexItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCodexItemBody) => codexApi.create(body),
    // Newest first: a new item goes on top of the first page (unless a refetch already has it).
    onSuccess: (item) =>
      rewriteList(client, (items, page) =>
        page === 0 && !items.some((i) => i.id === item.id) ? [item, ...items] : items,
      ),
  });
}

export function useUpdateCodexItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCodexItemBody }) =>
      codexApi.update(id, body),
    onSuccess: (item) =>
      rewriteList(client, (items) => items.map((i) => (i.id === item.id ? item : i))),
  });
}

export function useDeleteCodexItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => codexApi.remove(id),
    onSuccess: (_none, id) => rewriteList(client, (items) => items.filter((i) => i.id !== id)),
  });
}
