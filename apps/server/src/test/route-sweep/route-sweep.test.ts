import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, authTestApp, caller, ownerWithWorkspace, type Person } from '../kit';
import type { SweepWorld } from '../module-testing';
import { factoryKey, loadSweepFactories } from './kit';

/**
 * One sweep over every authenticated route (`/api/app/...`) of the OpenAPI document, so
 * routes added later by any module are covered without touching this file (except to
 * register a factory for a new path parameter in the module's testing.ts):
 *  (a) a member of another workspace never reaches this workspace's records (404 for its
 *      ids) and never sees its data in any answer;
 *  (b) an Observador of this workspace gets 403 for every write, except the person-level
 *      writes of the allow-list below.
 */
const app = await authTestApp();
const factories = await loadSweepFactories();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  params: string[];
}

/**
 * Writes that act on the caller's own things, not on the workspace's, so an Observador may
 * do them. Each entry says why; keep it short and explicit.
 */
const personLevelWrites: { method: Method | '*'; path: RegExp; why: string }[] = [
  {
    method: '*',
    path: /^\/api\/app\/me(\/|$)/,
    why: 'own profile, password, Google link and onboarding',
  },
  {
    method: 'POST',
    path: /^\/api\/app\/conta\/contas$/,
    why: 'creates a new workspace of the caller (account type decides)',
  },
  {
    method: 'PUT',
    path: /^\/api\/app\/conta\/contas\/\{workspaceId\}\/atual$/,
    why: "switches the caller's current workspace",
  },
  {
    method: 'POST',
    path: /^\/api\/app\/conta\/contas\/\{workspaceId\}\/saida$/,
    why: 'the caller leaves the workspace',
  },
  {
    method: 'POST',
    path: /^\/api\/app\/conta\/convites\/(previa|aceite)$/,
    why: 'the invited person previews/accepts their own invite',
  },
  {
    method: 'POST',
    path: /^\/api\/app\/comunicacao\/eventos\/acesso-diario$/,
    why: "the person's own daily access",
  },
  {
    method: 'PATCH',
    path: /^\/api\/app\/comunicacao\/notificacoes\/\{id\}$/,
    why: 'marks one of the caller’s own notifications',
  },
  {
    method: 'POST',
    path: /^\/api\/app\/comunicacao\/notificacoes\/marcar-todas-lidas$/,
    why: "marks the caller's own notifications",
  },
  {
    method: 'POST',
    path: /^\/api\/app\/comunicacao\/conversas\/\{id\}\/lida$/,
    why: "the caller's own read point in a conversation they can read",
  },
  {
    method: 'POST',
    path: /^\/api\/app\/gamificacao\/play\/\{code\}\/join$/,
    why: 'the caller joins a game by its public code',
  },
  {
    method: 'POST',
    path: /^\/api\/app\/gamificacao\/player\/inventory\/\{resourceId\}\/use$/,
    why: "uses a resource of the caller's own inventory",
  },
  {
    method: 'POST',
    path: /^\/api\/app\/gamificacao\/missions\/\{id\}\/check-ins$/,
    why: 'a participant checks in on their own mission',
  },
  {
    method: '*',
    path: /^\/api\/app\/mind-space\/mind-maps\/\{id\}\/favourite$/,
    why: "the caller's own favourite mark on a map they can read",
  },
  {
    method: '*',
    path: /^\/api\/app\/gamificacao\/player\/habits(\/|$)/,
    why: "the caller's own habits and dailies (personal, in no workspace)",
  },
];
const isPersonLevel = (r: Route) =>
  personLevelWrites.some((a) => (a.method === '*' || a.method === r.method) && a.path.test(r.path));
const isWrite = (r: Route) => r.method !== 'GET';

let routes: Route[] = [];
let world: SweepWorld;
let outsider: Person;
let viewer: Person;
const values = new Map<string, { value: string; ownedByTarget: boolean }>();

/** The route's URL with real ids of the target workspace; each record is made once. */
async function fill(route: Route): Promise<{ url: string; targetIds: boolean }> {
  let url = route.path;
  let targetIds = false;
  const parents: Record<string, string> = {};
  for (const param of route.params) {
    const key = factoryKey(factories.params, route.path, param);
    let entry = values.get(key);
    if (!entry) {
      const factory = factories.params[key]!;
      entry = {
        value: await factory.create(world, { ...parents }),
        ownedByTarget: factory.ownedByTarget,
      };
      values.set(key, entry);
    }
    parents[param] = entry.value;
    targetIds ||= entry.ownedByTarget;
    url = url.replace(`{${param}}`, encodeURIComponent(entry.value));
  }
  return { url, targetIds };
}

const bodyFor = (route: Route) =>
  isWrite(route) ? (factories.bodies[`${route.method} ${route.path}`] ?? {}) : undefined;
const label = (r: Route) => `${r.method} ${r.path}`;

beforeAll(async () => {
  const doc = (await app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/app/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
    );

  const { owner, workspaceId, workspaceName } = await ownerWithWorkspace(
    app,
    `Conta alvo ${Math.random().toString(36).slice(2, 10)}`,
  );
  const member = await addMember(app, owner, workspaceId, 'editor', {
    name: `Membro Alvo ${Math.random().toString(36).slice(2, 8)}`,
  });
  viewer = await addMember(app, owner, workspaceId, 'viewer');
  await viewer.call('PUT', `/api/app/conta/contas/${workspaceId}/atual`);
  outsider = (await ownerWithWorkspace(app)).owner;
  world = {
    app,
    workspaceId,
    workspaceName,
    owner,
    member,
    mustNotLeak: new Set([
      workspaceId,
      workspaceName,
      owner.userId,
      owner.email,
      member.userId,
      member.email,
      member.name,
    ]),
  };
  // Make every record up front, so (a) and (b) meet the same, complete workspace.
  for (const route of routes) await fill(route);
}, 120_000);

describe('route sweep over the OpenAPI document', () => {
  it('finds the routes of the modules (the sweep is not empty)', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'GET /api/app/conta/contas/{workspaceId}/membros',
        'DELETE /api/app/conta/contas/{workspaceId}/chaves/{keyId}',
      ]),
    );
    for (const entry of personLevelWrites)
      expect(
        routes.some((r) => entry.path.test(r.path)),
        `allow-list entry ${entry.path} matches no route`,
      ).toBe(true);
  });

  it('refuses every route without credentials (401)', async () => {
    for (const route of routes) {
      const { url } = await fill(route);
      const body = bodyFor(route);
      const res = await app.inject({
        method: route.method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(res.statusCode, label(route)).toBe(401);
    }
  });

  it('(a) a member of another workspace gets 404 for its ids and never sees its data', async () => {
    const call = caller(app, `Bearer ${outsider.token}`);
    const problems: string[] = [];
    for (const route of routes) {
      const { url, targetIds } = await fill(route);
      const res = await call(route.method, url, bodyFor(route));
      if (res.statusCode >= 500 || (targetIds && res.statusCode !== 404))
        problems.push(`${label(route)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      for (const secret of world.mustNotLeak)
        if (res.body.includes(secret)) problems.push(`${label(route)} leaked "${secret}"`);
    }
    // Naming the workspace in the header instead does not help either.
    const viaHeader = await call('GET', '/api/app/comunicacao/notificacoes', undefined, {
      'x-workspace-id': world.workspaceId,
    });
    if (viaHeader.statusCode !== 404)
      problems.push(`X-Workspace-Id of the target: ${viaHeader.statusCode}`);
    expect(problems).toEqual([]);
  });

  it('(b) an Observador is refused every write (403), before the body is even read', async () => {
    const call = caller(app, `Bearer ${viewer.token}`);
    const writes = routes.filter((r) => isWrite(r) && !isPersonLevel(r));
    expect(writes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const route of writes) {
      const { url } = await fill(route);
      const res = await call(route.method, url, bodyFor(route), {
        'x-workspace-id': world.workspaceId,
      });
      if (res.statusCode !== 403)
        problems.push(`${label(route)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    // Reads are either allowed or refused, never a crash or a miss.
    for (const route of routes.filter((r) => !isWrite(r))) {
      const { url } = await fill(route);
      const res = await call('GET', url, undefined, { 'x-workspace-id': world.workspaceId });
      if (res.statusCode !== 200 && res.statusCode !== 403)
        problems.push(`${label(route)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    // Nothing was changed by all those refused writes.
    const members = await world.owner.call(
      'GET',
      `/api/app/conta/contas/${world.workspaceId}/membros`,
    );
    expect(members.json()).toHaveLength(3);
  });

  it('covers a new route automatically: an unknown path parameter fails with instructions', () => {
    expect(() => factoryKey(factories.params, '/api/app/x/coisas/{coisaId}', 'coisaId')).toThrow(
      /no factory for path parameter \{coisaId\}.*testing\.ts/,
    );
    expect(
      factoryKey(
        factories.params,
        '/api/app/conta/contas/{workspaceId}/equipes/{teamId}',
        'teamId',
      ),
    ).toBe('teamId');
  });
});
