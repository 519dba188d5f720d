import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../platform/identity/schema';
import { teamMembers, teams } from '../../../platform/identity/schema';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, makeGame, makeResource, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

const publicGet = async (code: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/api/public/play/${code}`, headers });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), raw: res.body };
};
const accountType = async (userId: string) =>
  (await database.db.select({ t: users.accountType }).from(users).where(eq(users.id, userId)))[0]!
    .t;

describe('play: the public game page and joining by code', () => {
  it('shows only the public fields, without sign-in, for any letter case', async () => {
    const owner = await newCaller(app, database);
    const gem = await makeResource(owner, { name: 'Gema azul', rarity: 'rare' });
    const game = await makeGame(owner, { name: 'Maratona', description: 'Quem fizer mais ganha.' });
    await owner.post(`/games/${game.id}/missions`, {
      name: 'Conclua 3 tarefas',
      goal: { kind: 'tasks_done', target: 3 },
      reward: { points: 10, resourceId: gem.id, quantity: 2 },
    });
    await owner.post(`/games/${game.id}/missions`, {
      name: 'Pausada',
      status: 'standby',
      goal: { kind: 'manual', target: 1 },
      reward: { points: 1 },
    });
    await owner.put(`/games/${game.id}/levels`, {
      levels: [
        { name: 'Novato', xpThreshold: 0 },
        { name: 'Herói', xpThreshold: 100 },
      ],
    });

    const res = await publicGet(game.code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Maratona',
      description: 'Quem fizer mais ganha.',
      code: game.code,
      workspaceName: 'Teste',
      missions: [
        {
          name: 'Conclua 3 tarefas',
          goalText: 'Concluir 3 tarefas',
          reward: {
            points: 10,
            quantity: 2,
            resource: { name: 'Gema azul', imageUrl: null, rarity: 'rare' },
          },
        },
      ],
      levels: [
        { level: 1, name: 'Novato', xpThreshold: 0 },
        { level: 2, name: 'Herói', xpThreshold: 100 },
      ],
      participantsCount: 0,
      scoringFormula: expect.stringContaining('Pontos = '),
    });
    // No ids of the workspace, the game, its people or its resources.
    for (const secret of [owner.workspaceId, game.id, owner.userId, gem.id])
      expect(res.raw).not.toContain(secret);
  });

  it('answers 404 for unknown codes and 400 for malformed ones', async () => {
    expect((await publicGet('ZZZZZZ')).status).toBe(404);
    const bad = await publicGet('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });

  it('joins idempotently; a tourist becomes a player, a creator stays a creator', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const tourist = await newCaller(app, database);
    await database.db
      .update(users)
      .set({ accountType: 'tourist' })
      .where(eq(users.id, tourist.userId));

    const first = expectStatus(
      await tourist.post<{
        joinedNow: boolean;
        accountType: string;
        gameId: string;
        joinedAt: string;
      }>(`/play/${game.code.toLowerCase()}/join`),
      200,
    );
    expect(first).toMatchObject({
      joinedNow: true,
      accountType: 'player',
      gameId: game.id,
      code: game.code,
    });
    const again = expectStatus(
      await tourist.post<{ joinedNow: boolean; joinedAt: string }>(`/play/${game.code}/join`),
      200,
    );
    expect(again).toMatchObject({ joinedNow: false, joinedAt: first.joinedAt });
    expect(await accountType(tourist.userId)).toBe('player');

    const creator = await newCaller(app, database);
    await database.db
      .update(users)
      .set({ accountType: 'creator' })
      .where(eq(users.id, creator.userId));
    const joined = await Promise.all(
      Array.from({ length: 5 }, () =>
        creator.post<{ joinedNow: boolean; accountType: string }>(`/play/${game.code}/join`),
      ),
    );
    expect(joined.map((j) => j.status)).toEqual([200, 200, 200, 200, 200]);
    expect(joined.filter((j) => j.body.joinedNow)).toHaveLength(1);
    expect(await accountType(creator.userId)).toBe('creator');

    const participants = expectStatus(
      await owner.get<{ items: { userId: string }[] }>(`/games/${game.id}/participants`),
      200,
    );
    expect(participants.items.map((p) => p.userId).sort()).toEqual(
      [tourist.userId, creator.userId].sort(),
    );
    expect((await publicGet(game.code)).body.participantsCount).toBe(2);
    expect(
      (await publicGet(game.code, { authorization: `Bearer ${tourist.token}` })).body.joined,
    ).toBe(true);
    expect(
      (await publicGet(game.code, { authorization: `Bearer ${owner.token}` })).body.joined,
    ).toBe(false);
    expect(
      (await publicGet(game.code, { authorization: 'Bearer nao-vale' })).body,
    ).not.toHaveProperty('joined');
  });

  it("records the member's team, refuses archived games and unknown codes, and needs a sign-in", async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const member = await joinAs(app, database, owner.workspaceId, 'editor', 'Ana');
    const [team] = await database.db
      .insert(teams)
      .values({ workspaceId: owner.workspaceId, name: 'Equipe Azul' })
      .returning();
    await database.db
      .insert(teamMembers)
      .values({ teamId: team!.id, workspaceId: owner.workspaceId, userId: member.userId });
    expectStatus(await member.post(`/play/${game.code}/join`), 200);
    const [participant] = expectStatus(
      await owner.get<{ items: { teamId: string; teamName: string; name: string }[] }>(
        `/games/${game.id}/participants`,
      ),
      200,
    ).items;
    expect(participant).toMatchObject({ teamId: team!.id, teamName: 'Equipe Azul', name: 'Ana' });

    expect((await member.post('/play/ZZZZZZ/join')).status).toBe(404);
    await owner.patch(`/games/${game.id}`, { status: 'archived' });
    const late = await newCaller(app, database);
    expect((await late.post(`/play/${game.code}/join`)).status).toBe(409);
    expect(
      (await app.inject({ method: 'POST', url: `/api/app/gamificacao/play/${game.code}/join` }))
        .statusCode,
    ).toBe(401);
  });
});
