import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailsTo, signedInWebUser, uniqueEmail } from '../auth/test-support';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export function caller(app: FastifyInstance, authorization: string) {
  return (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const options: InjectOptions = { method, url, headers: { authorization, ...headers } };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return app.inject(options);
  };
}

export async function person(
  app: FastifyInstance,
  options: {
    name?: string;
    email?: string;
    accountType?: 'tourist' | 'creator' | 'organization';
  } = {},
): Promise<Person> {
  const name = options.name ?? 'Pessoa Teste';
  const { session, email } = await signedInWebUser(app, {
    name,
    email: options.email ?? uniqueEmail('conta'),
  });
  const call = caller(app, `Bearer ${session.token}`);
  if (options.accountType)
    expect(
      (await call('PATCH', '/api/app/me', { accountType: options.accountType })).statusCode,
    ).toBe(200);
  return {
    userId: session.user.id,
    email,
    name,
    token: session.token,
    personalWorkspaceId: session.workspaceId,
    call,
  };
}

/** A creator with a new shared workspace of their own. */
export async function ownerWithWorkspace(
  app: FastifyInstance,
  workspaceName = `Conta ${Math.random().toString(36).slice(2, 8)}`,
) {
  const owner = await person(app, { name: 'Olga Dona', accountType: 'creator' });
  const res = await owner.call('POST', '/api/app/conta/contas', { name: workspaceName });
  expect(res.statusCode).toBe(201);
  const workspaceId = res.json<{ id: string }>().id;
  return { owner, workspaceId, workspaceName };
}

/** The invite token of the newest invite mail to `email`. */
export async function inviteTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailsTo(app, email);
  const match = /\/conta\/conta\/[0-9a-f-]{36}\?convite=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invite link in the mail to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** Invites a new person with `role` and has them accept: returns them, now a member. */
export async function addMember(
  app: FastifyInstance,
  by: Person,
  workspaceId: string,
  role: 'admin' | 'creator' | 'editor' | 'viewer',
  options: { name?: string; teamId?: string } = {},
): Promise<Person> {
  const member = await person(app, { name: options.name ?? `Membro ${role}` });
  const invited = await by.call('POST', `/api/app/conta/contas/${workspaceId}/convites`, {
    email: member.email,
    role,
    teamId: options.teamId ?? null,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await inviteTokenFor(app, member.email);
  const accepted = await member.call('POST', '/api/app/conta/convites/aceite', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

export async function createKey(
  by: Person,
  workspaceId: string,
  body: Record<string, unknown> = {},
) {
  const res = await by.call('POST', `/api/app/conta/contas/${workspaceId}/chaves`, {
    name: 'Integração',
    role: 'editor',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: { id: string; keyId: string }; secret: string }>();
}
