import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  callerFor,
  ownerWithWorkspace,
  setRole,
  signedInMobileUser,
  testApp,
  testDatabase,
} from '../../test/kit';

/**
 * Issue 26: a signed-in request costs one round trip for its session, workspace and role
 * (authenticate.ts `resolveMemberAuth`), with nothing cached — so a logout, a revoked
 * session or a role change made through one instance is in force on the other at its very
 * next request. Two apps on one database stand for two server processes.
 */
let one: FastifyInstance;
let two: FastifyInstance;
const database = testDatabase();

beforeAll(async () => {
  one = await testApp();
  two = await testApp();
});

describe('sign-in state across two instances', () => {
  it('a role change made through one instance holds on the next request to the other', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(one);
    const member = await addMember(one, owner, workspaceId, 'editor');
    const ids = { userId: member.userId, workspaceId, role: 'editor' as const };
    const onTwo = callerFor(two, '/api/app/flow', member.token, ids);
    expect((await onTwo.post('/items', { content: 'Antes da troca' })).status).toBe(201);

    await setRole(database, { userId: member.userId, workspaceId }, 'viewer');
    expect((await onTwo.post('/items', { content: 'Depois da troca' })).status).toBe(403);
    expect((await onTwo.get('/items')).status).toBe(200);

    await setRole(database, { userId: member.userId, workspaceId }, 'editor');
    expect((await onTwo.post('/items', { content: 'De volta' })).status).toBe(201);
  });

  it('a logout through one instance is refused by the other at once', async () => {
    const { session, userId } = await signedInMobileUser(one);
    const ids = { userId, workspaceId: session.workspaceId, role: 'admin' as const };
    const onTwo = callerFor(two, '/api/app/flow', session.token, ids);
    expect((await onTwo.get('/items')).status).toBe(200);

    const logout = await one.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-client-type': 'mobile', authorization: `Bearer ${session.refreshToken}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await onTwo.get('/items')).status).toBe(401);
  });

  it('answers 404 for a workspace the person is not in, and for a malformed one', async () => {
    const { owner } = await ownerWithWorkspace(one);
    const stranger = await ownerWithWorkspace(two);
    const ids = { userId: owner.userId, workspaceId: stranger.workspaceId, role: 'admin' as const };
    expect((await callerFor(two, '/api/app/flow', owner.token, ids).get('/items')).status).toBe(
      404,
    );
    const malformed = { ...ids, workspaceId: 'não-é-um-uuid' };
    expect(
      (await callerFor(two, '/api/app/flow', owner.token, malformed).get('/items')).status,
    ).toBe(404);
    // Without the header, the workspace the person last switched to.
    const current = await two.inject({
      method: 'GET',
      url: '/api/app/flow/items',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(current.statusCode).toBe(200);
  });
});
