import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/client';
import { memberOf, tokenFor } from '../../test/kit';
import { gamificationResources } from '../gamification';
import { mediaFiles } from '../media';

export const base = '/api/app/produto/produtos';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in member of `workspaceId` (a new workspace of their own when none is given). */
export async function signedIn(
  app: FastifyInstance,
  database: DatabaseHandle,
  role: Role,
  workspaceId?: string,
) {
  const member = await memberOf(database, role, workspaceId);
  const { userId } = member;
  workspaceId = member.workspaceId;
  const token = await tokenFor(app, database, userId);
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of the body it asked for
  const call = async <T = any>(method: Method, path = '', payload?: unknown, extra = {}) => {
    const res = await app.inject({
      method,
      url: `${base}${path}`,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
  return { userId, workspaceId, headers, call };
}

/** An image file of the workspace's library, written straight to the table (no bytes needed). */
export async function libraryImage(database: DatabaseHandle, workspaceId: string) {
  const [row] = await database.db
    .insert(mediaFiles)
    .values({
      workspaceId,
      name: 'foto.png',
      mimeType: 'image/png',
      kind: 'image',
      size: 100,
      storedBytes: 100,
      width: 640,
      height: 480,
      hash: randomUUID(),
    })
    .returning();
  return row!.id;
}

/** A gamification resource of the workspace (the points price's currency). */
export async function resource(database: DatabaseHandle, workspaceId: string) {
  const [row] = await database.db
    .insert(gamificationResources)
    .values({ workspaceId, name: 'Moedas' })
    .returning();
  return row!.id;
}
