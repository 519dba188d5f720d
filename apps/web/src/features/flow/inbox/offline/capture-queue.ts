import type { CreateItemBody, InboxItem } from '@orbita/contracts/flow';
import { createStore, get, update, type UseStore } from 'idb-keyval';

/**
 * Ideas captured without a connection wait here, on the device (IndexedDB through
 * idb-keyval), one list per person, each with its idempotency key (`clientId`): they are
 * sent in the order they were captured, one at a time, and the server turns a replayed
 * key into the item it already made — so a send whose answer was lost never doubles.
 */
export interface QueuedCapture {
  clientId: string;
  body: CreateItemBody & { clientId: string };
  /** The workspace it was captured in (sent as X-Workspace-Id, whatever is current later). */
  workspaceId: string | null;
  queuedAt: string;
}

/** A bound on what one device keeps waiting (each idea ≤ 2,000 characters). */
export const MAX_QUEUED = 200;
export const QUEUE_FULL_MESSAGE =
  'Há ideias demais aguardando conexão neste aparelho (200). Conecte-se para enviá-las.';

// idb-keyval makes a store only when it creates its database: one database per store.
let database: UseStore | null = null;
const store = () => (database ??= createStore('orbita-capture-queue', 'captures'));
const keyOf = (userId: string) => `captures:${userId}`;

const listeners = new Set<() => void>();
/** Calls `listener` whenever a queue changes in this tab. */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((l) => l());

export async function readQueue(userId: string): Promise<QueuedCapture[]> {
  return (await get<QueuedCapture[]>(keyOf(userId), store())) ?? [];
}

export async function enqueueCapture(userId: string, entry: QueuedCapture): Promise<void> {
  let full = false;
  await update<QueuedCapture[]>(
    keyOf(userId),
    (list = []) => {
      if (list.some((e) => e.clientId === entry.clientId)) return list;
      if (list.length >= MAX_QUEUED) {
        full = true;
        return list;
      }
      return [...list, entry];
    },
    store(),
  );
  if (full) throw new Error(QUEUE_FULL_MESSAGE);
  changed();
}

async function removeCapture(userId: string, clientId: string): Promise<void> {
  await update<QueuedCapture[]>(
    keyOf(userId),
    (list = []) => list.filter((e) => e.clientId !== clientId),
    store(),
  );
  changed();
}

/** Clears a person's queue (logout). */
export async function clearQueue(userId: string): Promise<void> {
  await update<QueuedCapture[]>(keyOf(userId), () => [], store());
  changed();
}

/** Answers worth trying again later: no answer, a lost session, a busy or failing server. */
export function isRetryable(status: number | undefined): boolean {
  return (
    status === undefined ||
    status === 0 ||
    status === 401 ||
    status === 408 ||
    status === 429 ||
    status >= 500
  );
}

export interface FlushHandlers {
  send: (entry: QueuedCapture) => Promise<InboxItem>;
  onSent?: (entry: QueuedCapture, item: InboxItem) => void;
  /** A refusal that will never succeed (validation, permission): the idea leaves the queue. */
  onRejected?: (entry: QueuedCapture, error: Error) => void;
}

export type FlushResult = 'done' | 'retry-later';

const flushing = new Map<string, Promise<FlushResult>>();

/**
 * Sends the queue front to back, one request at a time; stops at the first failure worth
 * retrying (the rest keep their order). One flush per person per tab; other tabs are kept
 * out by a Web Lock where the browser has them (and by the key on the server regardless).
 */
export function flushQueue(userId: string, handlers: FlushHandlers): Promise<FlushResult> {
  const running = flushing.get(userId);
  if (running) return running;
  const run = async (): Promise<FlushResult> => {
    for (;;) {
      const [entry] = await readQueue(userId);
      if (!entry) return 'done';
      try {
        const item = await handlers.send(entry);
        await removeCapture(userId, entry.clientId);
        handlers.onSent?.(entry, item);
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (isRetryable(status)) return 'retry-later';
        await removeCapture(userId, entry.clientId);
        handlers.onRejected?.(entry, error as Error);
      }
    }
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const guarded = async (): Promise<FlushResult> =>
    locks ? await locks.request(`orbita-capture-queue:${userId}`, run) : run();
  const promise = guarded().finally(() => flushing.delete(userId));
  flushing.set(userId, promise);
  return promise;
}

/** A v4 UUID: `crypto.randomUUID` where the page is a secure context, else from random bytes. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
