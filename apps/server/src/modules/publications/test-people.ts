import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/client';
import { memberships, users } from '../../platform/identity/schema';
import { createMember, tokenFor } from '../../test/kit';

export const base = '/api/app/universo/publications';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A signed-in member of `workspaceId` (a new workspace of their own, whose Principal is of
 * `accountType`, when none is given), calling this module's API. Tests only.
 */
export async function signedIn(
  app: FastifyInstance,
  database: DatabaseHandle,
  role: Role,
  workspaceId?: string,
  accountType: 'tourist' | 'creator' | 'organization' = 'organization',
) {
  let userId: string;
  if (workspaceId) {
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Colega',
        email: `c-${randomUUID()}@exemplo.com.br`,
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
  const token = await tokenFor(app, database, userId);
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  const call = async (
    method: Method,
    path = '',
    payload?: object,
    extra = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test checks the answer
  ): Promise<{ status: number; body: any }> => {
    const res = await app.inject({
      method,
      url: `${base}${path}`,
      headers: { ...headers, ...extra },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return { userId, workspaceId, headers, call };
}
