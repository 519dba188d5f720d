import type { Role } from '@orbita/contracts';
import {
  CODEX_BODY_FIELD,
  codexEntryRoom,
  type Codex,
  type CodexEntry,
  type CodexRevisionList,
  type CodexSearchPage,
} from '@orbita/contracts/codex';
import type { Hub } from '@orbita/contracts/hubs';
import { mindMapRoom } from '@orbita/contracts/mind-maps';
import { publicationRoom } from '@orbita/contracts/publications';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { COLLAB_CLOSE } from '../../platform/collab';
import { connectClient, until, type TestClient } from '../../platform/collab/test-clients';
import { callerFor, memberOf, ok, testApp, testDatabase, tokenFor } from '../../test/kit';

/**
 * Codex entries edited live (room `codex-entry:<id>`): clients converge, and the stored body,
 * search text, `[[…]]` links and revisions follow the live document after each burst of
 * edits (the layer's onSettled). Access follows the codex's workspace, its hub narrowing and
 * the role; the mind maps' and publications' sockets follow hub narrowing too.
 */
const app = await testApp();
const database = testDatabase();

beforeAll(async () => {
  // Short bursts, so a test waits a fraction of a second for the derived data.
  app.collab.limits.settleAfterMs = 150;
  app.collab.limits.settleMaxWaitMs = 1000;
  await app.listen({ port: 0, host: '127.0.0.1' });
});

async function person(role: Role, workspaceId?: string, name?: string) {
  const ids = await memberOf(database, role, workspaceId, name);
  const token = await tokenFor(app, database, ids.userId);
  const api = callerFor(app, '/api/app', token, { ...ids, role });
  const live = (room: string, options?: { doc?: Y.Doc }) =>
    connectClient(app, room, { token, workspace: ids.workspaceId }, options);
  return Object.assign(api, { live });
}
type Person = Awaited<ReturnType<typeof person>>;

async function entryOf(owner: Person, title = 'Procedimentos', body?: unknown) {
  const codex = await ok<Codex>(owner.post('/codex/codices', { name: 'Manual' }), 201);
  const entry = await ok<CodexEntry>(
    owner.post(`/codex/codices/${codex.id}/entries`, { title, ...(body ? { body } : {}) }),
    201,
  );
  return { codex, entry };
}

/** A paragraph typed at the end of the live body, as the TipTap binding writes it. */
function typeParagraph(client: TestClient, ...parts: (string | Y.XmlElement)[]) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(
    0,
    parts.map((part) => {
      if (typeof part !== 'string') return part;
      const text = new Y.XmlText();
      text.insert(0, part);
      return text;
    }),
  );
  const body = client.doc.getXmlFragment(CODEX_BODY_FIELD);
  body.insert(body.length, [paragraph]);
}

function entryLink(entryId: string, title: string): Y.XmlElement {
  const node = new Y.XmlElement('entryLink');
  node.setAttribute('entryId', entryId);
  node.setAttribute('title', title);
  return node;
}

const plain = (client: TestClient) => client.doc.getXmlFragment(CODEX_BODY_FIELD).toString();

/** The close code a socket got when refused (resolves on the first close). */
async function refusedWith(client: TestClient): Promise<number> {
  await until(() => client.closes.length > 0, 10_000, 'a recusa do socket');
  client.provider.destroy();
  return client.closes[0]!;
}

describe('codex entries edited live', () => {
  it('two people converge; search, backlinks and revisions follow the live body', async () => {
    const owner = await person('owner');
    const editor = await person('editor', owner.workspaceId, 'Bia');
    const { codex, entry } = await entryOf(owner, 'Procedimentos', {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texto inicial' }] }],
    });
    const target = await ok<CodexEntry>(
      owner.post(`/codex/codices/${codex.id}/entries`, { title: 'Férias' }),
      201,
    );
    const room = codexEntryRoom(entry.id);
    const a = owner.live(room);
    const b = editor.live(room);
    await Promise.all([a.synced(), b.synced()]);
    // Both start from the stored body (the document was seeded when the entry was made).
    expect(plain(a)).toContain('Texto inicial');
    expect(plain(b)).toContain('Texto inicial');

    typeParagraph(a, 'Reunião de ação trimestral');
    typeParagraph(b, 'Veja ', entryLink(target.id, 'Férias'));
    await until(() => plain(a) === plain(b) && plain(a).includes('Veja'), 10_000, 'convergência');
    expect(plain(a)).toContain('Reunião de ação trimestral');

    // After the burst: search finds the new words without accents, as it always did.
    await until(
      async () =>
        (await ok<CodexSearchPage>(owner.get('/codex/busca?q=acao%20trimestral'))).items.some(
          (hit) => hit.entryId === entry.id,
        ),
      10_000,
      'a busca achar o texto novo',
    );
    const stored = await ok<CodexEntry>(owner.get(`/codex/entries/${entry.id}`));
    expect(stored.links).toEqual([{ id: target.id, title: 'Férias' }]);
    const backlinks = await ok<CodexEntry>(owner.get(`/codex/entries/${target.id}`));
    expect(backlinks.backlinks).toEqual([{ id: entry.id, title: 'Procedimentos' }]);
    // A revision holds the live body (beside the creation's; one per person's session).
    const revisions = await ok<CodexRevisionList>(
      owner.get(`/codex/entries/${entry.id}/revisions`),
    );
    expect(revisions.items.length).toBeGreaterThanOrEqual(2);
    expect(revisions.items.length).toBeLessThanOrEqual(3);
    const latest = await ok<{ body: unknown }>(
      owner.get(`/codex/entries/${entry.id}/revisions/${revisions.items[0]!.id}`),
    );
    expect(JSON.stringify(latest.body)).toContain('Reunião de ação trimestral');
    expect(JSON.stringify(latest.body)).toContain(target.id);

    // The link removed live: the backlink goes with it.
    const body = a.doc.getXmlFragment(CODEX_BODY_FIELD);
    // Concurrent appends may land in either order: find the paragraph holding the link.
    const holding = body.toArray().findIndex((node) => node.toString().includes(target.id));
    expect(holding).toBeGreaterThanOrEqual(0);
    body.delete(holding, 1);
    await until(
      async () =>
        (await ok<CodexEntry>(owner.get(`/codex/entries/${target.id}`))).backlinks.length === 0,
      10_000,
      'o backlink sair',
    );
  });

  it("one person's bursts of edits fold into one revision of their session", async () => {
    const owner = await person('owner');
    const { entry } = await entryOf(owner);
    const publish = vi.spyOn(app.realtime, 'publish');
    const client = owner.live(codexEntryRoom(entry.id));
    await client.synced();
    for (const words of ['primeira rajada', 'segunda rajada', 'terceira rajada']) {
      typeParagraph(client, words);
      await until(
        async () =>
          JSON.stringify(
            (await ok<CodexEntry>(owner.get(`/codex/entries/${entry.id}`))).body,
          ).includes(words),
        10_000,
        words,
      );
    }
    const revisions = await ok<CodexRevisionList>(
      owner.get(`/codex/entries/${entry.id}/revisions`),
    );
    expect(revisions.items.map((r) => r.number)).toEqual([2, 1]);
    const latest = await ok<{ body: unknown }>(
      owner.get(`/codex/entries/${entry.id}/revisions/${revisions.items[0]!.id}`),
    );
    expect(JSON.stringify(latest.body)).toContain('terceira rajada');
    // Open screens hear of it (their entry, backlinks and search refresh).
    const heard = publish.mock.calls.filter(
      ([m]) => m.entity === 'codex' && m.id === entry.id && m.type === 'updated',
    );
    publish.mockRestore();
    expect(heard.length).toBeGreaterThanOrEqual(3);
  });

  it('a body saved over REST reaches the open editors; a restore too', async () => {
    const owner = await person('owner');
    const { entry } = await entryOf(owner);
    const client = owner.live(codexEntryRoom(entry.id));
    await client.synced();
    const saved = await ok<CodexEntry>(
      owner.patch(`/codex/entries/${entry.id}`, {
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pelo REST' }] }],
        },
      }),
    );
    expect(saved.body).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pelo REST' }] }],
    });
    await until(() => plain(client).includes('Pelo REST'), 10_000, 'o editor aberto receber');
    const revisions = await ok<CodexRevisionList>(
      owner.get(`/codex/entries/${entry.id}/revisions`),
    );
    const first = revisions.items.at(-1)!;
    await ok(owner.post(`/codex/entries/${entry.id}/revisions/${first.id}/restore`, {}));
    await until(() => !plain(client).includes('Pelo REST'), 10_000, 'o editor voltar');
  });

  it('an Observador follows live read-only: its edits are neither stored nor relayed', async () => {
    const owner = await person('owner');
    const viewer = await person('viewer', owner.workspaceId);
    const { entry } = await entryOf(owner);
    const room = codexEntryRoom(entry.id);
    const writer = owner.live(room);
    const reader = viewer.live(room);
    await Promise.all([writer.synced(), reader.synced()]);
    typeParagraph(reader, 'Intrusão do observador');
    typeParagraph(writer, 'Texto do dono');
    await until(() => plain(reader).includes('Texto do dono'), 10_000, 'o observador ver');
    await app.collab.settled();
    await app.collab.settleAll();
    expect(plain(writer)).not.toContain('Intrusão');
    const stored = await ok<CodexEntry>(owner.get(`/codex/entries/${entry.id}`));
    expect(JSON.stringify(stored.body)).toContain('Texto do dono');
    expect(JSON.stringify(stored.body)).not.toContain('Intrusão');
  });

  it('renaming an entry puts the new title in the searchable text of entries linking to it', async () => {
    const owner = await person('owner');
    const { codex, entry: target } = await entryOf(owner, 'Férias');
    const linking = await ok<CodexEntry>(
      owner.post(`/codex/codices/${codex.id}/entries`, {
        title: 'Índice',
        body: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'entryLink', attrs: { entryId: target.id, title: 'Férias' } }],
            },
          ],
        },
      }),
      201,
    );
    await ok(owner.patch(`/codex/entries/${target.id}`, { title: 'Descanso anual' }));
    const hits = await ok<CodexSearchPage>(owner.get('/codex/busca?q=descanso'));
    expect(hits.items.map((h) => h.entryId).sort()).toEqual([target.id, linking.id].sort());
  });
});

describe('live sockets follow hub narrowing', () => {
  async function restrictedHub() {
    const owner = await person('owner');
    const admin = await person('admin', owner.workspaceId, 'Ana');
    const inHub = await person('editor', owner.workspaceId, 'Bia');
    const outside = await person('editor', owner.workspaceId, 'Caio');
    const hub = await ok<Hub>(
      owner.post('/fabrica/hubs', { name: 'Diretoria', restricted: true }),
      201,
    );
    await ok(
      owner.post(`/fabrica/hubs/${hub.id}/membros`, { userId: inHub.userId, role: 'leitor' }),
    );
    const add = (kind: string, recordId: string) =>
      ok(owner.post(`/fabrica/hubs/${hub.id}/itens`, { kind, recordId }));
    return { owner, admin, inHub, outside, add };
  }

  it('a codex entry, a mind map and a publication in a restricted hub', async () => {
    const { owner, admin, inHub, outside, add } = await restrictedHub();
    const { codex, entry } = await entryOf(owner);
    const map = await ok<{ id: string }>(
      owner.post('/mind-space/mind-maps', { title: 'Plano' }),
      201,
    );
    const publication = await ok<{ id: string }>(
      owner.post('/universo/publications', { title: 'Nota' }),
      201,
    );
    const rooms = [codexEntryRoom(entry.id), mindMapRoom(map.id), publicationRoom(publication.id)];
    // Before narrowing, everyone of the workspace opens them.
    for (const room of rooms) {
      const client = outside.live(room);
      await client.synced();
      client.provider.destroy();
    }
    await add('codex', codex.id);
    await add('mapa', map.id);
    await add('publicacao', publication.id);
    for (const room of rooms) {
      expect(await refusedWith(outside.live(room)), room).toBe(COLLAB_CLOSE.notFound);
      for (const allowed of [inHub, admin]) {
        const client = allowed.live(room);
        await client.synced();
        expect(client.closes, room).toEqual([]);
        client.provider.destroy();
      }
    }
  });
});
