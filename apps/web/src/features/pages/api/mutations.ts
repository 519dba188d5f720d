import type { Page, PageList, PageSummary } from '@orbita/contracts/pages';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { pagesApi } from './pages-api';
import { pagesQueries } from './queries';

type Lists = InfiniteData<PageList, string | undefined>;

/** The summary a list row shows, from a full page (the list never carries blocks). */
function summaryOf(page: Page): PageSummary {
  const {
    blocks: _b,
    seoTitle: _t,
    seoDescription: _d,
    ogImageFileId: _o,
    createdBy: _c,
    updatedBy: _u,
    ...summary
  } = page;
  return summary;
}

/** Rewrites the rows of every loaded list (any search/filter); page 0 is the newest. */
function rewriteLists(
  client: QueryClient,
  change: (items: PageSummary[], page: number) => PageSummary[],
): void {
  client.setQueriesData<Lists>(
    { queryKey: pagesQueries.lists() },
    (data) =>
      data && { ...data, pages: data.pages.map((p, i) => ({ ...p, items: change(p.items, i) })) },
  );
}

/** A page the server answered goes into its detail and into every list that shows it. */
export function writePage(client: QueryClient, page: Page): void {
  client.setQueryData(pagesQueries.detail(page.id).queryKey, page);
  const row = summaryOf(page);
  rewriteLists(client, (items) => items.map((i) => (i.id === page.id ? row : i)));
}

function addToLists(client: QueryClient, page: Page): void {
  const row = summaryOf(page);
  client.setQueryData(pagesQueries.detail(page.id).queryKey, page);
  rewriteLists(client, (items, n) =>
    n === 0 && !items.some((i) => i.id === page.id) ? [row, ...items] : items,
  );
}

/*
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); the other tabs refresh from the realtime event.
 */

export function useCreatePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => pagesApi.create({ title }),
    onSuccess: (page) => addToLists(client, page),
  });
}

export function useDuplicatePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pagesApi.duplicate(id),
    onSuccess: (page) => addToLists(client, page),
  });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pagesApi.remove(id),
    onSuccess: (_none, id) => {
      rewriteLists(client, (items) => items.filter((i) => i.id !== id));
      client.removeQueries({ queryKey: pagesQueries.detail(id).queryKey });
    },
  });
}

/** Publicar / Publicar alterações / Despublicar. */
export function usePublishPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, live, version }: { id: string; live: boolean; version?: number }) =>
      live ? pagesApi.publish(id, version) : pagesApi.unpublish(id, version),
    onSuccess: (page) => writePage(client, page),
  });
}
