import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../platform/db/client';
import { expectStatus, joinAs, newCaller, type Answer, type Caller } from '../test-support';

/**
 * API callers for the finance reports' tests: the finance kit's people (a bearer session
 * in a fresh workspace), speaking to `/api/app/riqueza`.
 */
export interface FinanceCaller {
  caller: Caller;
  workspaceId: string;
  get<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
  post<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  /** The raw answer (headers, text body) of a GET. */
  raw(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }>;
}

const base = '/api/app/riqueza';

function wrap(app: FastifyInstance, caller: Caller): FinanceCaller {
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<Answer<T>> => {
    const res = await app.inject({
      method,
      url: `${base}${url}`,
      headers: caller.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
  return {
    caller,
    workspaceId: caller.workspaceId,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    raw: async (url) => {
      const res = await app.inject({
        method: 'GET',
        url: `${base}${url}`,
        headers: caller.headers,
      });
      return { status: res.statusCode, headers: res.headers, body: res.body };
    },
  };
}

export async function financeOwner(
  app: FastifyInstance,
  database: DatabaseHandle,
): Promise<FinanceCaller> {
  return wrap(app, await newCaller(app, database));
}

export async function financeMember(
  app: FastifyInstance,
  database: DatabaseHandle,
  owner: FinanceCaller,
  role: Role,
): Promise<FinanceCaller> {
  return wrap(app, await joinAs(app, database, owner.workspaceId, role));
}

export type Box = { id: string; balance: number; projectedBalance: number };
export type Category = {
  id: string;
  name: string;
  type: 'revenue' | 'expense';
  parentId: string | null;
};

export async function createBox(who: FinanceCaller, body: Record<string, unknown>): Promise<Box> {
  return expectStatus(
    await who.post<Box>('/boxes', { kind: 'bank_account', openingDate: '2020-01-01', ...body }),
    201,
  );
}

export async function entry(
  who: FinanceCaller,
  body: Record<string, unknown>,
): Promise<{ id: string }> {
  const created = expectStatus(
    await who.post<{ items: { id: string }[] }>('/entries', { status: 'paid', ...body }),
    201,
  );
  return created.items[0]!;
}

export async function categoryNamed(who: FinanceCaller, name: string): Promise<Category> {
  const { items } = expectStatus(await who.get<{ items: Category[] }>('/categories'), 200);
  const found = items.find((c) => c.name === name);
  if (!found) throw new Error(`categoria ${name} não existe`);
  return found;
}

export { expectStatus };
