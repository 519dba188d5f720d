import { randomUUID } from 'node:crypto';
import type { PublicationStatus } from '@orbita/contracts/explore';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../platform/db/client';
import { teamMembers, teams } from '../../platform/identity/schema';
import { publications } from '../publications';

/*
 * Test-only records for the reviews tests: a publication row straight in its table (through
 * the publications module's public entry), so these tests do not depend on the publications
 * API's shape, and a team with members.
 */

export async function insertPublication(
  database: { db: Database },
  workspaceId: string,
  status: PublicationStatus = 'testing',
  title = `Publicação ${randomUUID().slice(0, 8)}`,
): Promise<{ id: string; title: string }> {
  const [row] = await database.db
    .insert(publications)
    .values({ workspaceId, title, slug: `p-${randomUUID()}`, status })
    .returning({ id: publications.id, title: publications.title });
  return row!;
}

export async function setPublicationStatus(
  database: DatabaseHandle,
  workspaceId: string,
  id: string,
  status: PublicationStatus,
): Promise<void> {
  await database.db
    .update(publications)
    .set({ status })
    .where(and(eq(publications.workspaceId, workspaceId), eq(publications.id, id)));
}

export async function insertTeam(
  database: DatabaseHandle,
  workspaceId: string,
  userIds: string[],
): Promise<string> {
  const [team] = await database.db
    .insert(teams)
    .values({ workspaceId, name: `Equipe ${randomUUID().slice(0, 8)}` })
    .returning({ id: teams.id });
  if (userIds.length)
    await database.db
      .insert(teamMembers)
      .values(userIds.map((userId) => ({ teamId: team!.id, workspaceId, userId })));
  return team!.id;
}
