import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { afterAll } from 'vitest';
import { replaceContent } from '@orbita/contracts/mind-map-doc';
import { collabDocuments, collabUpdates } from './schema';
import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { CollabKind } from './types';

/*
 * Test-only helpers: Node clients speaking y-websocket to the real server (the web's own
 * WebsocketProvider, with `ws` as its WebSocket), and a test kind of document.
 */

export interface TestClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Close codes the server sent, in order. */
  closes: number[];
  /** Resolves when the provider (re)synced. */
  synced(): Promise<void>;
}

const clients: WebsocketProvider[] = [];
afterAll(() => {
  for (const p of clients.splice(0)) p.destroy();
});

/** The listening address of an app (`app.listen` first). */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `ws://127.0.0.1:${port}/api/collab`;
}

export function connectClient(
  app: FastifyInstance,
  room: string,
  params: { token: string; workspace: string },
  options: { connect?: boolean; doc?: Y.Doc } = {},
): TestClient {
  const doc = options.doc ?? new Y.Doc();
  const provider = new WebsocketProvider(baseUrl(app), room, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params,
    // Clients in one process would otherwise sync through BroadcastChannel, not the server.
    disableBc: true,
    maxBackoffTime: 300,
    connect: options.connect ?? true,
  });
  // The read-only notice is expected for observers; keep test output quiet.
  provider.messageHandlers[2] = () => {};
  clients.push(provider);
  const closes: number[] = [];
  provider.on('connection-close', (event) => {
    if (event) closes.push(event.code);
  });
  return {
    doc,
    provider,
    closes,
    synced: () =>
      provider.synced
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const on = (state: boolean) => {
              if (!state) return;
              provider.off('sync', on);
              resolve();
            };
            provider.on('sync', on);
          }),
  };
}

/** Polls until `check` holds (or fails after `ms`). */
export async function until(
  check: () => boolean | Promise<boolean>,
  ms = 15_000,
  what = 'condição',
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`tempo esgotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The document exactly as PostgreSQL holds it (snapshot + update rows), in a fresh Y.Doc. */
export async function persistedDoc(database: DatabaseHandle, room: string): Promise<Y.Doc> {
  const [row] = await database.db
    .select({ snapshot: collabDocuments.snapshot })
    .from(collabDocuments)
    .where(eq(collabDocuments.id, room));
  const updates = await database.db
    .select({ update: collabUpdates.update })
    .from(collabUpdates)
    .where(eq(collabUpdates.room, room))
    .orderBy(asc(collabUpdates.id));
  const doc = new Y.Doc();
  if (row?.snapshot) Y.applyUpdate(doc, row.snapshot);
  for (const u of updates) Y.applyUpdate(doc, u.update);
  return doc;
}

/**
 * A test kind `test-map:<id>`: records live in `records` (id → workspace and whether it is
 * read-only for everyone). Viewers ('viewer' role) get 'view'; another workspace gets null.
 */
export function testKind(
  records: Map<string, { workspaceId: string; readOnly?: boolean }>,
): CollabKind {
  return {
    kind: 'test-map',
    access: async (ctx, id) => {
      const record = records.get(id);
      if (!record || record.workspaceId !== ctx.workspaceId) return null;
      return ctx.role === 'viewer' || record.readOnly ? 'view' : 'edit';
    },
    restore: (target, source) => replaceContent(target, source),
    itemsMap: 'nodes',
  };
}

/** Same state on both sides (compares state vectors and delete sets through a full encode). */
export function sameState(a: Y.Doc, b: Y.Doc): boolean {
  const sa = Y.encodeStateVector(a);
  const sb = Y.encodeStateVector(b);
  return Buffer.compare(Buffer.from(sa), Buffer.from(sb)) === 0;
}
