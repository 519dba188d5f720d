import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@orbita/contracts';
import type { DatabaseHandle } from '../../platform/db/client';
import { signedInWebUser, webHeaders } from '../auth/test-support';
import { memberships } from '../../platform/identity/schema';

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

/** Changes the person's role in their workspace (e.g. to Observador). */
export async function setRole(
  database: DatabaseHandle,
  person: { userId: string; workspaceId: string },
  role: Role,
): Promise<void> {
  await database.db
    .update(memberships)
    .set({ role })
    .where(
      and(eq(memberships.userId, person.userId), eq(memberships.workspaceId, person.workspaceId)),
    );
}
