import { and, eq } from 'drizzle-orm';
import type { Role } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { memberships } from '../../platform/identity/schema';
import { inviteTokenFor } from './mail';
import { person, type Person } from './people';

/** Changes the person's role in a workspace straight in the database (e.g. to Observador). */
export async function setRole(
  database: DatabaseHandle,
  who: { userId: string; workspaceId: string },
  role: Role,
): Promise<void> {
  await database.db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.userId, who.userId), eq(memberships.workspaceId, who.workspaceId)));
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

/** An API key of `workspaceId` made through the API (Editor unless told). */
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

/** Makes `userId` a member of `workspaceId` with `role`, straight in the database. */
export async function addMembership(
  database: DatabaseHandle,
  who: { userId: string; workspaceId: string },
  role: Role,
): Promise<void> {
  await database.db.insert(memberships).values({ ...who, role });
}
