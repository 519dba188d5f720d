import { randomUUID } from 'node:crypto';
import type { RecordKind, Role } from '@orbita/contracts';
import type { NexoGraph, NexoLink, NexoLinks } from '@orbita/contracts/nexos';
import { sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callerFor,
  memberOf,
  ok,
  testApp,
  testDatabase,
  tokenFor,
  watchWorkspace,
  type Caller,
} from '../../test/kit';

const app = await testApp();
const database = testDatabase();

/** A signed-in member (a new workspace of their own when none is given), calling `/api/app`. */
async function signedIn(role: Role, workspaceId?: string) {
  const who = await memberOf(database, role, workspaceId);
  const token = await tokenFor(app, database, who.userId);
  return callerFor(app, '/api/app', token, { ...who, role });
}

/** The workspace's owner (makes records) and an Editor in it (links them: Editor and up). */
async function team() {
  const owner = await signedIn('owner');
  return { owner, editor: await signedIn('editor', owner.workspaceId) };
}

const id = (row: Record<string, unknown>) => row.id as string;
const person = async (by: Caller, name = 'Ana Lima') =>
  id(await ok(by.post('/pessoa/pessoas', { name }), 201));
const list = async (by: Caller, name = 'Compras') =>
  id(await ok(by.post('/flow/lists', { name }), 201));
const task = async (by: Caller, title = 'Comprar pão') =>
  id(await ok(by.post(`/flow/lists/${await list(by)}/tasks`, { title }), 201));
const links = (by: Caller, kind: RecordKind, recordId: string) =>
  by.get<NexoLinks>(`/nexos/${kind}/${recordId}`);
const link = (by: Caller, from: [RecordKind, string], to: [RecordKind, string], label?: string) =>
  by.post<NexoLink>('/nexos', {
    from: { kind: from[0], id: from[1] },
    to: { kind: to[0], id: to[1] },
    ...(label === undefined ? {} : { label }),
  });

describe('nexos', () => {
  it('links two records, lists the link from both ends, relabels it (versioned) and removes it', async () => {
    const { owner, editor } = await team();
    const watch = watchWorkspace(app, editor.workspaceId);
    const taskId = await task(owner);
    const personId = await person(owner);

    const created = await ok(
      link(editor, ['tarefa', taskId], ['pessoa', personId], '  cliente  '),
      201,
    );
    expect(created).toMatchObject({
      label: 'cliente',
      version: 1,
      other: {
        kind: 'pessoa',
        id: personId,
        exists: true,
        title: 'Ana Lima',
        path: `/pessoa/pessoa/${personId}`,
      },
    });
    expect(watch.emitted('nexos.')).toEqual(['nexos.link.created']);
    expect(watch.seen()).toContain('nexos:created');

    const fromTask = await ok(links(editor, 'tarefa', taskId));
    expect(fromTask.record).toMatchObject({ kind: 'tarefa', title: 'Comprar pão' });
    expect(fromTask.links.map((l) => l.other.id)).toEqual([personId]);
    const fromPerson = await ok(links(editor, 'pessoa', personId));
    expect(fromPerson.links).toHaveLength(1);
    expect(fromPerson.links[0]!.other).toMatchObject({ kind: 'tarefa', id: taskId });
    expect(fromPerson.links[0]!.other.path).toMatch(/^\/flow\/lista\/[0-9a-f-]+\?tarefa=/);

    // One link per unordered pair; none to itself; both ends must exist here.
    expect((await link(editor, ['pessoa', personId], ['tarefa', taskId])).status).toBe(409);
    const self = await link(editor, ['pessoa', personId], ['pessoa', personId]);
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.body)).toContain('ligado a ele mesmo');
    expect((await link(editor, ['pessoa', personId], ['pessoa', randomUUID()])).status).toBe(404);
    // A task's id named as a list is no list.
    expect((await link(editor, ['pessoa', personId], ['lista', taskId])).status).toBe(404);

    const relabeled = await ok(
      editor.patch<NexoLink>(`/nexos/${created.id}`, {
        label: 'responsável',
        version: 1,
        from: { kind: 'pessoa', id: personId },
      }),
    );
    expect(relabeled).toMatchObject({ label: 'responsável', version: 2, other: { id: taskId } });
    const stale = await editor.patch<{ current: NexoLink }>(`/nexos/${created.id}`, {
      label: 'outro',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ label: 'responsável', version: 2 });
    expect(
      (await ok(editor.patch<NexoLink>(`/nexos/${created.id}`, { label: '' }))).label,
    ).toBeNull();

    watch.emitted();
    await ok(editor.del(`/nexos/${created.id}`), 204);
    expect(watch.emitted('nexos.')).toEqual(['nexos.link.deleted']);
    expect((await ok(links(editor, 'tarefa', taskId))).links).toEqual([]);
    expect((await editor.del(`/nexos/${created.id}`)).status).toBe(404);
  });

  it('keeps workspaces apart (404) and lets an Observador read but not write (403)', async () => {
    const { owner, editor } = await team();
    const taskId = await task(owner);
    const personId = await person(owner);
    const made = await ok(link(editor, ['tarefa', taskId], ['pessoa', personId]), 201);

    const stranger = await signedIn('owner');
    const theirs = await person(stranger);
    expect((await links(stranger, 'tarefa', taskId)).status).toBe(404);
    expect((await link(stranger, ['pessoa', theirs], ['tarefa', taskId])).status).toBe(404);
    expect((await stranger.patch(`/nexos/${made.id}`, { label: 'x' })).status).toBe(404);
    expect((await stranger.del(`/nexos/${made.id}`)).status).toBe(404);
    expect((await stranger.get(`/nexos/tarefa/${taskId}/grafo`)).status).toBe(404);
    expect(
      (await ok(stranger.get<{ items: unknown[] }>('/nexos/busca?tipo=tarefa&q=pão'))).items,
    ).toEqual([]);

    const viewer = await signedIn('viewer', editor.workspaceId);
    expect((await ok(links(viewer, 'pessoa', personId))).links).toHaveLength(1);
    expect(
      (await link(viewer, ['pessoa', personId], ['tarefa', await task(owner, 'Outra')])).status,
    ).toBe(403);
    expect((await viewer.patch(`/nexos/${made.id}`, { label: 'x' })).status).toBe(403);
    expect((await viewer.del(`/nexos/${made.id}`)).status).toBe(403);
  });

  it('bounds what it takes and answers: label, search, unknown kinds, the graph at depth 2', async () => {
    const { owner, editor } = await team();
    const [a, b, c, d] = [
      await person(owner, 'Ana'),
      await person(owner, 'Bruno'),
      await person(owner, 'Carla'),
      await person(owner, 'Davi'),
    ];
    expect((await link(editor, ['pessoa', a], ['pessoa', b], 'x'.repeat(81))).status).toBe(400);
    expect((await editor.get(`/nexos/planeta/${a}`)).status).toBe(400);
    expect((await editor.get(`/nexos/busca?tipo=pessoa&q=${'x'.repeat(201)}`)).status).toBe(400);

    // a — b — c — d: from a, the graph shows a, b (depth 1) and c (depth 2), not d.
    await ok(link(editor, ['pessoa', a], ['pessoa', b], 'amiga'), 201);
    await ok(link(editor, ['pessoa', b], ['pessoa', c]), 201);
    await ok(link(editor, ['pessoa', c], ['pessoa', d]), 201);
    const graph = await ok(editor.get<NexoGraph>(`/nexos/pessoa/${a}/grafo`));
    expect(graph.root).toBe(`pessoa:${a}`);
    expect(graph.nodes.map((n) => [n.title, n.depth]).sort()).toEqual([
      ['Ana', 0],
      ['Bruno', 1],
      ['Carla', 2],
    ]);
    expect(graph.edges).toHaveLength(2);
    expect(graph.truncated).toBe(false);

    for (let i = 0; i < 25; i++) await person(owner, `Pessoa busca ${i}`);
    const found = await ok(
      editor.get<{ items: { title: string }[] }>('/nexos/busca?tipo=pessoa&q=busca'),
    );
    expect(found.items).toHaveLength(20);
    const any = await ok(editor.get<{ items: { kind: string }[] }>('/nexos/busca?q=ana'));
    expect(any.items.map((r) => r.kind)).toEqual(['pessoa']);
    const all = await ok(editor.get<{ items: unknown[] }>('/nexos/busca'));
    expect(all.items).toHaveLength(20);
  });

  it('has a delete trigger on the table of every registered kind', async () => {
    const rows = await database.db.execute<{ table: string; args: string }>(
      sql`select c.relname as "table", encode(t.tgargs, 'escape') as args
          from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname = 'nexos_forget'`,
    );
    const triggers = new Map(rows.rows.map((r) => [r.table, r.args.replace(/\\000$/, '')]));
    for (const [kind, spec] of app.records.entries()) {
      const table = getTableName(spec.table);
      expect(
        triggers.get(table),
        `"${table}" (kind ${kind}) has no nexos_forget trigger: add one in a new migration (see 0045_nexos_triggers.sql)`,
      ).toBe(kind);
    }
  });
});

/**
 * No dangling link, ever: for every kind, a record deleted through its own module's API
 * takes its links with it. Each maker answers [record id, delete path].
 */
const makers: Record<string, (by: Caller) => Promise<[string, string]>> = {
  lista: async (by) => {
    const listId = await list(by);
    return [listId, `/flow/lists/${listId}`];
  },
  processo: async (by) => {
    const made = id(
      await ok(by.post('/flow/processes', { name: 'Vendas', stages: [{ name: 'Novo' }] }), 201),
    );
    return [made, `/flow/processes/${made}`];
  },
  tarefa: async (by) => {
    const made = await task(by);
    return [made, `/flow/tasks/${made}`];
  },
  mapa: async (by) => {
    const made = id(await ok(by.post('/mind-space/mind-maps', { title: 'Ideias' }), 201));
    return [made, `/mind-space/mind-maps/${made}`];
  },
  publicacao: async (by) => {
    const made = id(await ok(by.post('/universo/publications', { title: 'Notícia' }), 201));
    return [made, `/universo/publications/${made}`];
  },
  pagina: async (by) => {
    const made = id(await ok(by.post('/produto/pages', { title: 'Loja' }), 201));
    return [made, `/produto/pages/${made}`];
  },
  produto: async (by) => {
    const made = id(
      await ok(by.post('/produto/produtos', { name: 'Caneca', variants: [{ name: 'Azul' }] }), 201),
    );
    return [made, `/produto/produtos/${made}`];
  },
  pessoa: async (by) => {
    const made = await person(by, 'Bia');
    return [made, `/pessoa/pessoas/${made}`];
  },
  lancamento: async (by) => {
    const box = id(
      await ok(
        by.post('/riqueza/boxes', {
          name: 'Conta',
          kind: 'bank_account',
          openingDate: '2020-01-01',
        }),
        201,
      ),
    );
    const made = await ok<{ items: { id: string }[] }>(
      by.post('/riqueza/entries', {
        boxId: box,
        date: '2025-01-05',
        value: 1234,
        type: 'expense',
        description: 'Mercado',
      }),
      201,
    );
    return [made.items[0]!.id, `/riqueza/entries/${made.items[0]!.id}`];
  },
  jogo: async (by) => {
    const made = id(await ok(by.post('/gamificacao/games', { name: 'Desafio' }), 201));
    return [made, `/gamificacao/games/${made}`];
  },
  hub: async (by) => {
    const made = id(await ok(by.post('/fabrica/hubs', { name: 'Lançamento' }), 201));
    return [made, `/fabrica/hubs/${made}`];
  },
  codex: async (by) => {
    const made = id(await ok(by.post('/codex/codices', { name: 'Mundo' }), 201));
    return [made, `/codex/codices/${made}`];
  },
  'entrada-codex': async (by) => {
    const codex = id(await ok(by.post('/codex/codices', { name: 'Mundo' }), 201));
    const made = id(await ok(by.post(`/codex/codices/${codex}/entries`, { title: 'Cidade' }), 201));
    return [made, `/codex/entries/${made}`];
  },
  contato: async (by) => {
    const made = id(await ok(by.post('/comunicacao/contatos', { name: 'Caio' }), 201));
    return [made, `/comunicacao/contatos/${made}`];
  },
};

describe('a deleted record takes its links with it', () => {
  it.each(Object.keys(makers))('%s, deleted through its API', async (kind) => {
    const owner = await signedIn('owner');
    const [recordId, deletePath] = await makers[kind]!(owner);
    const other = await person(owner, 'Outra ponta');
    await ok(link(owner, [kind as RecordKind, recordId], ['pessoa', other]), 201);
    expect((await ok(links(owner, 'pessoa', other))).links).toHaveLength(1);
    const deleted = await owner.del(deletePath);
    expect([200, 204], JSON.stringify(deleted.body)).toContain(deleted.status);
    expect((await ok(links(owner, 'pessoa', other))).links).toEqual([]);
  });

  it('covers every registered kind', () => {
    expect(Object.keys(makers).sort()).toEqual(
      app.records
        .entries()
        .map(([kind]) => kind)
        .sort(),
    );
  });

  it('a list deleted takes its tasks’ links (a cascade, no task event)', async () => {
    const owner = await signedIn('owner');
    const listId = await list(owner);
    const taskId = id(await ok(owner.post(`/flow/lists/${listId}/tasks`, { title: 'T' }), 201));
    const other = await person(owner);
    await ok(link(owner, ['tarefa', taskId], ['pessoa', other]), 201);
    await ok(owner.del(`/flow/lists/${listId}`));
    expect((await ok(links(owner, 'pessoa', other))).links).toEqual([]);
  });
});
