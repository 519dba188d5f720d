import { randomUUID } from 'node:crypto';
import { type DomainEventName, type Role, type TaskList } from '@orbita/contracts';
import { readTree, type TreeNode } from '@orbita/contracts/mind-map-doc';
import { mindMapRoom } from '@orbita/contracts/mind-maps';
import {
  STRUCTURE_SNAPSHOT_MAX_BYTES,
  structureSnapshotSchemas,
  type InstantiatedStructure,
  type Structure,
  type StructureDetail,
  type StructurePage,
  type StructureVersion,
} from '@orbita/contracts/structures';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { memberships } from '../../platform/identity/schema';
import {
  callerFor,
  memberOf,
  ok,
  testApp,
  testDatabase,
  tokenFor,
  type Caller,
} from '../../test/kit';
import { pages } from '../pages';
import { expectVersionedEdits } from '../../test/version-conflicts';
import { gallery } from './gallery';

const app = await testApp();
const database = testDatabase();
const base = '/api/app/fabrica/estruturas';

/** A signed-in member of `workspaceId` (a new workspace of their own when none is given); URLs are absolute. */
async function signedIn(role: Role, workspaceId?: string): Promise<Caller> {
  const member = await memberOf(database, role, workspaceId);
  const token = await tokenFor(app, database, member.userId);
  return callerFor(app, '', token, { ...member, role });
}

/** The same person acting in another workspace they belong to. */
function inWorkspace(who: Caller, workspaceId: string, role: Role): Caller {
  return callerFor(app, '', who.token, { userId: who.userId, workspaceId, role });
}

const save = (who: Caller, kind: string, recordId: string, name = `Estrutura ${kind}`) =>
  ok<StructureDetail>(who.post(base, { kind, recordId, name }), 201);
const instantiate = (who: Caller, id: string, body: object = {}) =>
  ok<InstantiatedStructure>(who.post(`${base}/${id}/instanciar`, body), 201);

// ------------------------------------------------------------ records of each kind, made and read through their APIs

async function makeList(who: Caller): Promise<TaskList> {
  return ok<TaskList>(
    who.post('/api/app/flow/lists', {
      name: 'Backlog de vendas',
      color: '#8e24aa',
      icon: 'rocket',
      fields: [
        { key: 'impacto', label: 'Impacto' },
        { key: 'esforco', label: 'Esforço' },
      ],
      formulas: [{ key: 'prioridade', label: 'Prioridade', expression: 'impacto / esforco' }],
    }),
    201,
  );
}
const listShape = (list: TaskList) => ({
  color: list.color,
  icon: list.icon,
  fields: list.fields,
  formulas: list.formulas,
});
const readList = (who: Caller, id: string) => ok<TaskList>(who.get(`/api/app/flow/lists/${id}`));

type ProcessRead = {
  description: string;
  stages: { name: string; color: string; wipLimit: number | null }[];
  fields: unknown[];
};
async function makeProcess(who: Caller): Promise<{ id: string }> {
  const process = await ok<{ id: string; version: number }>(
    who.post('/api/app/flow/processes', {
      name: 'Atendimento',
      description: 'Do chamado à solução.',
      stages: [
        { name: 'Novo', color: '#90a4ae', wipLimit: null },
        { name: 'Em atendimento', color: '#64b5f6', wipLimit: 4 },
        { name: 'Aguardando cliente', color: '#ffb74d', wipLimit: 10 },
        { name: 'Resolvido', color: '#81c784', wipLimit: null },
      ],
    }),
    201,
  );
  await ok(
    who.patch(`/api/app/flow/processes/${process.id}`, {
      fields: [{ key: 'horas', label: 'Horas' }],
    }),
  );
  return process;
}
const processShape = (p: ProcessRead) => ({
  description: p.description,
  stages: p.stages.map((s) => ({ name: s.name, color: s.color, wipLimit: s.wipLimit })),
  fields: p.fields,
});
const readProcess = (who: Caller, id: string) =>
  ok<ProcessRead>(who.get(`/api/app/flow/processes/${id}`));

/** A map's tree without node ids (what a copy must share), root text aside. */
type Shape = {
  text: string;
  note: string;
  color: string | null;
  side: string | null;
  children: Shape[];
};
const shapeOf = (node: TreeNode, depth = 0): Shape => ({
  text: depth === 0 ? '' : node.text,
  note: node.note,
  color: node.color,
  side: depth === 1 ? node.side : null,
  children: node.children.map((c) => shapeOf(c, depth + 1)),
});
async function mapTree(workspaceId: string, id: string) {
  const doc = await app.collab.read(mindMapRoom(id), workspaceId);
  try {
    return shapeOf(readTree(doc));
  } finally {
    doc.destroy();
  }
}
const makeMap = (who: Caller) =>
  ok<{ id: string }>(
    who.post('/api/app/mind-space/mind-maps', { title: 'Análise', templateKey: 'swot' }),
    201,
  );

type PageRead = { title: string; blocks: unknown[]; seoTitle: string; seoDescription: string };
const pageBlocks = [
  { id: 'b1', type: 'text', html: '<h2>Bem-vindo</h2><p>Conheça a <strong>oferta</strong>.</p>' },
  { id: 'b2', type: 'button', label: 'Fale conosco', url: '/contato', style: 'primary' },
  { id: 'b3', type: 'form', title: 'Contato', fields: ['name', 'email'] },
];
const makePage = (who: Caller) =>
  ok<{ id: string }>(
    who.post('/api/app/produto/pages', {
      title: 'Página de oferta',
      blocks: pageBlocks,
      seoTitle: 'Oferta',
      seoDescription: 'Nossa oferta do mês.',
    }),
    201,
  );
const pageShape = (p: PageRead) => ({
  blocks: p.blocks,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
});

const g = '/api/app/gamificacao';
async function makeGame(who: Caller): Promise<{ id: string }> {
  const game = await ok<{ id: string }>(
    who.post(`${g}/games`, {
      name: 'Desafio de leitura',
      description: 'Leia mais.',
      rankingPeriod: 'fortnight',
      dailyReward: { points: 3 },
    }),
    201,
  );
  const missions = [];
  for (const [name, kind, target, points] of [
    ['Ler 10 páginas', 'manual', 1, 10],
    ['Concluir 5 tarefas', 'tasks_done', 5, 30],
  ] as const) {
    missions.push(
      await ok<{ id: string }>(
        who.post(`${g}/games/${game.id}/missions`, {
          name,
          goal: { kind, target },
          recurrence: 'week',
          reward: { points },
        }),
        201,
      ),
    );
  }
  await ok(
    who.put(`${g}/games/${game.id}/levels`, {
      levels: [
        { name: 'Leitor', xpThreshold: 0 },
        { name: 'Devorador', xpThreshold: 300 },
      ],
    }),
  );
  await ok(
    who.post(`${g}/games/${game.id}/trophies`, {
      name: 'Primeira leitura',
      rule: { kind: 'mission', missionId: missions[0]!.id },
    }),
    201,
  );
  await ok(
    who.post(`${g}/games/${game.id}/trophies`, {
      name: 'Nível 2',
      rule: { kind: 'level', level: 2 },
    }),
    201,
  );
  return game;
}
async function gameShape(who: Caller, id: string) {
  const game = await ok<{
    description: string;
    rankingPeriod: string;
    dailyReward: { points: number };
  }>(who.get(`${g}/games/${id}`));
  const missions = (
    await ok<{
      items: {
        id: string;
        name: string;
        goal: object;
        recurrence: string;
        reward: { points: number };
      }[];
    }>(who.get(`${g}/games/${id}/missions`))
  ).items;
  const levels = (
    await ok<{ items: { name: string; xpThreshold: number; level: number }[] }>(
      who.get(`${g}/games/${id}/levels`),
    )
  ).items;
  const trophies = (
    await ok<{
      items: { name: string; rule: { kind: string; missionId?: string; level?: number } }[];
    }>(who.get(`${g}/games/${id}/trophies`))
  ).items;
  const missionName = new Map(missions.map((m) => [m.id, m.name]));
  const byName = <T extends { name: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.name.localeCompare(b.name));
  return {
    description: game.description,
    rankingPeriod: game.rankingPeriod,
    dailyPoints: game.dailyReward.points,
    missions: byName(missions).map((m) => ({
      name: m.name,
      goal: m.goal,
      recurrence: m.recurrence,
      points: m.reward.points,
    })),
    levels: levels.map((l) => ({ level: l.level, name: l.name, xpThreshold: l.xpThreshold })),
    trophies: byName(trophies).map((t) => ({
      name: t.name,
      rule: t.rule.kind === 'mission' ? { mission: missionName.get(t.rule.missionId!) } : t.rule,
    })),
  };
}

// ------------------------------------------------------------ tests

describe('structures: every kind, saved and instantiated', () => {
  it('a list keeps its fields and formulas (not its tasks); the copy matches the original', async () => {
    const owner = await signedIn('owner');
    const list = await makeList(owner);
    await ok(owner.post(`/api/app/flow/lists/${list.id}/tasks`, { title: 'Uma tarefa' }), 201);
    const saved = await save(owner, 'lista', list.id, 'Backlog padrão');
    expect(saved).toMatchObject({
      kind: 'lista',
      name: 'Backlog padrão',
      gallery: false,
      currentVersion: 1,
      summary: '2 campos, 1 fórmula',
      source: { kind: 'lista', id: list.id, path: `/flow/lista/${list.id}`, exists: true },
      versions: [{ number: 1 }],
      snapshot: { kind: 'lista', data: listShape(list) },
    });
    const made = await instantiate(owner, saved.id, { name: 'Backlog do time B' });
    expect(made).toMatchObject({
      kind: 'lista',
      name: 'Backlog do time B',
      workspaceId: owner.workspaceId,
      path: `/flow/lista/${made.id}`,
      versionNumber: 1,
    });
    const copy = await readList(owner, made.id);
    expect(copy.name).toBe('Backlog do time B');
    expect(listShape(copy)).toEqual(listShape(list));
    // Its own code sequence (the list's own create), no tasks copied.
    expect(copy.sequence.prefix).not.toBe(list.sequence.prefix);
    expect(Object.values(copy.counts).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('a process keeps its stages in order with their WIP limits and its card fields', async () => {
    const owner = await signedIn('owner');
    const process = await makeProcess(owner);
    const saved = await save(owner, 'processo', process.id);
    expect(saved.summary).toBe('4 etapas, 2 com limite');
    const made = await instantiate(owner, saved.id);
    expect(made.path).toBe(`/flow/processo/${made.id}`);
    expect(processShape(await readProcess(owner, made.id))).toEqual(
      processShape(await readProcess(owner, process.id)),
    );
  });

  it('a mind map keeps its whole tree (texts, notes, sides); its root takes the new name', async () => {
    const owner = await signedIn('owner');
    const map = await makeMap(owner);
    const saved = await save(owner, 'mapa', map.id);
    const made = await instantiate(owner, saved.id, { name: 'Análise do produto' });
    expect(made.path).toBe(`/mind-space/mind-map/${made.id}`);
    const original = await mapTree(owner.workspaceId, map.id);
    expect(original.children.length).toBeGreaterThan(2);
    expect(await mapTree(owner.workspaceId, made.id)).toEqual(original);
    const doc = await app.collab.read(mindMapRoom(made.id), owner.workspaceId);
    expect(readTree(doc).text).toBe('Análise do produto');
    doc.destroy();
  });

  it('a page keeps its blocks and SEO texts; the copy gets an address of its own', async () => {
    const owner = await signedIn('owner');
    const page = await makePage(owner);
    const saved = await save(owner, 'pagina', page.id);
    const made = await instantiate(owner, saved.id, { name: 'Oferta de verão' });
    expect(made.path).toBe(`/produto/pagina/${made.id}`);
    const original = await ok<PageRead & { slug: string }>(
      owner.get(`/api/app/produto/pages/${page.id}`),
    );
    const copy = await ok<PageRead & { slug: string }>(
      owner.get(`/api/app/produto/pages/${made.id}`),
    );
    expect(copy.title).toBe('Oferta de verão');
    expect(pageShape(copy)).toEqual(pageShape(original));
    expect(copy.slug).not.toBe(original.slug);
  });

  it('a game keeps its missions, levels and trophies (a mission trophy points at the copied mission)', async () => {
    const owner = await signedIn('owner');
    const game = await makeGame(owner);
    const saved = await save(owner, 'jogo', game.id);
    expect(saved.summary).toBe('2 missões, 2 níveis, 2 troféus');
    const made = await instantiate(owner, saved.id);
    expect(made.path).toBe(`/gamificacao/gamificacao/${made.id}`);
    const copy = await gameShape(owner, made.id);
    expect(copy).toEqual(await gameShape(owner, game.id));
    expect(copy.trophies).toContainEqual({
      name: 'Primeira leitura',
      rule: { mission: 'Ler 10 páginas' },
    });
  });

  it('a codex keeps its entry tree and bodies; [[ links point at the copies (backlinks too)', async () => {
    const owner = await signedIn('owner');
    const cx = '/api/app/codex';
    const codex = await ok<{ id: string }>(
      owner.post(`${cx}/codices`, { name: 'Manual', description: 'Como trabalhamos.' }),
      201,
    );
    type Entry = {
      id: string;
      title: string;
      parentId: string | null;
      body: { content?: unknown[] };
    };
    const entry = (title: string, parentId: string | null = null) =>
      ok<Entry>(owner.post(`${cx}/codices/${codex.id}/entries`, { title, parentId }), 201);
    const intro = await entry('Introdução');
    const ferias = await entry('Férias', intro.id);
    const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    await ok(
      owner.patch(`${cx}/entries/${intro.id}`, {
        body: {
          type: 'doc',
          content: [
            para('Leia sobre '),
            {
              type: 'paragraph',
              content: [{ type: 'entryLink', attrs: { entryId: ferias.id, title: 'Férias' } }],
            },
          ],
        },
      }),
    );
    await ok(
      owner.patch(`${cx}/entries/${ferias.id}`, {
        body: { type: 'doc', content: [para('30 dias por ano.')] },
      }),
    );

    const saved = await save(owner, 'codex', codex.id);
    expect(saved.summary).toBe('2 entradas');
    const made = await instantiate(owner, saved.id, { name: 'Manual (cópia)' });
    expect(made.path).toBe(`/codex/codex/${made.id}`);

    const tree = async (id: string) => {
      const detail = await ok<{ description: string; entries: Entry[] }>(
        owner.get(`${cx}/codices/${id}`),
      );
      const full = await Promise.all(
        detail.entries.map((e) =>
          ok<Entry & { links: { id: string }[]; backlinks: { title: string }[] }>(
            owner.get(`${cx}/entries/${e.id}`),
          ),
        ),
      );
      const titleOf = new Map(full.map((e) => [e.id, e.title]));
      return {
        description: detail.description,
        entries: full.map((e) => ({
          title: e.title,
          parent: e.parentId ? titleOf.get(e.parentId) : null,
          body: JSON.stringify(e.body).replaceAll(/"entryId":"[^"]+"/g, '"entryId":"…"'),
          links: e.links.map((l) => titleOf.get(l.id)),
          backlinks: e.backlinks.map((l) => l.title),
        })),
      };
    };
    const copy = await tree(made.id);
    expect(copy).toEqual(await tree(codex.id));
    expect(copy.entries[0]).toMatchObject({ title: 'Introdução', links: ['Férias'] });
    expect(copy.entries[1]).toMatchObject({
      title: 'Férias',
      parent: 'Introdução',
      backlinks: ['Introdução'],
    });
  });

  it('every item of the starter gallery is valid and instantiates (read back through its module)', async () => {
    const owner = await signedIn('owner');
    const page = await ok<StructurePage>(owner.get(base));
    expect(page.gallery.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'Funil de vendas',
        'Onboarding de cliente',
        'Controle de estudos',
        'Sprint',
        'Planejamento de projeto',
        'Hábitos saudáveis',
      ]),
    );
    expect(page.gallery.every((s) => s.gallery && s.workspaceId === null)).toBe(true);
    for (const item of gallery) {
      expect(structureSnapshotSchemas[item.kind].safeParse(item.data).success, item.name).toBe(
        true,
      );
      const made = await instantiate(owner, item.id);
      expect(made, item.name).toMatchObject({ kind: item.kind, name: item.name });
      if (item.kind === 'processo') {
        const process = await readProcess(owner, made.id);
        expect(processShape(process).stages).toEqual(item.data.stages);
      }
      if (item.kind === 'lista') {
        expect(listShape(await readList(owner, made.id))).toMatchObject({
          fields: item.data.fields,
          formulas: item.data.formulas,
        });
      }
    }
    const sprint = page.gallery.find((s) => s.name === 'Sprint')!;
    const detail = await ok<StructureDetail>(owner.get(`${base}/${sprint.id}`));
    expect(detail.snapshot).toMatchObject({
      kind: 'processo',
      data: {
        stages: expect.arrayContaining([{ name: 'Fazendo', color: '#64b5f6', wipLimit: 3 }]),
      },
    });
    // Read-only: changing or deleting a gallery item is refused.
    expect((await owner.patch(`${base}/${sprint.id}`, { name: 'Meu sprint' })).status).toBe(403);
    expect((await owner.del(`${base}/${sprint.id}`)).status).toBe(403);
    expect((await owner.get(`${base}?kind=jogo`)).body).toMatchObject({
      gallery: [{ name: 'Hábitos saudáveis' }],
    });
  });
});

describe('structures: versions', () => {
  it('v1, then the source changes and "Nova versão" makes v2; instantiating v1 gives the old shape', async () => {
    const owner = await signedIn('owner');
    const list = await makeList(owner);
    const saved = await save(owner, 'lista', list.id);
    const v1Fields = list.fields;
    const changed = await ok<TaskList>(
      owner.patch(`/api/app/flow/lists/${list.id}`, {
        fields: [...v1Fields, { key: 'urgencia', label: 'Urgência' }],
      }),
    );
    const v2 = await ok<StructureDetail>(
      owner.post(`${base}/${saved.id}/versoes`, { note: 'Com urgência' }),
      201,
    );
    expect(v2).toMatchObject({
      currentVersion: 2,
      versionCount: 2,
      summary: '3 campos, 1 fórmula',
    });
    expect(v2.versions.map((v) => [v.number, v.note])).toEqual([
      [2, 'Com urgência'],
      [1, ''],
    ]);
    const fromV1 = await instantiate(owner, saved.id, { versionNumber: 1 });
    expect((await readList(owner, fromV1.id)).fields).toEqual(v1Fields);
    const fromCurrent = await instantiate(owner, saved.id);
    expect(fromCurrent.versionNumber).toBe(2);
    expect((await readList(owner, fromCurrent.id)).fields).toEqual(changed.fields);
    // A version reads with its content; a missing one is 404.
    const version = await ok<StructureVersion>(owner.get(`${base}/${saved.id}/versoes/1`));
    expect(version.snapshot).toMatchObject({ kind: 'lista', data: { fields: v1Fields } });
    expect((await owner.get(`${base}/${saved.id}/versoes/9`)).status).toBe(404);
    expect((await owner.post(`${base}/${saved.id}/instanciar`, { versionNumber: 9 })).status).toBe(
      404,
    );
    // Choosing v1 as the default.
    const back = await ok<Structure>(owner.patch(`${base}/${saved.id}`, { currentVersion: 1 }));
    expect(back).toMatchObject({ currentVersion: 1, summary: '2 campos, 1 fórmula' });
    // The source deleted: the structure stays, a new version is refused (422, pt-BR).
    await ok(owner.del(`/api/app/flow/lists/${list.id}`));
    const after = await ok<StructureDetail>(owner.get(`${base}/${saved.id}`));
    expect(after.source).toMatchObject({ exists: false });
    expect(await owner.post(`${base}/${saved.id}/versoes`, {})).toMatchObject({
      status: 422,
      body: { message: expect.stringContaining('não existe mais') },
    });
    expect((await instantiate(owner, saved.id)).kind).toBe('lista');
  });

  it('a stale change answers 409 with the current structure (the versioned-edit contract)', async () => {
    const owner = await signedIn('owner');
    const saved = await save(owner, 'lista', (await makeList(owner)).id);
    await expectVersionedEdits(owner, {
      path: `${base}/${saved.id}`,
      first: { name: 'Primeiro nome' },
      second: { name: 'Outro nome', description: 'Nunca salvo' },
    });
  });
});

describe('structures: workspaces and roles', () => {
  it('instantiates into another workspace of the person; not into one they are not in, nor as an Observador there', async () => {
    const owner = await signedIn('owner');
    const other = await signedIn('owner');
    await database.db
      .insert(memberships)
      .values({ workspaceId: other.workspaceId, userId: owner.userId, role: 'creator' });
    const process = await makeProcess(owner);
    const saved = await save(owner, 'processo', process.id);

    const made = await instantiate(owner, saved.id, { workspaceId: other.workspaceId });
    expect(made.workspaceId).toBe(other.workspaceId);
    // It is the other workspace's: its owner reads it, the original's workspace does not.
    expect(processShape(await readProcess(other, made.id))).toEqual(
      processShape(await readProcess(owner, process.id)),
    );
    expect((await owner.get(`/api/app/flow/processes/${made.id}`)).status).toBe(404);
    expect(
      (await readProcess(inWorkspace(owner, other.workspaceId, 'creator'), made.id)).stages,
    ).toHaveLength(4);

    const stranger = await signedIn('owner');
    expect(
      await owner.post(`${base}/${saved.id}/instanciar`, { workspaceId: stranger.workspaceId }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Conta não encontrada.' },
    });
    await database.db
      .update(memberships)
      .set({ role: 'viewer' })
      .where(
        and(eq(memberships.userId, owner.userId), eq(memberships.workspaceId, other.workspaceId)),
      );
    const asViewer = await owner.post(`${base}/${saved.id}/instanciar`, {
      workspaceId: other.workspaceId,
    });
    expect(asViewer).toMatchObject({
      status: 403,
      body: { message: 'Seu papel nessa conta não permite criar registros.' },
    });
  });

  it("answers 404 for another workspace's structure and record, exactly like a missing one", async () => {
    const owner = await signedIn('owner');
    const outsider = await signedIn('owner');
    const list = await makeList(owner);
    const saved = await save(owner, 'lista', list.id);
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Invadido' }],
      ['DELETE', '', undefined],
      ['POST', '/versoes', {}],
      ['POST', '/instanciar', {}],
      ['GET', '/versoes/1', undefined],
    ] as const) {
      const res = await app.inject({
        method,
        url: `${base}/${saved.id}${path}`,
        headers: outsider.headers,
        ...(payload ? { payload } : {}),
      });
      expect([res.statusCode, res.json().message], `${method} ${path}`).toEqual([
        404,
        'Estrutura não encontrada.',
      ]);
    }
    expect(
      await outsider.post(base, { kind: 'lista', recordId: list.id, name: 'Cópia' }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Registro de origem não encontrado.' },
    });
    expect((await ok<StructurePage>(outsider.get(base))).items).toEqual([]);
  });

  it('lets an Observador read (the gallery too) but refuses every write (403)', async () => {
    const owner = await signedIn('owner');
    const viewer = await signedIn('viewer', owner.workspaceId);
    const list = await makeList(owner);
    const saved = await save(owner, 'lista', list.id);
    expect((await ok<StructurePage>(viewer.get(base))).items.map((s) => s.id)).toEqual([saved.id]);
    expect((await viewer.get(`${base}/${saved.id}`)).status).toBe(200);
    expect(
      (await viewer.post(base, { kind: 'lista', recordId: list.id, name: 'Não' })).status,
    ).toBe(403);
    expect((await viewer.patch(`${base}/${saved.id}`, { name: 'Não' })).status).toBe(403);
    expect((await viewer.post(`${base}/${saved.id}/versoes`, {})).status).toBe(403);
    expect((await viewer.post(`${base}/${saved.id}/instanciar`, {})).status).toBe(403);
    expect((await viewer.post(`${base}/${gallery[0]!.id}/instanciar`, {})).status).toBe(403);
    expect((await viewer.del(`${base}/${saved.id}`)).status).toBe(403);
  });
});

describe('structures: bounds and events', () => {
  it('refuses a source bigger than the snapshot limit with a pt-BR 422, and stores nothing', async () => {
    const owner = await signedIn('owner');
    const page = await makePage(owner);
    // 30 text blocks of 20,000 characters (each within the page's own limits): ~600 KB.
    const blocks = Array.from({ length: 30 }, (_, i) => ({
      id: `t${i}`,
      type: 'text' as const,
      html: `<p>${'á'.repeat(19_990)}</p>`,
    }));
    await database.db.update(pages).set({ blocks }).where(eq(pages.id, page.id));
    expect(JSON.stringify(blocks).length).toBeGreaterThan(STRUCTURE_SNAPSHOT_MAX_BYTES);
    const refused = await owner.post(base, { kind: 'pagina', recordId: page.id, name: 'Grande' });
    expect(refused).toMatchObject({
      status: 422,
      body: { message: 'O registro é grande demais para virar uma estrutura (máximo de 512 KB).' },
    });
    expect((await ok<StructurePage>(owner.get(base))).items).toEqual([]);
  });

  it('refuses bad input with pt-BR messages (no 500)', async () => {
    const owner = await signedIn('owner');
    expect(
      await owner.post(base, { kind: 'planilha', recordId: randomUUID(), name: 'X' }),
    ).toMatchObject({
      status: 400,
      body: { fields: { kind: 'Escolha um tipo de estrutura válido.' } },
    });
    expect(
      await owner.post(base, { kind: 'lista', recordId: randomUUID(), name: '  ' }),
    ).toMatchObject({
      status: 400,
      body: { fields: { name: 'Informe o nome.' } },
    });
    expect(
      (await owner.post(base, { kind: 'lista', recordId: randomUUID(), name: 'X' })).status,
    ).toBe(404);
    expect((await owner.get(`${base}/${randomUUID()}/versoes/abc`)).status).toBe(400);
  });

  it('each write emits its event and publishes with the asking tab as origin', async () => {
    const owner = await signedIn('owner');
    const tab = owner.inTab();
    const list = await makeList(owner);
    const seen: { name: DomainEventName; actorId: string | null; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === owner.workspaceId && name.startsWith('structures.'))
        seen.push({ name, actorId: payload.actorId, origin: ctx.origin ?? null });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const saved = await ok<StructureDetail>(
        tab.post(base, { kind: 'lista', recordId: list.id, name: 'Ao vivo' }),
        201,
      );
      await ok(tab.patch(`${base}/${saved.id}`, { name: 'Ao vivo 2' }));
      await ok(tab.post(`${base}/${saved.id}/versoes`, {}), 201);
      await ok(tab.post(`${base}/${saved.id}/instanciar`, {}), 201);
      await ok(tab.del(`${base}/${saved.id}`), 204);

      expect(seen).toEqual(
        ['created', 'updated', 'updated', 'instantiated', 'deleted'].map((verb) => ({
          name: `structures.structure.${verb}`,
          actorId: owner.userId,
          origin: tab.tab,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId && m.entity === 'structures');
      expect(messages.map((m) => [m.type, m.id, m.origin])).toEqual([
        ['created', saved.id, tab.tab],
        ['updated', saved.id, tab.tab],
        ['updated', saved.id, tab.tab],
        ['deleted', saved.id, tab.tab],
      ]);
      expect(messages[1]!.data).toMatchObject({ id: saved.id, name: 'Ao vivo 2' });
      expect(messages[0]!.data).not.toHaveProperty('snapshot');
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
