import { randomUUID } from 'node:crypto';
import { addChild, initMap, readTree, ROOT_ID } from '@orbita/contracts/mind-map-doc';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import {
  addMember,
  addMembership,
  createMember,
  ownerWithWorkspace,
  testApp,
  testDatabase,
  tokenFor,
} from '../../test/kit';
import { COLLAB_CLOSE } from './protocol';
import { collabDocuments } from './schema';
import { connectClient, persistedDoc, testKind, until } from './test-clients';

const database = testDatabase();
const records = new Map<string, { workspaceId: string; readOnly?: boolean }>();
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
  app.collab.addKind(testKind(records));
  await app.listen({ port: 0, host: '127.0.0.1' });
});

/** A member with a token, and a fresh record (room) of their workspace with a root. */
async function mapOfNewMember(rootText = 'Raiz') {
  const owner = await createMember(database);
  const token = await tokenFor(app, database, owner.user.id);
  const id = randomUUID();
  records.set(id, { workspaceId: owner.workspace.id });
  const room = `test-map:${id}`;
  await app.collab.change(room, owner.workspace.id, null, (doc) => initMap(doc, rootText));
  return { owner, token, room, params: { token, workspace: owner.workspace.id } };
}

const texts = (doc: Y.Doc) => readTree(doc).children.map((c) => c.text);

describe('collaboration socket: who may open a document', () => {
  it('syncs the persisted document to a member with access', async () => {
    const { room, params } = await mapOfNewMember('Plano');
    const client = connectClient(app, room, params);
    await client.synced();
    expect(readTree(client.doc).text).toBe('Plano');
  });

  it('refuses a bad token with 4401 and does not retry', async () => {
    const { room, owner } = await mapOfNewMember();
    const client = connectClient(app, room, { token: 'nada', workspace: owner.workspace.id });
    await until(() => client.closes.length > 0);
    expect(client.closes[0]).toBe(COLLAB_CLOSE.unauthenticated);
    expect(client.provider.shouldConnect).toBe(false);
  });

  it('answers 4404 for another workspace’s record, a workspace one is not in, and unknown rooms', async () => {
    const { room, owner } = await mapOfNewMember();
    const stranger = await createMember(database);
    const token = await tokenFor(app, database, stranger.user.id);
    // Own workspace in the query, another's record in the room.
    const a = connectClient(app, room, { token, workspace: stranger.workspace.id });
    // The record's workspace in the query, without being a member.
    const b = connectClient(app, room, { token, workspace: owner.workspace.id });
    const c = connectClient(app, `test-map:${randomUUID()}`, {
      token,
      workspace: stranger.workspace.id,
    });
    const d = connectClient(app, `nada:${randomUUID()}`, {
      token,
      workspace: stranger.workspace.id,
    });
    for (const client of [a, b, c, d]) {
      await until(() => client.closes.length > 0);
      expect(client.closes[0]).toBe(COLLAB_CLOSE.notFound);
      expect(client.doc.getMap('nodes').size).toBe(0);
    }
  });

  it('lets an Observador follow live, and drops every update it sends', async () => {
    const { room, params, owner } = await mapOfNewMember();
    const viewer = await createMember(database);
    await addMembership(
      database,
      { workspaceId: owner.workspace.id, userId: viewer.user.id },
      'viewer',
    );
    const editor = connectClient(app, room, params);
    const observer = connectClient(app, room, {
      token: await tokenFor(app, database, viewer.user.id),
      workspace: owner.workspace.id,
    });
    await Promise.all([editor.synced(), observer.synced()]);

    addChild(observer.doc, ROOT_ID, 'do observador');
    addChild(editor.doc, ROOT_ID, 'do editor');
    await until(() => texts(observer.doc).includes('do editor'), 5000, 'edição ao vivo');
    // A later edit of the editor arrives: the observer's earlier one would have too.
    addChild(editor.doc, ROOT_ID, 'segunda');
    await until(() => texts(observer.doc).includes('segunda'));
    await app.collab.settled();
    expect(texts(editor.doc).sort()).toEqual(['do editor', 'segunda']);
    const stored = await persistedDoc(database, room);
    expect(texts(stored).sort()).toEqual(['do editor', 'segunda']);
  });
});

describe('collaboration persistence', () => {
  it('keeps every edit across a restart of the app (reloaded from PostgreSQL)', async () => {
    const { room, params } = await mapOfNewMember();
    const other = await testApp();
    other.collab.addKind(testKind(records));
    await other.listen({ port: 0, host: '127.0.0.1' });
    const client = connectClient(other, room, params);
    await client.synced();
    for (let i = 0; i < 20; i++) addChild(client.doc, ROOT_ID, `n${i}`);
    await until(async () => texts(await persistedDoc(database, room)).length === 20);
    client.provider.destroy();
    await other.close();

    const again = await testApp();
    again.collab.addKind(testKind(records));
    await again.listen({ port: 0, host: '127.0.0.1' });
    const fresh = connectClient(again, room, params);
    await fresh.synced();
    expect(texts(fresh.doc)).toEqual(texts(client.doc));
    expect(texts(fresh.doc)).toHaveLength(20);
  });

  it('compacts every N updates into the snapshot and keeps the content', async () => {
    const { room, params, owner } = await mapOfNewMember();
    const before = app.collab.limits.compactEvery;
    app.collab.limits.compactEvery = 10;
    try {
      const client = connectClient(app, room, params);
      await client.synced();
      // One row per awaited change (a socket's quick edits may be merged into fewer rows).
      for (let i = 0; i < 35; i++)
        await app.collab.change(room, owner.workspace.id, { userId: owner.user.id }, (doc) => {
          addChild(doc, ROOT_ID, `n${i}`);
        });
      await until(() => texts(client.doc).length === 35);
      await app.collab.settled();
      const [row] = await database.db
        .select({ snapshot: collabDocuments.snapshot })
        .from(collabDocuments)
        .where(eq(collabDocuments.id, room));
      expect(row?.snapshot?.byteLength).toBeGreaterThan(0);
      expect(await app.collab.pendingUpdates(room)).toBeLessThan(10);
      const stored = await persistedDoc(database, room);
      expect(readTree(stored)).toEqual(readTree(client.doc));
      const read = await app.collab.read(room, owner.workspace.id);
      expect(readTree(read)).toEqual(readTree(client.doc));
    } finally {
      app.collab.limits.compactEvery = before;
    }
  });

  it('reconnects the sockets of a person whose role changed, so the new role applies at once', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const member = await addMember(app, owner, workspaceId, 'editor');
    const id = randomUUID();
    records.set(id, { workspaceId });
    const room = `test-map:${id}`;
    await app.collab.change(room, workspaceId, null, (doc) => initMap(doc, 'Raiz'));
    const theirs = connectClient(app, room, { token: member.token, workspace: workspaceId });
    const mine = connectClient(app, room, { token: owner.token, workspace: workspaceId });
    await Promise.all([theirs.synced(), mine.synced()]);

    const changed = await owner.call(
      'PATCH',
      `/api/app/conta/contas/${workspaceId}/membros/${member.userId}`,
      { role: 'viewer' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await until(() => theirs.closes.includes(COLLAB_CLOSE.retry), 5000, 'socket reconectado');
    expect(mine.closes).toEqual([]);
  });
});
