import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Read offline: what the person last opened of the inbox and the lists (and the signed-in
 * state the shell needs to draw them) is written to IndexedDB and put back in the query
 * cache when the app starts, so with no connection those screens show it, read-only.
 *
 * Hand-written rather than @tanstack/query-persist-client-core: that package's releases pin
 * an older query-core than this app's (5.104 vs 5.108: two caches' worth of types); what it
 * does here is TanStack's own dehydrate/hydrate plus a throttled write, scoped per person.
 */

/** Older than this, a saved cache is dropped instead of shown. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Query keys whose first part is one of these are kept (realtime entity names). */
export const PERSISTED_ROOTS: ReadonlySet<string> = new Set([
  'auth',
  'flow-item',
  'flow-list',
  'flow-task',
]);
/** At most this many queries (the most recently fetched): the saved copy stays small. */
export const MAX_PERSISTED_QUERIES = 40;
const THROTTLE_MS = 1_000;

interface Saved {
  userId: string;
  build: string;
  savedAt: number;
  state: DehydratedState;
}

// idb-keyval makes a store only when it creates its database: one database per store.
let database: UseStore | null = null;
const store = () => (database ??= createStore('orbita-query-cache', 'queries'));
const KEY = 'queries';
const build = () => import.meta.env.VITE_BUILD_ID ?? 'dev';

export function persistedState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && PERSISTED_ROOTS.has(String(query.queryKey[0])),
  });
  const queries = [...state.queries]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_PERSISTED_QUERIES);
  return { mutations: [], queries };
}

/** Puts the person's saved queries back (if recent, theirs and of this build). */
export async function restoreQueries(
  client: QueryClient,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const saved = await get<Saved>(KEY, store());
  if (!saved) return false;
  if (
    saved.userId !== userId ||
    saved.build !== build() ||
    now - saved.savedAt > PERSIST_MAX_AGE_MS
  ) {
    await del(KEY, store());
    return false;
  }
  // hydrate keeps whatever the cache already fetched when it is newer.
  hydrate(client, saved.state);
  // A saved copy is a stand-in, never fresh: saved up to a second before a reload, it may
  // predate the last change the server took (and a copy younger than the staleTime would
  // otherwise be shown as is). Marked stale, each screen shows it at once and refetches it;
  // offline, the fetch waits for the connection and the copy stays readable.
  const restored = new Map(saved.state.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  await client.invalidateQueries({
    predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt,
  });
  return true;
}

/** Saves the kept queries whenever the cache changes (at most once a second). Returns stop. */
export function persistQueries(client: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const record: Saved = {
      userId,
      build: build(),
      savedAt: Date.now(),
      state: persistedState(client),
    };
    void set(KEY, record, store()).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!PERSISTED_ROOTS.has(String(event.query.queryKey[0]))) return;
    timer ??= setTimeout(save, THROTTLE_MS);
  });
  // What was fetched before this started (the page's first queries) is saved too.
  timer = setTimeout(save, THROTTLE_MS);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Logout: the saved copy goes with the session. */
export async function clearPersistedQueries(): Promise<void> {
  await del(KEY, store()).catch(() => undefined);
}

/** Restores, then keeps saving, for the person signed in. Returns stop. */
export function startQueryPersistence(client: QueryClient, userId: string): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void restoreQueries(client, userId)
    .catch(() => false)
    .then(() => {
      if (!stopped) stop = persistQueries(client, userId);
    });
  return () => {
    stopped = true;
    stop?.();
  };
}
