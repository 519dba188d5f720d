import type { Role } from '@orbita/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { memberships, users } from '../../platform/identity/schema';
import { createMember, tokenFor, uniqueEmail } from './fast-people';
import { aiTokenCookie, caller, callerFor, CookieJar, webHeaders, type Caller } from './http';
import { linkToken } from './mail';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A random client address: rate-limit counters live in the shared test database, so
 * registrations here must not use up 127.0.0.1's allowance of other test files.
 */
export const randomIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;
export const PASSWORD = 'senha-forte-123';

/** Binds the fast people of the kit to one module's API base (`/api/app/flow` …). */
export function apiClient(base: string) {
  return {
    /** A new person with a workspace of their own, holding `role` there. */
    async newCaller(
      app: FastifyInstance,
      database: DatabaseHandle,
      role: Role = 'owner',
    ): Promise<Caller> {
      const { user, workspace } = await createMember(database, role);
      return callerFor(app, base, await tokenFor(app, database, user.id), {
        userId: user.id,
        workspaceId: workspace.id,
        role,
      });
    },
    /** Another person joining `workspaceId` with `role`. */
    async joinAs(
      app: FastifyInstance,
      database: DatabaseHandle,
      workspaceId: string,
      role: Role,
      name = 'Colega',
    ): Promise<Caller> {
      const [user] = await database.db
        .insert(users)
        .values({ name, email: uniqueEmail('c'), currentWorkspaceId: workspaceId })
        .returning();
      await database.db.insert(memberships).values({ workspaceId, userId: user!.id, role });
      return callerFor(app, base, await tokenFor(app, database, user!.id), {
        userId: user!.id,
        workspaceId,
        role,
      });
    },
  };
}

/** Signs up through the real auth API (no confirmation yet). */
export async function registerUser(
  app: FastifyInstance,
  options: { name?: string; email?: string; password?: string; ip?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: options.name ?? 'Ana Souza', email, password },
    remoteAddress: options.ip ?? randomIp(),
  });
  return { res, email, password };
}

/** Registers, confirms through the mailed link and returns the web session (cookies set like a browser). */
export async function signedInWebUser(
  app: FastifyInstance,
  options: { name?: string; email?: string; password?: string; appUrl?: string } = {},
) {
  const { res, email, password } = await registerUser(app, options);
  expect(res.statusCode).toBe(201);
  const token = await linkToken(app, email, '/registro/Confirma', options.appUrl);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/confirm',
    payload: { token },
  });
  expect(confirm.statusCode).toBe(200);
  const session = confirm.json<{
    token: string;
    checkpoints: string[];
    user: { id: string };
    workspaceId: string;
  }>();
  const jar = new CookieJar()
    .take(confirm)
    .set('ai-token', aiTokenCookie(session.token, session.checkpoints));
  return { email, password, session, jar, userId: session.user.id };
}

/** Registers, confirms and signs in as a mobile client (no cookies; refresh token in the body). */
export async function signedInMobileUser(app: FastifyInstance, options: { email?: string } = {}) {
  const { email, password } = await signedInWebUser(app, options);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-client-type': 'mobile' },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  const session = res.json<{
    token: string;
    refreshToken: string;
    user: { id: string };
    workspaceId: string;
  }>();
  return { email, password, session, userId: session.user.id, res };
}

/** A signed-in web person with the headers of each way of calling the API. */
export async function signedInPerson(app: FastifyInstance) {
  const { session, jar, userId } = await signedInWebUser(app);
  return {
    userId,
    workspaceId: session.workspaceId,
    token: session.token,
    /** Mobile/API style: a bearer token, no cookies, no XSRF needed. */
    bearer: { authorization: `Bearer ${session.token}` },
    /** Web style: cookies plus the X-XSRF-TOKEN header. */
    web: () => webHeaders(jar),
    /** Web cookies without the anti-forgery header (what another site could make a browser send). */
    webWithoutXsrf: () => webHeaders(jar, { xsrf: false }),
  };
}

/** A signed-in person talking to the API with a bearer token (no cookies, so no XSRF). */
export interface Person {
  userId: string;
  email: string;
  name: string;
  token: string;
  personalWorkspaceId: string;
  call(
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * A person signed up and confirmed through the real auth API. An Organização unless told
 * (`accountType: null` keeps the type unchosen, as right after sign-up), so what the tests
 * do is allowed by the account type (platform/policy.ts).
 */
export async function person(
  app: FastifyInstance,
  options: {
    name?: string;
    email?: string;
    accountType?: 'tourist' | 'creator' | 'organization' | null;
  } = {},
): Promise<Person> {
  const name = options.name ?? 'Pessoa Teste';
  const { session, email } = await signedInWebUser(app, {
    name,
    email: options.email ?? uniqueEmail('conta'),
  });
  const call = caller(app, `Bearer ${session.token}`);
  const accountType = options.accountType === undefined ? 'organization' : options.accountType;
  if (accountType)
    expect((await call('PATCH', '/api/app/me', { accountType })).statusCode).toBe(200);
  return {
    userId: session.user.id,
    email,
    name,
    token: session.token,
    personalWorkspaceId: session.workspaceId,
    call,
  };
}

/** An Organização with a new shared workspace of their own (teams need that type). */
export async function ownerWithWorkspace(
  app: FastifyInstance,
  workspaceName = `Conta ${Math.random().toString(36).slice(2, 8)}`,
  accountType: 'creator' | 'organization' = 'organization',
) {
  const owner = await person(app, { name: 'Olga Dona', accountType });
  const res = await owner.call('POST', '/api/app/conta/contas', { name: workspaceName });
  expect(res.statusCode).toBe(201);
  const workspaceId = res.json<{ id: string }>().id;
  return { owner, workspaceId, workspaceName };
}
