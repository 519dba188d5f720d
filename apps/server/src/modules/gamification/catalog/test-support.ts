import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signAccessToken } from '../../../platform/auth';
import type { DatabaseHandle } from '../../../platform/db/client';
import { createMember } from '../../../test/app';
import { authSessions, users } from '../../../platform/identity/schema';
import { memberships } from '../../../platform/identity/schema';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A signed-in caller of `/api/app/gamificacao` acting in `workspaceId`. */
export interface Caller {
  userId: string;
  workspaceId: string;
  token: string;
  get<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
  post<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  put<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  patch<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  del<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
}

export const base = '/api/app/gamificacao';

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
  userId: string,
  workspaceId: string,
): Caller {
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
    userId,
    workspaceId,
    token,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    put: (url, payload) => call('PUT', url, payload ?? {}),
    patch: (url, payload) => call('PATCH', url, payload ?? {}),
    del: (url) => call('DELETE', url),
  };
}

/** A new person with a workspace of their own, holding `role` there. */
export async function newCaller(
  app: FastifyInstance,
  database: DatabaseHandle,
  role: Role = 'owner',
): Promise<Caller> {
  const { user, workspace } = await createMember(database, role);
  return callerFor(app, await tokenFor(app, database, user.id), user.id, workspace.id);
}

/** Another person joining `workspaceId` with `role`. */
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
  return callerFor(app, await tokenFor(app, database, user!.id), user!.id, workspaceId);
}

export function expectStatus<T>(answer: Answer<T>, status: number): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** A resource and a game made through the API, for tests that need them. */
export async function makeResource(owner: Caller, body: Record<string, unknown> = {}) {
  return expectStatus(
    await owner.post<{ id: string; name: string; quantityGranted: number }>('/resources', {
      name: `Moeda ${randomUUID().slice(0, 6)}`,
      ...body,
    }),
    201,
  );
}
export async function makeGame(owner: Caller, body: Record<string, unknown> = {}) {
  return expectStatus(
    await owner.post<{ id: string; code: string; name: string }>('/games', {
      name: `Jogo ${randomUUID().slice(0, 6)}`,
      ...body,
    }),
    201,
  );
}
