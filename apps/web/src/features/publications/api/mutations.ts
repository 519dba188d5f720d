import type {
  CreatePublicationBody,
  Publication,
  PublicationPage,
  UpdatePublicationBody,
} from '@orbita/contracts/publications';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { publicationsApi, type PublicationListParams } from './publications-api';
import { publicationsQueries } from './queries';

type Pages = InfiniteData<PublicationPage, string | undefined>;

/** Whether a publication belongs in a list with these filters (the search is the server's). */
export function inList(item: Publication, params: PublicationListParams): boolean {
  if (params.status && item.status !== params.status) return false;
  if (params.visibility && item.visibility !== params.visibility) return false;
  if (params.tag && !item.tags.includes(params.tag)) return false;
  return true;
}

/**
 * Writes a publication the server answered into the cache: its detail, and every loaded list —
 * replaced where it still belongs, taken out of a filter it left, and (a new one, the most
 * recently changed) put on top of the first page of the lists it belongs to. Lists are marked
 * stale, so they load again when next shown; this tab refetches nothing now.
 */
export function writePublication(client: QueryClient, item: Publication, isNew = false): void {
  client.setQueryData(publicationsQueries.detail(item.id).queryKey, item);
  for (const [key, data] of client.getQueriesData<Pages>({
    queryKey: publicationsQueries.lists(),
  })) {
    const params = key[2] as PublicationListParams | undefined;
    if (!data || !params) continue;
    const belongs = inList(item, params);
    const present = data.pages.some((p) => p.items.some((i) => i.id === item.id));
    const pages = data.pages.map((page, index) => {
      let items = page.items.filter((i) => i.id !== item.id || belongs);
      items = items.map((i) => (i.id === item.id ? item : i));
      if (isNew && !present && belongs && !params.q && index === 0) items = [item, ...items];
      return { ...page, items };
    });
    client.setQueryData<Pages>(key, { ...data, pages });
  }
  void client.invalidateQueries({ queryKey: publicationsQueries.lists(), refetchType: 'none' });
}

function dropPublication(client: QueryClient, id: string): void {
  client.setQueriesData<Pages>(
    { queryKey: publicationsQueries.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })),
      },
  );
  client.removeQueries({ queryKey: publicationsQueries.detail(id).queryKey });
}

export function useCreatePublication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePublicationBody) => publicationsApi.create(body),
    onSuccess: (item) => writePublication(client, item, true),
  });
}

/** The metadata edit; `version` goes in the body (useVersionedSave adds it). */
export function useUpdatePublication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePublicationBody) => publicationsApi.update(id, body),
    onSuccess: (item) => writePublication(client, item),
  });
}

export function useDeletePublication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publicationsApi.remove(id),
    onSuccess: (_none, id) => dropPublication(client, id),
  });
}

/** "Publicar" / "Publicar alterações" and "Despublicar": the revisions change too. */
export function usePublishPublication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (live: boolean) =>
      live ? publicationsApi.publish(id) : publicationsApi.unpublish(id),
    onSuccess: (item) => {
      writePublication(client, item);
      void client.invalidateQueries({ queryKey: publicationsQueries.revisions(id).queryKey });
      void client.invalidateQueries({ queryKey: publicationsQueries.site().queryKey });
    },
  });
}

/** "Restaurar no rascunho": the body changes through the collaboration room; the draft's flag too. */
export function useRestoreRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => publicationsApi.restore(id, revisionId),
    onSuccess: (item) => {
      writePublication(client, item);
      void client.invalidateQueries({ queryKey: [...publicationsQueries.all(), 'diff', id] });
    },
  });
}
