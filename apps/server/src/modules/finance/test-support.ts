import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { Box, CreateBoxBody, Entry } from '@orbita/contracts/finance';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signAccessToken } from '../../platform/auth';
import type { DatabaseHandle } from '../../platform/db/client';
import { createMember } from '../../test/app';
import { authSessions, users } from '../../platform/identity/schema';
import { memberships } from '../../platform/identity/schema';
import { computeBalances } from './shared/ledger';
import { financeBoxes } from './schema';
import { eq } from 'drizzle-orm';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A signed-in caller of `/api/app/riqueza`: `get/post/patch/del` answer `{ status, body }`. */
export interface Caller {
  userId: string;
  workspaceId: string;
  role: Role;
  /** The request headers (bearer token, workspace), for raw `app.inject` calls. */
  headers: Record<string, string>;
  get<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
  post<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  patch<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  del<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
}

const base = '/api/app/riqueza';

async function tokenFor(
  app: FastifyInstance,
  database: DatabaseHandle,
  userId: string,
): Promise<string> {
  const [session] = await database.db
    .insert(authSessions)
    .values({ userId, clientType: 'mobile', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  return signAccessToken((await app.authKeys()).access, { userId, sessionId: session!.id }, 3600);
}

function callerFor(
  app: FastifyInstance,
  token: string,
  ids: { userId: string; workspaceId: string; role: Role },
): Caller {
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': ids.workspaceId };
  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<Answer<T>> => {
    const res = await app.inject({
      method,
      url: `${base}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
  return {
    ...ids,
    headers,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    patch: (url, payload) => call('PATCH', url, payload ?? {}),
    del: (url) => call('DELETE', url),
  };
}

export async function newCaller(
  app: FastifyInstance,
  database: DatabaseHandle,
  role: Role = 'owner',
): Promise<Caller> {
  const { user, workspace } = await createMember(database, role);
  return callerFor(app, await tokenFor(app, database, user.id), {
    userId: user.id,
    workspaceId: workspace.id,
    role,
  });
}

export async function joinAs(
  app: FastifyInstance,
  database: DatabaseHandle,
  workspaceId: string,
  role: Role,
  name = 'Colega',
): Promise<Caller> {
  const [user] = await database.db
    .insert(users)
    .values({ name, email: `c-${randomUUID()}@exemplo.com.br`, currentWorkspaceId: workspaceId })
    .returning();
  await database.db.insert(memberships).values({ workspaceId, userId: user!.id, role });
  return callerFor(app, await tokenFor(app, database, user!.id), {
    userId: user!.id,
    workspaceId,
    role,
  });
}

export function expectStatus<T>(answer: Answer<T>, status: number): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

export async function makeBox(caller: Caller, body: Partial<CreateBoxBody> = {}): Promise<Box> {
  return expectStatus(
    await caller.post<Box>('/boxes', {
      name: `Caixa ${randomUUID().slice(0, 6)}`,
      kind: 'bank_account',
      openingDate: '2025-01-01',
      ...body,
    }),
    201,
  );
}

export const makeCard = (caller: Caller, body: Partial<CreateBoxBody> = {}) =>
  makeBox(caller, {
    kind: 'credit_card',
    limit: 500_000,
    closingDay: 10,
    dueDay: 20,
    openingBalance: 0,
    ...body,
  });

export async function makeEntry(caller: Caller, body: Record<string, unknown>): Promise<Entry[]> {
  return expectStatus(
    await caller.post<{ items: Entry[] }>('/entries', {
      date: '2025-03-05',
      value: 1000,
      type: 'expense',
      description: 'Teste',
      ...body,
    }),
    201,
  ).items;
}

/** The stored balances must equal the ones recomputed from every entry and transfer. */
export async function expectInvariant(
  database: DatabaseHandle,
  workspaceId: string,
): Promise<void> {
  const computed = await computeBalances(database.db, workspaceId);
  const stored = await database.db
    .select()
    .from(financeBoxes)
    .where(eq(financeBoxes.workspaceId, workspaceId));
  for (const box of stored) {
    expect({ box: box.name, balance: box.balance, projected: box.projectedBalance }).toEqual({
      box: box.name,
      ...computed.get(box.id)!,
    });
  }
}
