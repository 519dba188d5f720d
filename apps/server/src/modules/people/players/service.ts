import {
  createPersonBodySchema,
  peopleMessages,
  playersMessages,
  type PlayerPage,
  type linkPlayerBodySchema,
  type playersQuerySchema,
} from '@orbita/contracts/people';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { users } from '../../../platform/identity/schema';
import { inWorkspace } from '../../../platform/scope';
import { playsInWorkspace, workspacePlayers } from '../../gamification';
import { people, type PersonRow } from '../schema';
import { insertPerson, lockPerson, rethrowUnique, type Member } from '../service';

type ListQuery = z.output<typeof playersQuerySchema>;
type LinkBody = z.output<typeof linkPlayerBodySchema>;

/** The workspace's players (gamification's read), each with the person record that is them. */
export async function listPlayers(
  q: Queryable,
  member: Member,
  query: ListQuery,
): Promise<PlayerPage> {
  const page = await workspacePlayers(q, member.workspaceId, query);
  const ids = page.items.map((p) => p.userId);
  const linked = ids.length
    ? await q
        .select({ id: people.id, name: people.name, userId: people.userId })
        .from(people)
        .where(inWorkspace(people, member, inArray(people.userId, ids)))
    : [];
  return {
    total: page.total,
    items: page.items.map((p) => {
      const person = linked.find((l) => l.userId === p.userId);
      return { ...p, person: person ? { id: person.id, name: person.name } : null };
    }),
  };
}

const notPlayer = () => AppError.notFound(playersMessages.notPlayer);

async function setUser(tx: Tx, member: Member, personId: string, userId: string | null) {
  const [row] = await tx
    .update(people)
    .set({ userId, version: sql`${people.version} + 1`, updatedAt: new Date() })
    .where(inWorkspace(people, member, eq(people.id, personId)))
    .returning();
  await emit(tx, 'people.person.updated', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    personId,
  });
  return row!;
}

/**
 * Links a player to a person of the workspace (the person becomes them; a person linked to
 * them before is unlinked), or, without `personId`, answers the person already linked or
 * creates one from the player's name and e-mail. Answers the person and whether it is new.
 */
export async function linkPlayer(
  ctx: AppContext,
  member: Member,
  userId: string,
  body: LinkBody,
): Promise<{ row: PersonRow; created: boolean; unlinked: string | null }> {
  if (!(await playsInWorkspace(ctx.db, member.workspaceId, userId))) throw notPlayer();
  return transaction(ctx, async (tx) => {
    // One link per player at a time: two concurrent links of one player take turns.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`people-player:${member.workspaceId}:${userId}`}))`,
    );
    const [current] = await tx
      .select()
      .from(people)
      .where(inWorkspace(people, member, eq(people.userId, userId)));
    if (!body.personId) {
      if (current) return { row: current, created: false, unlinked: null };
      const [user] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw notPlayer();
      const parsed = createPersonBodySchema.safeParse({
        name: user.name || user.email,
        emails: user.email ? [{ address: user.email }] : [],
      });
      const input = parsed.success
        ? parsed.data
        : createPersonBodySchema.parse({ name: (user.name || 'Jogador').slice(0, 200) });
      const made = await insertPerson(tx, member, input);
      try {
        return { row: await setUser(tx, member, made.id, userId), created: true, unlinked: null };
      } catch (error) {
        rethrowUnique(error);
      }
    }
    const target = await lockPerson(tx, member, body.personId);
    if (target.userId === userId) return { row: target, created: false, unlinked: null };
    if (target.userId) throw AppError.conflict(playersMessages.personHasPlayer);
    if (target.kind !== 'person')
      throw AppError.validation(peopleMessages.companyNotCompany, {
        personId: 'Escolha uma pessoa, não uma empresa.',
      });
    let unlinked: string | null = null;
    if (current && current.id !== target.id) {
      await setUser(tx, member, current.id, null);
      unlinked = current.id;
    }
    const [other] = await tx
      .select({ id: people.id })
      .from(people)
      .where(inWorkspace(people, member, and(eq(people.userId, userId), ne(people.id, target.id))));
    if (other) throw AppError.conflict(peopleMessages.memberTaken);
    try {
      return { row: await setUser(tx, member, target.id, userId), created: false, unlinked };
    } catch (error) {
      rethrowUnique(error);
    }
  });
}
