import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../platform/auth';
import type { DatabaseHandle } from '../../platform/db/client';
import { authSessions, memberships, users } from '../../platform/identity/schema';
import { createMember } from '../../test/kit';

export const pagesBase = '/api/app/produto/pages';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type AccountType = 'tourist' | 'player' | 'creator' | 'organization';

/**
 * A signed-in member of `workspaceId` (a new workspace of their own, as its Principal, when
 * none is given), with `call(method, path, payload)` on the API (paths under `/api/app`
 * relative to the pages base unless they start with `/api/`).
 */
export async function signedIn(
  app: FastifyInstance,
  database: DatabaseHandle,
  role: Role,
  workspaceId?: string,
  accountType: AccountType = 'creator',
) {
  let userId: string;
  if (workspaceId) {
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Colega',
        email: `c-${randomUUID()}@exemplo.com.br`,
        accountType,
        currentWorkspaceId: workspaceId,
      })
      .returning();
    await database.db.insert(memberships).values({ workspaceId, userId: user!.id, role });
    userId = user!.id;
  } else {
    const made = await createMember(database, role, 'Pessoa Teste', { accountType });
    userId = made.user.id;
    workspaceId = made.workspace.id;
  }
  const [session] = await database.db
    .insert(authSessions)
    .values({ userId, clientType: 'mobile', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const token = await signAccessToken(
    (await app.authKeys()).access,
    { userId, sessionId: session!.id },
    3600,
  );
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
  const call = async <T = any>(method: Method, path = '', payload?: object, extra = {}) => {
    const res = await app.inject({
      method,
      url: path.startsWith('/api/') ? path : `${pagesBase}${path}`,
      headers: { ...headers, ...extra },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
  return { userId, workspaceId, headers, call };
}
