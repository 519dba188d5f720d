import type { Person, PlayerPage } from '@orbita/contracts/people';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFor, expectStatus, ok, testApp, testDatabase } from '../../../test/kit';
import { peopleWorld } from '../test-support';

const app = await testApp();
const database = testDatabase();
const signedIn = peopleWorld(app, database);
type World = Awaited<ReturnType<typeof signedIn>>;

const pessoa = (w: World) =>
  callerFor(app, '/api/app/pessoa', w.people.token, {
    userId: w.userId,
    workspaceId: w.workspaceId,
    role: w.role,
  });

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T & Record<string, unknown>>(query)).rows[0]!;

/** A game of the workspace with two levels (0 and 100 XP), a trophy and a resource. */
async function seedGame(workspaceId: string, name: string) {
  const code = Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X');
  const game = await one<{ id: string }>(
    sql`insert into gamification_games (workspace_id, name, code) values (${workspaceId}, ${name}, ${code}) returning id`,
  );
  await database.db.execute(sql`
    insert into gamification_levels (workspace_id, game_id, level, name, xp_threshold)
    values (${workspaceId}, ${game.id}, 1, 'Aprendiz', 0), (${workspaceId}, ${game.id}, 2, 'Mestre', 100)`);
  const trophy = await one<{ id: string }>(sql`
    insert into gamification_trophies (workspace_id, game_id, name, rule_kind, rule_level)
    values (${workspaceId}, ${game.id}, 'Primeiro nível', 'level', 1) returning id`);
  const resource = await one<{ id: string }>(
    sql`insert into gamification_resources (workspace_id, name) values (${workspaceId}, 'Moeda') returning id`,
  );
  return { id: game.id, trophyId: trophy.id, resourceId: resource.id };
}

async function play(
  workspaceId: string,
  game: Awaited<ReturnType<typeof seedGame>>,
  userId: string,
  points: number,
  coins = 0,
  trophy = false,
) {
  await database.db.execute(sql`
    insert into gamification_participants (workspace_id, game_id, user_id) values (${workspaceId}, ${game.id}, ${userId})`);
  await database.db.execute(sql`
    insert into gamification_player_scores (game_id, user_id, points) values (${game.id}, ${userId}, ${points})`);
  await database.db.execute(sql`
    insert into gamification_grants (workspace_id, user_id, game_id, cause, points, resource_id, quantity)
    values (${workspaceId}, ${userId}, ${game.id}, ${`teste:${crypto.randomUUID()}`}, ${points},
            ${coins ? game.resourceId : null}, ${coins})`);
  if (trophy)
    await database.db.execute(sql`
      insert into gamification_trophy_awards (trophy_id, user_id, game_id) values (${game.trophyId}, ${userId}, ${game.id})`);
}

describe('people players', () => {
  it('lists the workspace’s players with points, level, resources, trophies and their person', async () => {
    const w = await signedIn('owner');
    const colleague = await signedIn('editor', w.workspaceId);
    const game = await seedGame(w.workspaceId, 'Leitura');
    await play(w.workspaceId, game, w.userId, 40, 3);
    await play(w.workspaceId, game, colleague.userId, 150, 0, true);
    // A game of another workspace: its players are not this workspace's.
    const other = await signedIn('owner');
    const otherGame = await seedGame(other.workspaceId, 'Outro');
    await play(other.workspaceId, otherGame, other.userId, 999);

    const page = await ok<PlayerPage>(pessoa(w).get('/players'));
    expect(page.total).toBe(2);
    expect(page.items.map((p) => [p.userId, p.points, p.trophies])).toEqual([
      [colleague.userId, 150, 1],
      [w.userId, 40, 0],
    ]);
    expect(page.items[0]).toMatchObject({
      games: [{ gameId: game.id, gameName: 'Leitura', points: 150, level: 2, levelName: 'Mestre' }],
      resources: [],
      person: null,
    });
    expect(page.items[1]).toMatchObject({
      games: [{ points: 40, level: 1, levelName: 'Aprendiz' }],
      resources: [{ resourceId: game.resourceId, name: 'Moeda', quantity: 3 }],
    });
    expect(page.items[1]!.lastActivityAt).not.toBeNull();

    // Sorting and paging.
    const byPointsUp = await ok<PlayerPage>(pessoa(w).get('/players?sort=points&dir=asc&limit=1'));
    expect(byPointsUp).toMatchObject({ total: 2, items: [{ userId: w.userId }] });
    const second = await ok<PlayerPage>(
      pessoa(w).get('/players?sort=points&dir=asc&limit=1&offset=1'),
    );
    expect(second.items.map((p) => p.userId)).toEqual([colleague.userId]);
    expectStatus(await pessoa(w).get('/players?sort=nada'), 400);

    // The colleague becomes a person of the workspace (made from the member), once.
    const made = await ok<Person>(pessoa(w).post(`/players/${colleague.userId}/pessoa`, {}), 201);
    expect(made).toMatchObject({ userId: colleague.userId, kind: 'person' });
    const again = await ok<Person>(pessoa(w).post(`/players/${colleague.userId}/pessoa`, {}));
    expect(again.id).toBe(made.id);
    const linked = await ok<PlayerPage>(pessoa(w).get('/players'));
    expect(linked.items[0]!.person).toEqual({ id: made.id, name: made.name });

    // Linking to another person moves the player there; the first one is no longer them.
    const bia = await ok<Person>(w.people.post('', { name: 'Bia' }), 201);
    const moved = await ok<Person>(
      pessoa(w).post(`/players/${colleague.userId}/pessoa`, { personId: bia.id }),
    );
    expect(moved).toMatchObject({ id: bia.id, userId: colleague.userId });
    expect((await ok<Person>(w.people.get(`/${made.id}`))).userId).toBeNull();
    // A person who already is another player is refused.
    expectStatus(await pessoa(w).post(`/players/${w.userId}/pessoa`, { personId: bia.id }), 409);

    // Not a player of this workspace (another workspace's player): 404, like a missing one.
    expectStatus(await pessoa(w).post(`/players/${other.userId}/pessoa`, {}), 404);
    // The Observador reads but does not link.
    const viewer = await signedIn('viewer', w.workspaceId);
    expect((await ok<PlayerPage>(pessoa(viewer).get('/players'))).total).toBe(2);
    expectStatus(await pessoa(viewer).post(`/players/${w.userId}/pessoa`, {}), 403);
  });
});
