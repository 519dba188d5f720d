import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../platform/auth';
import type { DatabaseHandle } from '../../platform/db/client';
import { authSessions, memberships, users, workspaces } from '../../platform/identity/schema';

/*
 * The kit's fast people (direct inserts, no password hashing). Kept free of `vitest` so the
 * benches, which run with tsx outside the test runner, take their people from here too.
 */

export const uniqueEmail = (label = 'pessoa') => `${label}-${randomUUID()}@exemplo.com.br`;

/**
 * Fast path: a fresh user with a workspace of their own, holding `role` in it (direct inserts).
 * An Organização by default: a workspace can do what its Principal's account type allows
 * (platform/policy.ts), and the kit's people are there to exercise everything.
 */
export async function createMember(
  database: DatabaseHandle,
  role: Role = 'owner',
  name = 'Pessoa Teste',
  options: {
    workspaceName?: string;
    emailLabel?: string;
    accountType?: (typeof users.$inferInsert)['accountType'];
  } = {},
) {
  return database.db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name: options.workspaceName ?? 'Teste' })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        name,
        email: uniqueEmail(options.emailLabel ?? 't'),
        accountType: options.accountType === undefined ? 'organization' : options.accountType,
        currentWorkspaceId: workspace!.id,
      })
      .returning();
    await tx.insert(memberships).values({ workspaceId: workspace!.id, userId: user!.id, role });
    return {
      user: user!,
      workspace: workspace!,
      ctx: { userId: user!.id, workspaceId: workspace!.id, role },
    };
  });
}

/** A bearer token for `userId` (a fresh mobile session; no password hashing, so tests stay fast). */
export async function tokenFor(
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

/**
 * A member holding `role`: a new person joining `workspaceId` when it is given, else a new
 * person with a workspace of their own (createMember). The one way module tests make a
 * colleague in an existing workspace without the invitation round trip.
 */
export async function memberOf(
  database: DatabaseHandle,
  role: Role,
  workspaceId?: string,
  name?: string,
): Promise<{ userId: string; workspaceId: string; email: string }> {
  if (!workspaceId) {
    const made = await createMember(database, role, name);
    return { userId: made.user.id, workspaceId: made.workspace.id, email: made.user.email };
  }
  const email = uniqueEmail('c');
  const [user] = await database.db
    .insert(users)
    .values({
      name: name ?? 'Colega',
      email,
      accountType: 'organization',
      currentWorkspaceId: workspaceId,
    })
    .returning();
  await database.db.insert(memberships).values({ workspaceId, userId: user!.id, role });
  return { userId: user!.id, workspaceId, email };
}
