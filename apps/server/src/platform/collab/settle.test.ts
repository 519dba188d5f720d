import { randomUUID } from 'node:crypto';
import { addChild, initMap, readTree, ROOT_ID } from '@orbita/contracts/mind-map-doc';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, testApp, testDatabase, tokenFor } from '../../test/kit';
import { connectClient, testKind, until } from './test-clients';

/**
 * A kind's `onSettled` (derived data): called once per quiet burst of persisted edits with the
 * document and a transaction, at the end of `change`, and retried after a failure without
 * losing anything.
 */
const database = testDatabase();
const records = new Map<string, { workspaceId: string }>();
const calls: { room: string; editors: string[]; texts: string[]; inTx: boolean }[] = [];
let failNext = 0;
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
  app.collab.addKind({
    ...testKind(records),
    kind: 'test-settle',
    onSettled: async ({ tx, room, editors }, doc) => {
      // Proves the transaction is usable (and that a throw comes after real work).
      const [row] = await tx.execute<{ one: number }>(sql`select 1 as one`).then((r) => r.rows);
      if (failNext > 0) {
        failNext--;
        throw new Error('falha simulada');
      }
      calls.push({
        room,
        editors,
        texts: readTree(doc).children.map((c) => c.text),
        inTx: row?.one === 1,
      });
    },
  });
  app.collab.limits.settleAfterMs = 100;
  app.collab.limits.settleMaxWaitMs = 2000;
  await app.listen({ port: 0, host: '127.0.0.1' });
});

async function newDoc() {
  const owner = await createMember(database);
  const id = randomUUID();
  records.set(id, { workspaceId: owner.workspace.id });
  const room = `test-settle:${id}`;
  const token = await tokenFor(app, database, owner.user.id);
  return { room, owner, ws: owner.workspace.id, params: { token, workspace: owner.workspace.id } };
}

const callsOf = (room: string) => calls.filter((c) => c.room === room);

describe('onSettled', () => {
  it('runs once after a burst of socket edits, with the editors and the whole document', async () => {
    const { room, ws, owner, params } = await newDoc();
    await app.collab.change(room, ws, null, (doc) => initMap(doc, 'Raiz'));
    // The system's change settles before `change` resolves.
    expect(callsOf(room)).toEqual([{ room, editors: [], texts: [], inTx: true }]);
    const client = connectClient(app, room, params);
    await client.synced();
    for (const text of ['a', 'b', 'c']) addChild(client.doc, ROOT_ID, text);
    await until(() => callsOf(room).length === 2, 5000, 'o settle da rajada');
    await new Promise((r) => setTimeout(r, 400));
    expect(callsOf(room)).toHaveLength(2);
    expect(callsOf(room)[1]).toMatchObject({ editors: [owner.user.id], texts: ['a', 'b', 'c'] });
  });

  it('a failing settle is logged and retried; the edits are kept', async () => {
    const { room, ws, params } = await newDoc();
    await app.collab.change(room, ws, null, (doc) => initMap(doc, 'Raiz'));
    failNext = 2;
    const client = connectClient(app, room, params);
    await client.synced();
    addChild(client.doc, ROOT_ID, 'depois da falha');
    await until(() => callsOf(room).length === 2, 10_000, 'o settle tentado de novo');
    expect(failNext).toBe(0);
    expect(callsOf(room)[1]!.texts).toEqual(['depois da falha']);
    const stored = await app.collab.read(room, ws);
    expect(readTree(stored).children.map((c) => c.text)).toEqual(['depois da falha']);
    stored.destroy();
  });
});
