import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DatabaseHandle, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { EventBus } from '../../platform/events/bus';
import type { Realtime, RealtimeEvent } from '../../platform/realtime';
import { apiClient, expectStatus, type Caller } from '../../test/kit';
import type { ModuleTesting, SweepFactories, SweepWorld } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { gamificationGrantsWriter } from './load-writers';
import { grant } from './ledger/grant';
import { gamificationModule } from '.';
import {
  gamificationGames,
  gamificationLevels,
  gamificationMissions,
  gamificationParticipants,
  gamificationResources,
} from './catalog/schema';

/**
 * Records of the target workspace for the route sweep (test/route-sweep/),
 * made through the gamification API as the target's owner.
 */
const tag = () => randomUUID().slice(0, 8);
const base = '/api/app/gamificacao';
const create = sweepRecords(base);

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

const sweep: SweepFactories = {
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
    // Habits are the person's own: the target owner's habit is theirs alone.
    [`${base}/player/habits/{id}`]: {
      ownedByTarget: true,
      create: async (w) => {
        const res = await w.owner.call('POST', `${base}/player/habits`, {
          kind: 'daily',
          name: `Hábito alvo ${tag()}`,
        });
        expect(res.statusCode, res.body).toBe(201);
        const habit = res.json<{ id: string; name: string }>();
        w.mustNotLeak.add(habit.name).add(habit.id);
        return habit.id;
      },
    },
    // A free-text item the target owner held and used: its request waits in the target.
    [`${base}/item-requests/{id}`]: {
      ownedByTarget: true,
      create: async (w) => {
        const headers = { 'x-workspace-id': w.workspaceId };
        const item = await create(
          w,
          '/resources',
          {
            name: `Item alvo ${tag()}`,
            usable: true,
            useEffect: { kind: 'free_text', text: `Pedido alvo ${tag()}` },
          },
          'Item alvo',
        );
        await transaction(w.app.ctx, (tx) =>
          grant(tx, {
            workspaceId: w.workspaceId,
            userId: w.owner.userId,
            gameId: null,
            cause: `sweep:${tag()}`,
            resourceId: id(item),
            quantity: 1,
          }),
        );
        const used = await w.owner.call(
          'POST',
          `${base}/player/inventory/${id(item)}/use`,
          { quantity: 1 },
          headers,
        );
        expect(used.statusCode, used.body).toBe(200);
        const list = await w.owner.call('GET', `${base}/item-requests`, undefined, headers);
        const requestId = list.json<{ items: { id: string }[] }>().items[0]!.id;
        w.mustNotLeak.add('Pedido alvo').add(requestId);
        return requestId;
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
    [`POST ${base}/player/habits/{id}/marks`]: { direction: 'up' },
  },
};

/** Fast people calling `/api/app/gamificacao` (bearer session, direct inserts). */
export const { newCaller, joinAs } = apiClient(base);

/** A resource made through the API. */
export async function makeResource(owner: Caller, body: Record<string, unknown> = {}) {
  return expectStatus(
    await owner.post<{ id: string; name: string; quantityGranted: number }>('/resources', {
      name: `Moeda ${tag()}`,
      ...body,
    }),
    201,
  );
}

/** A game made through the API. */
export async function makeGame(owner: Caller, body: Record<string, unknown> = {}) {
  return expectStatus(
    await owner.post<{ id: string; code: string; name: string }>('/games', {
      name: `Jogo ${tag()}`,
      ...body,
    }),
    201,
  );
}

/* Catalog rows written straight to the database: the ledger's tests do not depend on the catalog's routes. */

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = () => Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');

export async function seedResource(
  database: DatabaseHandle,
  workspaceId: string,
  values: Partial<typeof gamificationResources.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(gamificationResources)
    .values({ workspaceId, name: 'Moeda', ...values })
    .returning();
  return row!;
}

export async function seedGame(
  database: DatabaseHandle,
  workspaceId: string,
  values: Partial<typeof gamificationGames.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(gamificationGames)
    .values({ workspaceId, name: 'Jogo', code: code(), ...values })
    .returning();
  return row!;
}

export async function seedMission(
  database: DatabaseHandle,
  game: { id: string; workspaceId: string },
  values: Partial<typeof gamificationMissions.$inferInsert> &
    Pick<typeof gamificationMissions.$inferInsert, 'goalKind' | 'goalTarget'>,
) {
  const [row] = await database.db
    .insert(gamificationMissions)
    .values({ workspaceId: game.workspaceId, gameId: game.id, name: 'Missão', ...values })
    .returning();
  return row!;
}

export async function seedLevels(
  database: DatabaseHandle,
  game: { id: string; workspaceId: string },
  thresholds: number[],
) {
  await database.db.insert(gamificationLevels).values(
    thresholds.map((xpThreshold, i) => ({
      workspaceId: game.workspaceId,
      gameId: game.id,
      level: i + 1,
      name: `Nível ${i + 1}`,
      xpThreshold,
    })),
  );
}

/** `userId` takes part in the game (in `teamId`, if given). */
export async function join(
  database: DatabaseHandle,
  game: { id: string; workspaceId: string },
  userId: string,
  teamId: string | null = null,
) {
  await database.db
    .insert(gamificationParticipants)
    .values({ workspaceId: game.workspaceId, gameId: game.id, userId, teamId })
    .onConflictDoNothing();
}

/** A transaction on an app's context (`app` or `app.ctx`). */
export const inTx = <T>(app: FastifyInstance | AppContext, work: (tx: Tx) => Promise<T>) =>
  transaction('events' in app ? app : app.ctx, work);

const quietLog = {
  warn: () => {},
  error: () => {},
  info: () => {},
} as unknown as FastifyBaseLogger;

/**
 * An app context on the test database without building the app: its bus carries
 * gamification's subscriptions (as the manifest does for an app), and `realtime` is the
 * given one or one that records what it is asked to send.
 */
export function ledgerContext(database: DatabaseHandle, realtime?: Realtime) {
  const published: RealtimeEvent[] = [];
  const notified: { userId: string; payload: unknown }[] = [];
  const recording = {
    publish: async (event: RealtimeEvent) => void published.push(event),
    notifyUser: async (userId: string, payload: unknown) => void notified.push({ userId, payload }),
  } as unknown as Realtime;
  const ctx: AppContext = {
    db: database.db,
    events: new EventBus(),
    realtime: realtime ?? recording,
    log: quietLog,
    origin: null,
  };
  gamificationModule.subscribe!(ctx.events, ctx);
  return { ctx, published, notified };
}

export const testing: ModuleTesting = {
  factories: { makeResource, makeGame, seedResource, seedGame, seedMission },
  sweep,
  writers: [gamificationGrantsWriter],
};
