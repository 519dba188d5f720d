import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, expect, inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { users } from '../../../platform/identity/schema';
import { memberships, workspaces } from '../../../platform/identity/schema';
import { connectDatabase, type DatabaseHandle, type Tx } from '../../../platform/db/client';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { EventBus } from '../../../platform/events/bus';
import type { Realtime, RealtimeEvent } from '../../../platform/realtime';
import type { Caller } from '../../flow/shared/test-support';
import { gamificationModule } from '..';
import {
  gamificationGames,
  gamificationLevels,
  gamificationMissions,
  gamificationParticipants,
  gamificationResources,
} from '../catalog/schema';

/**
 * The test database without building the app (test/app.ts imports every module, so one
 * unfinished module elsewhere would stop the ledger's service tests).
 */
export function ledgerDatabase(): DatabaseHandle {
  const database = connectDatabase(inject('databaseUrl'));
  afterAll(() => database.close().catch(() => {}));
  return database;
}

/** A person with a workspace of their own (owner there), like test/app.ts createMember. */
export async function newPerson(database: DatabaseHandle, name = 'Pessoa Teste') {
  return database.db.transaction(async (tx) => {
    const [workspace] = await tx.insert(workspaces).values({ name: 'Teste' }).returning();
    const [user] = await tx
      .insert(users)
      .values({
        name,
        email: `g-${randomUUID()}@exemplo.com.br`,
        currentWorkspaceId: workspace!.id,
      })
      .returning();
    await tx
      .insert(memberships)
      .values({ workspaceId: workspace!.id, userId: user!.id, role: 'owner' });
    return { user: user!, workspace: workspace! };
  });
}

/** Catalog rows written straight to the database: the ledger's tests do not depend on the catalog's routes. */

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

/** A gamification API call as `caller`; answers `{ status, body }`. */
export async function gam<T = Record<string, unknown>>(
  app: FastifyInstance,
  caller: Caller,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url: `/api/app/gamificacao${url}`,
    headers: caller.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}

export async function ok<T = Record<string, unknown>>(
  answer: Promise<{ status: number; body: T }>,
  status = 200,
): Promise<T> {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
}
