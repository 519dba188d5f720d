import {
  accountFeatureOf,
  accountFeatureRoutes,
  accountTypeAllows,
  workspaceErrorCodes,
  type AccountFeature,
} from '@orbita/contracts';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, authTestApp, ownerWithWorkspace, person, type Person } from '../kit';

/**
 * The account-type sweep (issue 14: a "Só olhando" tourist created games, finance boxes,
 * keys, teams and invited Admins). Over every write route of the OpenAPI document, like the
 * role sweep: a workspace can do what its Principal's account type allows
 * (contracts/workspaces/account-types.ts), checked by the route kit's `requires` before the
 * body is read, so ids need not exist (random uuids) and nothing is created.
 */
const app = await authTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
}
const label = (r: Route) => `${r.method} ${r.path}`;
const refusedForType = (res: LightMyRequestResponse) =>
  res.statusCode === 403 && res.json<{ code?: string }>().code === workspaceErrorCodes.accountType;

let writes: Route[] = [];
let tourist: Person;
let creatorWorkspace: { owner: Person; workspaceId: string };
let orgWorkspace: { owner: Person; workspaceId: string };
let touristEditor: Person;

/** The route's URL in `workspaceId` (path workspace) with random ids elsewhere. */
const urlFor = (route: Route, workspaceId: string) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'workspaceId' ? workspaceId : name === 'month' ? '2026-01' : randomUUID(),
  );

async function sweep(who: Person, workspaceId: string) {
  const refused = new Map<string, boolean>();
  for (const route of writes) {
    const res = await who.call(
      route.method,
      urlFor(route, workspaceId),
      {},
      {
        'x-workspace-id': workspaceId,
      },
    );
    if (res.statusCode >= 500) throw new Error(`${label(route)}: ${res.statusCode} ${res.body}`);
    refused.set(label(route), refusedForType(res));
  }
  return refused;
}

/** Routes whose feature `type` lacks, by the contracts table. */
const expectedRefusals = (type: 'tourist' | 'creator' | 'organization') =>
  writes
    .filter((r) => !accountTypeAllows(type, accountFeatureOf(r.path)))
    .map(label)
    .sort();
const refusedLabels = (refused: Map<string, boolean>) =>
  [...refused]
    .filter(([, no]) => no)
    .map(([l]) => l)
    .sort();

beforeAll(async () => {
  const doc = (await app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  writes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/app/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({ method: m.toUpperCase() as Method, path })),
    )
    .filter((r) => r.method !== 'GET');
  tourist = await person(app, { name: 'Tina Turista', accountType: 'tourist' });
  creatorWorkspace = await ownerWithWorkspace(app, undefined, 'creator');
  orgWorkspace = await ownerWithWorkspace(app);
  touristEditor = await addMember(app, orgWorkspace.owner, orgWorkspace.workspaceId, 'editor');
  expect(
    (await touristEditor.call('PATCH', '/api/app/me', { accountType: 'tourist' })).statusCode,
  ).toBe(200);
}, 60_000);

describe('account-type sweep over the OpenAPI document', () => {
  it('names the feature of every write route explicitly (a new route must be classified)', () => {
    expect(writes.length).toBeGreaterThan(50);
    const unnamed = writes.filter((r) => !accountFeatureRoutes.some((e) => e.path.test(r.path)));
    expect(unnamed.map(label)).toEqual([]);
    const features = new Set<AccountFeature>(writes.map((r) => accountFeatureOf(r.path)));
    for (const f of ['basic', 'processes', 'finance', 'games', 'members', 'keys', 'teams'] as const)
      expect(features, f).toContain(f);
  });

  it("a tourist's personal workspace: only the basics (inbox, lists, playing); the rest 403 pt-BR", async () => {
    const refused = await sweep(tourist, tourist.personalWorkspaceId);
    expect(refusedLabels(refused)).toEqual(expectedRefusals('tourist'));
    expect(refusedLabels(refused)).toEqual(
      expect.arrayContaining([
        'POST /api/app/riqueza/boxes',
        'POST /api/app/gamificacao/games',
        'POST /api/app/conta/contas/{workspaceId}/chaves',
        'POST /api/app/conta/contas/{workspaceId}/equipes',
        'POST /api/app/conta/contas/{workspaceId}/convites',
        'POST /api/app/flow/processes',
      ]),
    );
    const res = await tourist.call('POST', '/api/app/riqueza/boxes', { name: 'Carteira' });
    expect(res.json().message).toBe(
      'Finanças: disponível em contas do tipo Criador ou Organização. Esta conta é do tipo Só olhando; o Principal pode alterar o tipo em Perfil.',
    );
  });

  it("a creator's workspace: everything but teams", async () => {
    const { owner, workspaceId } = creatorWorkspace;
    const refused = await sweep(owner, workspaceId);
    expect(refusedLabels(refused)).toEqual(expectedRefusals('creator'));
    expect(refusedLabels(refused).every((l) => l.includes('/equipes'))).toBe(true);
  });

  it("a tourist invited as Editor into an organization's workspace works there: its Principal's type decides", async () => {
    const refused = await sweep(touristEditor, orgWorkspace.workspaceId);
    expect(refusedLabels(refused)).toEqual([]);
    const box = await touristEditor.call(
      'POST',
      '/api/app/riqueza/boxes',
      { name: 'Caixa da equipe', kind: 'cash' },
      { 'x-workspace-id': orgWorkspace.workspaceId },
    );
    expect(refusedForType(box)).toBe(false);
  });
});
