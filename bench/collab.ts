import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  addChild,
  initMap,
  readTree,
  ROOT_ID,
  replaceContent,
  updateNode,
} from '@orbita/contracts/mind-map-doc';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { createMember, tokenFor } from '../apps/server/src/test/kit/fast-people';
import { startInProcessApp } from './support/in-process-app';
import { startBenchDatabase } from './support/servers';
import { percentile, round2, runAlone } from './support/stats';

/**
 * Live co-editing (issue 19): COLLAB_EDITORS (default 20) people edit one 200-node map at
 * the same moment, COLLAB_ROUNDS (default 50) times; each edit is a node's text. Edit-to-
 * remote latency = the editor's local change → the server persists it (PostgreSQL) → relays
 * it → each of the other editors has it applied, per (edit, other editor) pair. The server
 * and the y-websocket clients (the web's own provider over `ws`) share this process and its
 * clock, so the figure includes the clients' own work on one core.
 *
 * Alone: `npx tsx bench/collab.ts` (embedded PostgreSQL in a temporary directory).
 */
export interface CollabBenchResult {
  editors: number;
  rounds: number;
  edits: number;
  samples: number;
  connectMs: number;
  latencyMs: { p50: number; p99: number; max: number; mean: number };
}

export async function runCollabBench(
  options: { databaseUrl?: string; editors?: number; rounds?: number } = {},
): Promise<CollabBenchResult> {
  const editors = options.editors ?? Number(process.env.COLLAB_EDITORS ?? 20);
  const rounds = options.rounds ?? Number(process.env.COLLAB_ROUNDS ?? 50);
  const own = options.databaseUrl ? null : await startBenchDatabase();
  const server = await startInProcessApp(options.databaseUrl ?? own!.url);
  const providers: WebsocketProvider[] = [];
  try {
    const { app, database } = server;
    const base = (await server.listen()).replace('http://', 'ws://') + '/api/collab';
    const owner = await createMember(database);
    const workspace = owner.workspace.id;
    const mapId = randomUUID();
    app.collab.addKind({
      kind: 'bench-map',
      access: async (ctx, id) => (ctx.workspaceId === workspace && id === mapId ? 'edit' : null),
      restore: replaceContent,
    });
    const room = `bench-map:${mapId}`;
    // One node per editor (the ones they type in), under a 200-node map.
    let mine: string[] = [];
    await app.collab.change(room, workspace, null, (doc) => {
      initMap(doc, 'Bench');
      for (let i = 0; i < 180; i++) addChild(doc, ROOT_ID, `n${i}`);
      mine = Array.from({ length: editors }, (_, i) => addChild(doc, ROOT_ID, `editor ${i}`));
    });
    const token = await tokenFor(app, database, owner.user.id);

    const started = Date.now();
    const docs = Array.from({ length: editors }, () => new Y.Doc());
    for (const doc of docs) {
      const provider = new WebsocketProvider(base, room, doc, {
        WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
        params: { token, workspace },
        disableBc: true,
      });
      providers.push(provider);
    }
    await Promise.all(
      providers.map(
        (p) =>
          new Promise<void>((resolve) => (p.synced ? resolve() : p.once('sync', () => resolve()))),
      ),
    );
    const connectMs = Date.now() - started;

    const latencies: number[] = [];
    const textOf = (doc: Y.Doc, id: string) =>
      (
        (doc.getMap('nodes').get(id) as Y.Map<unknown> | undefined)?.get('text') as
          Y.Text | undefined
      )?.toString();
    for (let round = 0; round < rounds; round++) {
      const expected = mine.map((_, i) => `editor ${i} rodada ${round}`);
      const sentAt: number[] = [];
      const pending = docs.map((_, j) => new Set(mine.map((_, i) => i).filter((i) => i !== j)));
      let left = editors * (editors - 1);
      const done = new Promise<void>((resolve) => {
        docs.forEach((doc, j) => {
          const onUpdate = () => {
            for (const i of [...pending[j]!]) {
              if (textOf(doc, mine[i]!) !== expected[i]) continue;
              latencies.push(Date.now() - sentAt[i]!);
              pending[j]!.delete(i);
              if (--left === 0) resolve();
            }
            if (pending[j]!.size === 0) doc.off('update', onUpdate);
          };
          doc.on('update', onUpdate);
        });
      });
      // Everyone types at once.
      docs.forEach((doc, i) => {
        sentAt[i] = Date.now();
        updateNode(doc, mine[i]!, { text: expected[i] });
      });
      await Promise.race([
        done,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`rodada ${round}: edições não chegaram`)), 30_000),
        ),
      ]);
    }
    // Sanity: every editor ends with the same map.
    const first = JSON.stringify(readTree(docs[0]!));
    if (docs.some((d) => JSON.stringify(readTree(d)) !== first))
      throw new Error('os editores terminaram com mapas diferentes');

    latencies.sort((a, b) => a - b);
    const mean = latencies.reduce((s, v) => s + v, 0) / latencies.length;
    return {
      editors,
      rounds,
      edits: editors * rounds,
      samples: latencies.length,
      connectMs,
      latencyMs: {
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies[latencies.length - 1]!,
        mean: round2(mean),
      },
    };
  } finally {
    // The provider leaves its awareness (a 3 s interval each) to the document: without these,
    // `npm run bench` printed its total and then never exited (20 intervals alive).
    for (const p of providers) {
      p.destroy();
      p.awareness.destroy();
      p.doc.destroy();
    }
    await server.close();
    await own?.stop();
  }
}

export function printCollabResult(r: CollabBenchResult): void {
  console.log(
    `\nCoedição ao vivo: ${r.editors} editores num mapa, ${r.rounds} rodadas simultâneas (${r.samples} entregas; ms)`,
  );
  console.table({
    'edição → outro editor': {
      p50: r.latencyMs.p50,
      p99: r.latencyMs.p99,
      máx: r.latencyMs.max,
      média: r.latencyMs.mean,
      'conectar todos': r.connectMs,
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone(() => runCollabBench(), printCollabResult);
