import { randomUUID } from 'node:crypto';
import type { DomainEventName, Role } from '@orbita/contracts';
import type {
  Codex,
  CodexBodyNode,
  CodexDetail,
  CodexEntry,
  CodexPage,
  CodexRevisionList,
  CodexRevision,
} from '@orbita/contracts/codex';
import { inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, memberOf, ok, testApp, testDatabase, tokenFor } from '../../test/kit';
import { codexEntries } from './schema';

const app = await testApp();
const database = testDatabase();
const base = '/api/app/codex';

async function member(role: Role, workspaceId?: string) {
  const ids = await memberOf(database, role, workspaceId);
  return callerFor(app, base, await tokenFor(app, database, ids.userId), { ...ids, role });
}
type Member = Awaited<ReturnType<typeof member>>;

const doc = (...content: CodexBodyNode[]): CodexBodyNode => ({ type: 'doc', content });
const p = (...content: CodexBodyNode[]): CodexBodyNode => ({ type: 'paragraph', content });
const text = (value: string): CodexBodyNode => ({ type: 'text', text: value });
const link = (entryId: string, title = 'x'): CodexBodyNode => ({
  type: 'entryLink',
  attrs: { entryId, title },
});

async function codexOf(m: Member, name = 'Manual') {
  return ok<Codex>(m.post('/codices', { name }), 201);
}
async function entryIn(m: Member, codexId: string, body: Record<string, unknown>) {
  return ok<CodexEntry>(m.post(`/codices/${codexId}/entries`, body), 201);
}
const tree = async (m: Member, codexId: string) =>
  (await ok<CodexDetail>(m.get(`/codices/${codexId}`))).entries.map((e) => [e.title, e.parentId]);

describe('codex: codices and entries', () => {
  it('creates, lists, reads, changes (versioned) and deletes a codex', async () => {
    const owner = await member('owner');
    const codex = await ok<Codex>(
      owner.post('/codices', { name: '  Manual  ', description: 'Como trabalhamos', icon: '📘' }),
      201,
    );
    expect(codex).toMatchObject({ name: 'Manual', icon: '📘', entryCount: 0, version: 1 });
    await codexOf(owner, 'Segundo');
    const page = await ok<CodexPage>(owner.get('/codices?limit=1'));
    expect(page.items.map((c) => c.name)).toEqual(['Segundo']);
    const rest = await ok<CodexPage>(owner.get(`/codices?cursor=${page.nextCursor}`));
    expect(rest.items.map((c) => c.name)).toEqual(['Manual']);

    const changed = await ok<Codex>(
      owner.patch(`/codices/${codex.id}`, { name: 'Guia', version: 1 }),
    );
    expect(changed).toMatchObject({ name: 'Guia', version: 2 });
    const stale = await owner.patch(`/codices/${codex.id}`, { name: 'Outro', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { name: 'Guia', version: 2 } });

    await entryIn(owner, codex.id, { title: 'Uma' });
    await entryIn(owner, codex.id, { title: 'Duas' });
    // The count is per codex (the list's cards show it): the other codex stays at 0.
    const counts = await ok<CodexPage>(owner.get('/codices'));
    expect(counts.items.map((c) => [c.name, c.entryCount])).toEqual([
      ['Segundo', 0],
      ['Guia', 2],
    ]);
    expect((await owner.del(`/codices/${codex.id}`)).status).toBe(204);
    expect((await owner.get(`/codices/${codex.id}`)).status).toBe(404);
  });

  it('refuses an empty name and an empty title with pt-BR messages', async () => {
    const owner = await member('owner');
    const refused = await owner.post('/codices', { name: '   ' });
    expect(refused).toMatchObject({ status: 400, body: { fields: { name: 'Informe o nome.' } } });
    const codex = await codexOf(owner);
    const noTitle = await owner.post(`/codices/${codex.id}/entries`, { title: '' });
    expect(noTitle).toMatchObject({
      status: 400,
      body: { fields: { title: 'Informe o título.' } },
    });
  });

  it('orders, re-parents and refuses a move under its own descendant (422)', async () => {
    const owner = await member('owner');
    const codex = await codexOf(owner);
    const a = await entryIn(owner, codex.id, { title: 'A' });
    const b = await entryIn(owner, codex.id, { title: 'B' });
    const c = await entryIn(owner, codex.id, { title: 'C', index: 0 });
    expect(await tree(owner, codex.id)).toEqual([
      ['C', null],
      ['A', null],
      ['B', null],
    ]);
    const a1 = await entryIn(owner, codex.id, { title: 'A1', parentId: a.id });
    const a11 = await entryIn(owner, codex.id, { title: 'A11', parentId: a1.id });

    // Reorder: B first.
    await ok(owner.post(`/entries/${b.id}/move`, { parentId: null, index: 0, version: b.version }));
    // Re-parent: C under A, after A1.
    await ok(owner.post(`/entries/${c.id}/move`, { parentId: a.id, index: 1 }));
    expect(await tree(owner, codex.id)).toEqual([
      ['B', null],
      ['A', null],
      ['A1', a.id],
      ['A11', a1.id],
      ['C', a.id],
    ]);

    // Cycles: under itself, under a child, under a grandchild.
    for (const parentId of [a.id, a1.id, a11.id]) {
      const refused = await owner.post(`/entries/${a.id}/move`, { parentId, index: 0 });
      expect(refused).toMatchObject({
        status: 422,
        body: {
          message: 'Uma entrada não pode ficar dentro dela mesma nem de uma de suas subentradas.',
        },
      });
    }
    // A stale move: 409 with the entry as it is now.
    const stale = await owner.post(`/entries/${b.id}/move`, {
      parentId: null,
      index: 2,
      version: 1,
    });
    expect(stale.status).toBe(409);
    // A parent of another codex is not a parent here.
    const other = await codexOf(owner, 'Outro');
    const foreign = await entryIn(owner, other.id, { title: 'Fora' });
    expect(
      (await owner.post(`/entries/${b.id}/move`, { parentId: foreign.id, index: 0 })).status,
    ).toBe(422);

    // Deleting A takes its subtree.
    expect((await owner.del(`/entries/${a.id}`)).status).toBe(204);
    expect(await tree(owner, codex.id)).toEqual([['B', null]]);
  });

  it('places entries among siblings whose keys it did not write (a bulk load): renumbered', async () => {
    const owner = await member('owner');
    const codex = await codexOf(owner);
    const x = await entryIn(owner, codex.id, { title: 'X' });
    const y = await entryIn(owner, codex.id, { title: 'Y' });
    await database.db
      .update(codexEntries)
      .set({ position: 'a000001' })
      .where(inArray(codexEntries.id, [x.id, y.id]));
    await entryIn(owner, codex.id, { title: 'Meio', index: 1 });
    const order = (await tree(owner, codex.id)).map(([title]) => title);
    expect(order[1]).toBe('Meio');
    expect(order.slice().sort()).toEqual(['Meio', 'X', 'Y']);
    await ok(owner.post(`/entries/${y.id}/move`, { parentId: null, index: 0 }));
    expect((await tree(owner, codex.id))[0]).toEqual(['Y', null]);
  });

  it('refuses a tree deeper than the limit', async () => {
    const owner = await member('owner');
    const codex = await codexOf(owner);
    let parentId: string | null = null;
    for (let level = 1; level <= 8; level += 1)
      parentId = (await entryIn(owner, codex.id, { title: `N${level}`, parentId })).id;
    const deep = await owner.post(`/codices/${codex.id}/entries`, { title: 'N9', parentId });
    expect(deep).toMatchObject({
      status: 422,
      body: { message: 'A árvore do códex tem no máximo 8 níveis.' },
    });
  });

  it("answers 404 for another workspace's codex and entry, exactly like a missing one", async () => {
    const owner = await member('owner');
    const outsider = await member('owner');
    const codex = await codexOf(owner, 'Só desta conta');
    const entry = await entryIn(owner, codex.id, { title: 'Segredo' });
    for (const [status, answer] of [
      [404, await outsider.get(`/codices/${codex.id}`)],
      [404, await outsider.patch(`/codices/${codex.id}`, { name: 'Invadido' })],
      [404, await outsider.del(`/codices/${codex.id}`)],
      [404, await outsider.post(`/codices/${codex.id}/entries`, { title: 'Invasão' })],
      [404, await outsider.get(`/entries/${entry.id}`)],
      [404, await outsider.patch(`/entries/${entry.id}`, { title: 'Invadido' })],
      [404, await outsider.post(`/entries/${entry.id}/move`, { parentId: null, index: 0 })],
      [404, await outsider.get(`/entries/${entry.id}/revisions`)],
      [404, await outsider.del(`/entries/${entry.id}`)],
    ] as const)
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect((await outsider.get('/codices')).body).toEqual({ items: [], nextCursor: null });
    const search = await ok<{ items: unknown[] }>(outsider.get('/busca?q=Segredo'));
    expect(search.items).toEqual([]);
    // The outsider's own codex cannot take the entry as a parent either.
    const mine = await codexOf(outsider);
    const planted = await outsider.post(`/codices/${mine.id}/entries`, {
      title: 'x',
      parentId: entry.id,
    });
    expect(planted.status).toBe(422);
  });

  it('lets an Observador read but refuses every write (403)', async () => {
    const owner = await member('owner');
    const viewer = await member('viewer', owner.workspaceId);
    const codex = await codexOf(owner);
    const entry = await entryIn(owner, codex.id, { title: 'Para ler' });
    expect((await viewer.get(`/entries/${entry.id}`)).status).toBe(200);
    expect((await viewer.get('/codices')).status).toBe(200);
    for (const answer of [
      await viewer.post('/codices', { name: 'Não pode' }),
      await viewer.patch(`/codices/${codex.id}`, { name: 'Não pode' }),
      await viewer.post(`/codices/${codex.id}/entries`, { title: 'Não pode' }),
      await viewer.patch(`/entries/${entry.id}`, { title: 'Não pode' }),
      await viewer.post(`/entries/${entry.id}/move`, { parentId: null, index: 0 }),
      await viewer.del(`/entries/${entry.id}`),
      await viewer.del(`/codices/${codex.id}`),
    ])
      expect(answer.status).toBe(403);
  });

  it('each write emits its event and publishes with the asking tab as origin', async () => {
    const owner = await member('owner');
    const tab = owner.inTab();
    const seen: { name: DomainEventName; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === owner.workspaceId)
        seen.push({ name, origin: ctx.origin ?? null });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const codex = await ok<Codex>(tab.post('/codices', { name: 'Ao vivo' }), 201);
      await ok(tab.patch(`/codices/${codex.id}`, { name: 'Ao vivo 2' }));
      const entry = await ok<CodexEntry>(
        tab.post(`/codices/${codex.id}/entries`, { title: 'E' }),
        201,
      );
      await ok(tab.patch(`/entries/${entry.id}`, { title: 'E2' }));
      await ok(tab.post(`/entries/${entry.id}/move`, { parentId: null, index: 0 }));
      expect((await tab.del(`/entries/${entry.id}`)).status).toBe(204);
      expect((await tab.del(`/codices/${codex.id}`)).status).toBe(204);
      expect(seen).toEqual(
        [
          'codex.codex.created',
          'codex.codex.updated',
          'codex.entry.created',
          'codex.entry.updated',
          'codex.entry.moved',
          'codex.entry.deleted',
          'codex.codex.deleted',
        ].map((name) => ({ name, origin: tab.tab })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId);
      expect(messages.map((m) => [m.type, m.entity, m.origin])).toEqual(
        ['created', 'updated', 'created', 'updated', 'updated', 'deleted', 'deleted'].map((t) => [
          t,
          'codex',
          tab.tab,
        ]),
      );
      expect(messages[3]!.data).toMatchObject({ id: entry.id, codexId: codex.id, title: 'E2' });
    } finally {
      off();
      publish.mockRestore();
    }
  });
});

describe('codex: bodies, links and revisions', () => {
  it('sanitizes a body: unknown nodes, unsafe links and scripts are dropped', async () => {
    const owner = await member('owner');
    const codex = await codexOf(owner);
    const entry = await entryIn(owner, codex.id, {
      title: 'Limpa',
      body: doc(
        p(text('ok ')),
        { type: 'script', content: [text('alert(1)')] },
        p({
          type: 'text',
          text: 'clique',
          marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'onclick' }],
        }),
        { type: 'image', attrs: { src: 'http://inseguro.example/x.png' } },
      ),
    });
    expect(entry.body).toEqual(doc(p(text('ok ')), p(text('clique'))));
    const bad = await owner.patch(`/entries/${entry.id}`, { body: { type: 'paragraph' } });
    expect(bad.status).toBe(400);
  });

  it('rebuilds links and backlinks from the body; a rename keeps them (by id)', async () => {
    const owner = await member('owner');
    const codex = await codexOf(owner);
    const target = await entryIn(owner, codex.id, { title: 'Alvo' });
    const other = await entryIn(owner, codex.id, { title: 'Outra' });
    const foreignCodex = await codexOf(owner, 'Outro códex');
    const foreign = await entryIn(owner, foreignCodex.id, { title: 'Fora' });
    const source = await entryIn(owner, codex.id, {
      title: 'Fonte',
      body: doc(p(text('Veja '), link(target.id, 'velho'), text(' e '), link(foreign.id, 'Fora'))),
    });
    // Only the same codex's entry is a link; the other one became its text.
    expect(source.links).toEqual([{ id: target.id, title: 'Alvo' }]);
    expect(source.body).toEqual(doc(p(text('Veja '), link(target.id, 'Alvo'), text(' e Fora'))));
    expect((await ok<CodexEntry>(owner.get(`/entries/${target.id}`))).backlinks).toEqual([
      { id: source.id, title: 'Fonte' },
    ]);

    await ok(owner.patch(`/entries/${target.id}`, { title: 'Alvo renomeado' }));
    const reread = await ok<CodexEntry>(owner.get(`/entries/${source.id}`));
    expect(reread.links).toEqual([{ id: target.id, title: 'Alvo renomeado' }]);
    expect(reread.body.content![0]!.content![1]).toEqual(link(target.id, 'Alvo renomeado'));

    // The body changes: the links follow it.
    await ok(owner.patch(`/entries/${source.id}`, { body: doc(p(link(other.id))) }));
    expect((await ok<CodexEntry>(owner.get(`/entries/${target.id}`))).backlinks).toEqual([]);
    expect((await ok<CodexEntry>(owner.get(`/entries/${other.id}`))).backlinks).toEqual([
      { id: source.id, title: 'Fonte' },
    ]);
    // Deleting the target removes the link.
    await owner.del(`/entries/${other.id}`);
    expect((await ok<CodexEntry>(owner.get(`/entries/${source.id}`))).links).toEqual([]);
  });

  it('keeps a revision per save (who, when, size), shows one and restores it as a new save', async () => {
    const owner = await member('owner');
    const codex = await codexOf(owner);
    const entry = await entryIn(owner, codex.id, {
      title: 'Política',
      body: doc(p(text('Primeira versão'))),
    });
    const second = await ok<CodexEntry>(
      owner.patch(`/entries/${entry.id}`, {
        body: doc(p(text('Segunda'))),
        version: entry.version,
      }),
    );
    // A save that changes nothing keeps no revision.
    await ok(owner.patch(`/entries/${entry.id}`, { title: 'Política' }));
    const list = await ok<CodexRevisionList>(owner.get(`/entries/${entry.id}/revisions`));
    expect(list.items.map((r) => [r.number, r.size, r.createdBy])).toEqual([
      [2, 'Segunda'.length, owner.userId],
      [1, 'Primeira versão'.length, owner.userId],
    ]);
    expect(list.items[0]!.createdByName).toBeTruthy();
    const first = await ok<CodexRevision>(
      owner.get(`/entries/${entry.id}/revisions/${list.items[1]!.id}`),
    );
    expect(first.body).toEqual(doc(p(text('Primeira versão'))));

    const stale = await owner.post(`/entries/${entry.id}/revisions/${first.id}/restore`, {
      version: entry.version,
    });
    expect(stale.status).toBe(409);
    const restored = await ok<CodexEntry>(
      owner.post(`/entries/${entry.id}/revisions/${first.id}/restore`, {
        version: second.version + 1,
      }),
    );
    expect(restored.body).toEqual(doc(p(text('Primeira versão'))));
    const after = await ok<CodexRevisionList>(owner.get(`/entries/${entry.id}/revisions`));
    expect(after.items.map((r) => r.number)).toEqual([3, 2, 1]);
    const missing = await owner.get(`/entries/${entry.id}/revisions/${randomUUID()}`);
    expect(missing).toMatchObject({ status: 404, body: { message: 'Revisão não encontrada.' } });
  });
});

describe('codex: search', () => {
  it('finds "ação" with "acao", ranks a title match first, marks the match and escapes HTML', async () => {
    const owner = await member('owner');
    const codex = await codexOf(owner);
    const other = await codexOf(owner, 'Outro');
    const inBody = await entryIn(owner, codex.id, {
      title: 'Procedimentos',
      body: doc(
        p(
          text(
            'Cada ação <script>alert(1)</script> <b onmouseover=x>precisa</b> de um "responsável" & 1 < 2.',
          ),
        ),
      ),
    });
    const inTitle = await entryIn(owner, codex.id, {
      title: 'Plano de ação',
      body: doc(p(text('Sem mais detalhes.'))),
    });
    const elsewhere = await entryIn(owner, other.id, { title: 'Ação do trimestre' });

    type Page = {
      items: { entryId: string; excerpt: string; codexName: string; title: string }[];
      nextOffset: number | null;
    };
    const all = await ok<Page>(owner.get('/busca?q=acao'));
    expect(all.items.map((h) => h.entryId)).toEqual(
      expect.arrayContaining([inBody.id, inTitle.id, elsewhere.id]),
    );
    const scoped = await ok<Page>(owner.get(`/busca?q=acao&codexId=${codex.id}`));
    expect(scoped.items.map((h) => h.entryId)).toEqual([inTitle.id, inBody.id]);
    const hit = scoped.items[1]!;
    expect(hit.excerpt).toContain('<mark>ação</mark>');
    expect(hit.excerpt).not.toContain('<script>');
    // ts_headline drops tag-like words; what is left is escaped text.
    expect(hit.excerpt).toContain('&quot;responsável');
    expect(hit.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/<|>/);
    expect(scoped.nextOffset).toBeNull();

    // An empty query is an empty page (a cleared search box), not an error.
    const empty = await owner.get('/busca?q=');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ items: [] });
  });
});
