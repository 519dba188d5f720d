import type { CheckIn, Player } from '@orbita/contracts/gamification';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../../test/kit';
import { join, newCaller, seedGame, seedMission } from '../testing';

const database = testDatabase();
const app = await testApp();

/** Issue 15: the player's screens say a check-in waits, until someone decides it. */
describe('the player sees their check-in waiting', () => {
  it('GET /player marks the manual mission pending until the check-in is approved', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const game = await seedGame(database, owner.workspaceId, { name: 'Academia' });
    const manual = await seedMission(database, game, {
      name: 'Treinou hoje',
      goalKind: 'manual',
      goalTarget: 2,
      rewardPoints: 5,
    });
    await seedMission(database, game, { name: 'Tarefas', goalKind: 'tasks_done', goalTarget: 1 });
    await join(database, game, player.userId);
    const missions = async () =>
      (await ok<Player>(player.get('/player'))).games[0]!.missions.map((m) => ({
        name: m.name,
        progress: m.progress,
        pendingCheckIn: m.pendingCheckIn,
      }));

    expect(await missions()).toEqual([
      { name: 'Tarefas', progress: 0, pendingCheckIn: undefined },
      { name: 'Treinou hoje', progress: 0, pendingCheckIn: false },
    ]);
    const sent = await ok<CheckIn>(
      player.post(`/missions/${manual.id}/check-ins`, { note: 'Perna' }),
      201,
    );
    expect(sent).toMatchObject({ status: 'pending', note: 'Perna', userName: expect.any(String) });
    expect((await missions())[1]).toEqual({
      name: 'Treinou hoje',
      progress: 0,
      pendingCheckIn: true,
    });
    await ok(owner.post(`/check-ins/${sent.id}/approve`));
    expect((await missions())[1]).toEqual({
      name: 'Treinou hoje',
      progress: 1,
      pendingCheckIn: false,
    });
  });
});
