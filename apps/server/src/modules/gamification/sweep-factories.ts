import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SweepFactories, SweepWorld } from '../workspaces/route-sweep-kit';

/**
 * Records of the target workspace for the route sweep (workspaces/route-sweep.test.ts),
 * made through the gamification API as the target's owner.
 */
const tag = () => randomUUID().slice(0, 8);
const base = '/api/app/gamificacao';

async function create(
  w: SweepWorld,
  path: string,
  body: unknown,
  leak?: string,
): Promise<Record<string, unknown>> {
  const res = await w.owner.call('POST', `${base}${path}`, body, {
    'x-workspace-id': w.workspaceId,
  });
  expect(res.statusCode, `${path} → ${res.body}`).toBe(201);
  const row = res.json<Record<string, unknown>>();
  if (leak) w.mustNotLeak.add(leak).add(row.id as string);
  return row;
}

// One game per sweep for every route under /games/{id} (missions, trophies, store items hang from it).
const games = new WeakMap<SweepWorld, Promise<Record<string, unknown>>>();
const game = (w: SweepWorld) => {
  let made = games.get(w);
  if (!made)
    games.set(w, (made = create(w, '/games', { name: `Jogo alvo ${tag()}` }, 'Jogo alvo')));
  return made;
};
const id = (row: Record<string, unknown>) => row.id as string;
const missionBody = () => ({
  name: `Missão alvo ${tag()}`,
  goal: { kind: 'manual', target: 1 },
  reward: { points: 1 },
});

export const sweepFactories: SweepFactories = {
  params: {
    [`${base}/resources/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(await create(w, '/resources', { name: `Recurso alvo ${tag()}` }, 'Recurso alvo')),
    },
    [`${base}/games/{id}`]: { ownedByTarget: true, create: async (w) => id(await game(w)) },
    [`${base}/missions/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(await create(w, `/games/${id(await game(w))}/missions`, missionBody(), 'Missão alvo')),
    },
    [`${base}/trophies/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(
          await create(
            w,
            `/games/${id(await game(w))}/trophies`,
            { name: `Troféu alvo ${tag()}`, rule: { kind: 'level', level: 1 } },
            'Troféu alvo',
          ),
        ),
    },
    [`${base}/store-items/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(
          await create(
            w,
            `/games/${id(await game(w))}/store-items`,
            { name: `Item alvo ${tag()}`, price: { points: 1 } },
            'Item alvo',
          ),
        ),
    },
    // Ledger routes (gam-server-b): an item of the target owner's inventory is a resource of the target.
    [`${base}/player/inventory/{resourceId}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(await create(w, '/resources', { name: `Recurso alvo ${tag()}` }, 'Recurso alvo')),
    },
    [`${base}/check-ins/{id}`]: {
      ownedByTarget: true,
      create: async (w) => {
        const headers = { 'x-workspace-id': w.workspaceId };
        const target = await game(w);
        const joined = await w.owner.call(
          'POST',
          `${base}/play/${target.code as string}/join`,
          {},
          headers,
        );
        expect(joined.statusCode, joined.body).toBe(200);
        const mission = await create(
          w,
          `/games/${id(target)}/missions`,
          missionBody(),
          'Missão alvo',
        );
        const res = await w.owner.call(
          'POST',
          `${base}/missions/${id(mission)}/check-ins`,
          { note: `Check-in alvo ${tag()}` },
          headers,
        );
        expect(res.statusCode, res.body).toBe(201);
        w.mustNotLeak.add('Check-in alvo').add(res.json<{ id: string }>().id);
        return res.json<{ id: string }>().id;
      },
    },
    // Codes are public on purpose (anyone may open and join a game by its code), so this
    // game is a separate one whose id and name are not secrets of the target.
    [`${base}/play/{code}`]: {
      ownedByTarget: false,
      create: async (w) =>
        (await create(w, '/games', { name: `Jogo público ${tag()}` })).code as string,
    },
  },
  bodies: {
    [`PUT ${base}/games/{id}/levels`]: { levels: [{ name: 'Nível da varredura', xpThreshold: 0 }] },
    [`POST ${base}/games/{id}/trophies`]: {
      name: 'Troféu da varredura',
      rule: { kind: 'level', level: 1 },
    },
    [`POST ${base}/games/{id}/missions`]: {
      name: 'Missão da varredura',
      goal: { kind: 'manual', target: 1 },
      reward: { points: 1 },
    },
    [`POST ${base}/games/{id}/store-items`]: { name: 'Item da varredura', price: { points: 1 } },
  },
};
