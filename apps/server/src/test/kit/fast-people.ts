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
