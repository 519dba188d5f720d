import type { CheckIn, Player } from '@orbita/contracts/gamification';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../../test/kit';
import { join, joinAs, newCaller, seedGame, seedMission } from '../testing';

const database = testDatabase();
const app = await testApp();

const selfDecision = 'Você não pode decidir o seu próprio check-in. Peça a outro Editor ou Admin.';

/** Issue 14: an Editor approved their own check-in and collected the reward every period. */
describe('nobody decides their own check-in', () => {
  it('the author (Editor, Admin or Principal) gets 403; another Editor+ decides it', async () => {
    const owner = await newCaller(app, database);
    const editor = await joinAs(app, database, owner.workspaceId, 'editor', 'Edu Editor');
    const admin = await joinAs(app, database, owner.workspaceId, 'admin', 'Ada Admin');
    const game = await seedGame(database, owner.workspaceId, { name: 'Leitura' });
    const mission = await seedMission(database, game, {
      name: 'Leu 1 livro',
      goalKind: 'manual',
      goalTarget: 1,
      rewardPoints: 8,
      recurrence: 'day',
    });
    for (const who of [owner, editor, admin]) await join(database, game, who.userId);

    const mine = await ok<CheckIn>(editor.post(`/missions/${mission.id}/check-ins`, {}), 201);
    for (const decision of ['approve', 'reject']) {
      const res = await editor.post(`/check-ins/${mine.id}/${decision}`);
      expect(res.status, decision).toBe(403);
      expect(res.body).toMatchObject({ message: selfDecision });
    }
    // The refusal changed nothing: still pending, no points.
    const pending = await ok<{ items: CheckIn[] }>(
      owner.get(`/games/${game.id}/check-ins?status=pending`),
    );
    expect(pending.items.map((c) => c.id)).toEqual([mine.id]);
    expect((await ok<Player>(editor.get('/player'))).points).toBe(0);

    // No Principal/Admin exception: their own check-ins wait for someone else too.
    for (const boss of [owner, admin]) {
      const own = await ok<CheckIn>(boss.post(`/missions/${mission.id}/check-ins`, {}), 201);
      expect((await boss.post(`/check-ins/${own.id}/approve`)).status).toBe(403);
      const other = boss === owner ? admin : owner;
      expect(await ok<CheckIn>(other.post(`/check-ins/${own.id}/approve`))).toMatchObject({
        status: 'approved',
        decidedBy: other.userId,
      });
    }

    expect(await ok<CheckIn>(admin.post(`/check-ins/${mine.id}/approve`))).toMatchObject({
      status: 'approved',
      decidedBy: admin.userId,
    });
    expect((await ok<Player>(editor.get('/player'))).points).toBe(8);
  });
});
