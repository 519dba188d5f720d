import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a mutation answers and a list holds: a record with an id. */
export interface Identified {
  id: string;
}

type Items = Identified[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Rewrites the items of a cached list in any shape the key factories make: a plain array,
 * a `{ items }` answer, or infinite pages of `{ items }`. Anything else (a detail, totals)
 * is not a list: undefined.
 */
function mapList(data: unknown, change: (items: Items) => Items): unknown {
  if (Array.isArray(data)) return change(data as Items);
  if (!isRecord(data)) return undefined;
  if (Array.isArray(data.items)) return { ...data, items: change(data.items as Items) };
  if (Array.isArray(data.pages) && data.pages.every((p) => isRecord(p) && Array.isArray(p.items)))
    return {
      ...data,
      pages: (data.pages as { items: Items }[]).map((p) => ({ ...p, items: change(p.items) })),
    };
  return undefined;
}

/**
 * Applies `change` to every cached list under `queryKey` it actually changes (the rest keep
 * their age), and says which ones it wrote.
 */
function rewriteLists(
  client: QueryClient,
  queryKey: QueryKey,
  change: (items: Items) => Items,
): QueryKey[] {
  const written: QueryKey[] = [];
  for (const [key, data] of client.getQueriesData({ queryKey })) {
    let touched = false;
    const next = mapList(data, (items) => {
      const changed = change(items);
      touched ||= changed !== items;
      return changed;
    });
    if (!touched) continue;
    client.setQueryData(key, next);
    written.push(key);
  }
  return written;
}

/**
 * Writes a mutation's answer over its cached copies (same id) in every list under
 * `queryKey` (give the prefix of lists whose items have the answer's shape); returns the
 * lists written.
 */
export function replaceInLists(
  client: QueryClient,
  queryKey: QueryKey,
  entity: Identified,
): QueryKey[] {
  return updateInLists(client, queryKey, entity.id, () => entity);
}

/** Changes the cached copies of one record (by id) in every list under `queryKey`; returns the lists written. */
export function updateInLists<T extends Identified>(
  client: QueryClient,
  queryKey: QueryKey,
  id: string,
  update: (item: T) => T,
): QueryKey[] {
  return rewriteLists(client, queryKey, (items) =>
    items.some((item) => item.id === id)
      ? items.map((item) => (item.id === id ? update(item as T) : item))
      : items,
  );
}

/** Drops a deleted record from every cached list under `queryKey`; returns the lists written. */
export function removeFromLists(client: QueryClient, queryKey: QueryKey, id: string): QueryKey[] {
  return rewriteLists(client, queryKey, (items) =>
    items.some((item) => item.id === id) ? items.filter((item) => item.id !== id) : items,
  );
}

/**
 * Adds a created record to the list cached at exactly `queryKey` (an array or `{ items }`):
 * before the first item it `precedes`, else at the end. False when the list is cached but
 * the record's place may be past what was loaded (infinite pages, or a `nextCursor`), so
 * the caller reloads it instead. A list that already has it (a refetch was quicker) or is
 * not cached needs nothing.
 */
export function addToList<T extends Identified>(
  client: QueryClient,
  queryKey: QueryKey,
  entity: T,
  precedes?: (entity: T, item: T) => boolean,
): boolean {
  const data = client.getQueryData(queryKey);
  if (data === undefined) return true;
  const items: Items | undefined = Array.isArray(data)
    ? (data as Items)
    : isRecord(data) && Array.isArray(data.items)
      ? (data.items as Items)
      : undefined;
  if (!items) return false;
  if (items.some((item) => item.id === entity.id)) return true;
  const at = precedes ? items.findIndex((item) => precedes(entity, item as T)) : -1;
  if (at < 0 && isRecord(data) && data.nextCursor) return false;
  const next = at < 0 ? [...items, entity] : [...items.slice(0, at), entity, ...items.slice(at)];
  client.setQueryData(queryKey, Array.isArray(data) ? next : { ...data, items: next });
  return true;
}

/**
 * Refreshes what a write changed but its answer cannot give (totals, balances, rankings):
 * every query under `queryKey` except the ones just written from the answer.
 */
export function invalidateAllBut(
  client: QueryClient,
  queryKey: QueryKey,
  written: readonly QueryKey[],
): Promise<void> {
  const keep = new Set(written.map(hashKey));
  return client.invalidateQueries({ queryKey, predicate: (query) => !keep.has(query.queryHash) });
}
