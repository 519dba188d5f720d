import { randomUUID } from 'node:crypto';
import {
  addChild,
  deleteNodes,
  initMap,
  readTree,
  ROOT_ID,
  updateNode,
} from '@orbita/contracts/mind-map-doc';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import {
  createMember,
  signedInWebUser,
  testApp,
  testDatabase,
  tokenFor,
  webHeaders,
} from '../../test/kit';
import { AppError } from '../errors';
import { COLLAB_CLOSE } from './protocol';
import { connectClient, persistedDoc, testKind, until } from './test-clients';

const database = testDatabase();
const records = new Map<string, { workspaceId: string }>();
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
  app.collab.addKind(testKind(records));
  await app.listen({ port: 0, host: '127.0.0.1' });
});

async function newMap() {
  const owner = await createMember(database);
  const id = randomUUID();
  records.set(id, { workspaceId: owner.workspace.id });
  const room = `test-map:${id}`;
  await app.collab.change(room, owner.workspace.id, null, (doc) => initMap(doc, 'Raiz'));
  const token = await tokenFor(app, database, owner.user.id);
  return { room, owner, ws: owner.workspace.id, params: { token, workspace: owner.workspace.id } };
}

const texts = (doc: Y.Doc) => readTree(doc).children.map((c) => c.text);

describe('named versions', () => {
  it('creates, lists and restores a version; connected clients converge on it', async () => {
    const { room, ws, owner, params } = await newMap();
    const actor = { userId: owner.user.id };
    const client = connectClient(app, room, params);
    await client.synced();
    addChild(client.doc, ROOT_ID, 'a');
    addChild(client.doc, ROOT_ID, 'b');
    await until(async () => texts(await app.collab.read(room, ws)).length === 2);

    const version = await app.collab.createVersion(room, ws, '  Antes da reunião ', actor);
    expect(version.name).toBe('Antes da reunião');
    addChild(client.doc, ROOT_ID, 'c');
    const [a] = readTree(client.doc).children;
    updateNode(client.doc, a!.id, { text: 'a mudado' });
    await until(async () => texts(await app.collab.read(room, ws)).length === 3);

    const later = await app.collab.createVersion(room, ws, 'Depois', actor);
    const list = await app.collab.listVersions(room, ws);
    expect(list.map((v) => v.id)).toEqual([later.id, version.id]);
    expect(list[1]).toMatchObject({ name: 'Antes da reunião', createdBy: owner.user.id });

    const preview = await app.collab.readVersion(room, ws, version.id);
    expect(texts(preview).sort()).toEqual(['a', 'b']);

    await app.collab.restoreVersion(room, ws, version.id, actor);
    await until(() => texts(client.doc).sort().join() === 'a,b', 5000, 'restauração ao vivo');
    expect(texts(await persistedDoc(database, room)).sort()).toEqual(['a', 'b']);
  });

  it('answers 404 for another workspace’s document or version, and refuses a nameless version', async () => {
    const { room, ws, owner } = await newMap();
    const version = await app.collab.createVersion(room, ws, 'v1', null);
    const stranger = await createMember(database);
    const other = stranger.workspace.id;
    for (const attempt of [
      () => app.collab.read(room, other),
      () => app.collab.listVersions(room, other),
      () => app.collab.readVersion(room, other, version.id),
      () => app.collab.restoreVersion(room, other, version.id, null),
      () => app.collab.change(room, other, null, () => {}),
      () => app.collab.listSessions(room, other),
      () => app.collab.readVersion(room, ws, randomUUID()),
      () => app.collab.readVersion(room, ws, 'nada'),
    ])
      await expect(attempt()).rejects.toMatchObject({ status: 404 });
    await expect(
      app.collab.createVersion(room, ws, '   ', { userId: owner.user.id }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await app.collab.exists(room, other)).toBe(false);
    expect(await app.collab.exists(room, ws)).toBe(true);
  });
});

describe('editing sessions (who changed what)', () => {
  it('groups a person’s edits into one session with the nodes added, edited and removed', async () => {
    const { room, ws, owner, params } = await newMap();
    const helper = await createMember(database);
    const { addMembership } = await import('../../test/kit');
    await addMembership(database, { workspaceId: ws, userId: helper.user.id }, 'editor');
    const mine = connectClient(app, room, params);
    const theirs = connectClient(app, room, {
      token: await tokenFor(app, database, helper.user.id),
      workspace: ws,
    });
    await Promise.all([mine.synced(), theirs.synced()]);

    const keep = addChild(mine.doc, ROOT_ID, 'fica');
    const gone = addChild(mine.doc, ROOT_ID, 'sai');
    for (const ch of 'digitando') updateNode(mine.doc, keep, { text: `fica ${ch}` });
    await until(() => texts(theirs.doc).length === 2);
    deleteNodes(theirs.doc, [gone]);
    updateNode(theirs.doc, keep, { note: 'nota' });
    await until(() => texts(mine.doc).length === 1);
    await app.collab.settled();

    const sessions = await app.collab.listSessions(room, ws);
    expect(sessions).toHaveLength(2);
    const byUser = new Map(sessions.map((s) => [s.userId, s]));
    const ownerSession = byUser.get(owner.user.id)!;
    // Added then edited in the same session: listed as added only; keystrokes are not sessions.
    expect(ownerSession.added.sort()).toEqual([gone, keep].sort());
    expect(ownerSession.edited).toEqual([]);
    expect(ownerSession.updates).toBeGreaterThan(0);
    expect(byUser.get(helper.user.id)).toMatchObject({
      added: [],
      edited: [keep],
      removed: [gone],
    });
    // A server-side change with the owner as actor continues the owner's session.
    await app.collab.change(room, ws, { userId: owner.user.id }, (doc) =>
      updateNode(doc, ROOT_ID, { text: 'Raiz nova' }),
    );
    const after = await app.collab.listSessions(room, ws);
    expect(after).toHaveLength(2);
    expect(after.find((s) => s.userId === owner.user.id)!.edited).toEqual([ROOT_ID]);
  });
});

describe('limits and the end of a sign-in', () => {
  it('closes a socket whose message is above the size limit (4413), without storing it', async () => {
    const { room, params, ws } = await newMap();
    const before = app.collab.limits.maxMessageBytes;
    app.collab.limits.maxMessageBytes = 2000;
    try {
      const client = connectClient(app, room, params);
      await client.synced();
      addChild(client.doc, ROOT_ID, 'x'.repeat(900));
      // A note may be long (10,000 characters); this one's message is above the 2,000 bytes.
      updateNode(client.doc, ROOT_ID, { note: 'y'.repeat(5000) });
      await until(() => client.closes.length > 0);
      expect(client.closes[0]).toBe(COLLAB_CLOSE.tooLarge);
      await app.collab.settled();
      const stored = await app.collab.read(room, ws);
      expect(texts(stored)).toEqual(['x'.repeat(900)]);
      expect(readTree(stored).note).toBe('');
    } finally {
      app.collab.limits.maxMessageBytes = before;
    }
  });

  it('closes a socket sending too fast (4290); it reconnects and nothing is lost', async () => {
    const { room, params, ws } = await newMap();
    const saved = { ...app.collab.limits };
    app.collab.limits.rateBurst = 20;
    app.collab.limits.ratePerSecond = 20;
    try {
      const client = connectClient(app, room, params);
      await client.synced();
      for (let i = 0; i < 60; i++) addChild(client.doc, ROOT_ID, `n${i}`);
      await until(() => client.closes.includes(COLLAB_CLOSE.slowDown), 5000, 'fechamento 4290');
      app.collab.limits.rateBurst = saved.rateBurst;
      app.collab.limits.ratePerSecond = saved.ratePerSecond;
      await until(async () => texts(await persistedDoc(database, room)).length === 60, 10_000);
      expect(texts(await app.collab.read(room, ws))).toHaveLength(60);
    } finally {
      Object.assign(app.collab.limits, saved);
    }
  });

  it('closes the sockets of a sign-in that ended (logout) with 4401', async () => {
    const { jar, session } = await signedInWebUser(app);
    const id = randomUUID();
    records.set(id, { workspaceId: session.workspaceId });
    const room = `test-map:${id}`;
    await app.collab.change(room, session.workspaceId, null, (doc) => initMap(doc, 'Raiz'));
    const client = connectClient(app, room, {
      token: session.token,
      workspace: session.workspaceId,
    });
    await client.synced();
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: webHeaders(jar),
    });
    expect(out.statusCode).toBe(204);
    await until(() => client.closes.length > 0, 5000, 'fechamento no logout');
    expect(client.closes[0]).toBe(COLLAB_CLOSE.unauthenticated);
  });

  it('remove() drops the document and closes its sockets with 4404', async () => {
    const { room, params, ws } = await newMap();
    const client = connectClient(app, room, params);
    await client.synced();
    await app.collab.createVersion(room, ws, 'v', null);
    await app.collab.remove(room, ws);
    await until(() => client.closes.length > 0, 5000, 'fechamento na remoção');
    expect(client.closes[0]).toBe(COLLAB_CLOSE.notFound);
    expect(await app.collab.exists(room, ws)).toBe(false);
  });
});
