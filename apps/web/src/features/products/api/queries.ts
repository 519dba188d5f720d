import { GAMIFICATION_ENTITY, type Resource } from '@orbita/contracts/gamification';
import { productsEntity } from '@orbita/contracts/products';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { productsApi, type ProductListParams } from './products-api';

/** The points price's picker offers at most this many resources (the first, by name). */
const RESOURCES_MAX = 1000;

async function everyResource(signal: AbortSignal): Promise<Resource[]> {
  const all: Resource[] = [];
  let cursor: string | undefined;
  do {
    const page = await productsApi.resources(cursor, { signal });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && all.length < RESOURCES_MAX);
  return all.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * The one key factory of products. Keys start with the realtime entity (`products`), so a
 * change published by the server refreshes them in every other tab (platform/realtime).
 */
export const productsQueries = {
  all: () => [productsEntity] as const,
  lists: () => [productsEntity, 'list'] as const,
  list: (params: ProductListParams) =>
    infiniteQueryOptions({
      queryKey: [...productsQueries.lists(), params] as const,
      queryFn: ({ pageParam, signal }) => productsApi.list(params, pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [productsEntity, 'detail', id] as const,
      queryFn: ({ signal }) => productsApi.get(id, { signal }),
    }),
  /** The categories in use (the filter and the form's suggestions). */
  categories: () =>
    queryOptions({
      queryKey: [productsEntity, 'categories'] as const,
      queryFn: ({ signal }) => productsApi.categories({ signal }),
      staleTime: 30_000,
    }),
  /**
   * The gamification resources a points price may be in. Under gamification's realtime
   * entity, so a resource made or renamed elsewhere shows here too.
   */
  resources: () =>
    queryOptions({
      queryKey: [GAMIFICATION_ENTITY, 'resources', 'product-price'] as const,
      queryFn: ({ signal }) => everyResource(signal),
      staleTime: 60_000,
    }),
};
