import { GAMIFICATION_CELEBRATION_TYPE } from '@orbita/contracts/gamification';
import { describe, expect, it } from 'vitest';
import { createMember, testDatabase } from '../../../test/kit';
import { inTx, ledgerContext, seedGame, seedLevels } from '../testing';
import { gamificationTrophies } from '../catalog/schema';
import { grant } from './service';

const database = testDatabase();
const { ctx, notified } = ledgerContext(database);
const reached: unknown[] = [];
ctx.events.onInTransaction('gamification.level.reached', (e) => void reached.push(e));

const celebrationsOf = (userId: string) =>
  notified
    .filter((n) => n.userId === userId)
    .map((n) => n.payload as { type: string; kind?: string; text?: string })
    .filter((p) => p.type === GAMIFICATION_CELEBRATION_TYPE);

describe('level-ups and new trophies are celebrated', () => {
  it('a grant that crosses a threshold says the level reached, once; one that does not says nothing', async () => {
    const { user, workspace } = await createMember(database);
    const game = await seedGame(database, workspace.id, { name: 'Foco' });
    await seedLevels(database, game, [0, 50, 100, 200]);
    const give = (cause: string, points: number) =>
      inTx(ctx, (tx) =>
        grant(tx, { workspaceId: workspace.id, userId: user.id, gameId: game.id, cause, points }),
      );

    await give('mission:a', 30); // 0 → 30: still level 1
    expect(celebrationsOf(user.id)).toEqual([]);
    await give('mission:b', 20); // 30 → 50: level 2
    expect(celebrationsOf(user.id)).toEqual([
      {
        type: GAMIFICATION_CELEBRATION_TYPE,
        kind: 'level',
        text: 'Você subiu para o nível 2 em Foco!',
      },
    ]);
    await give('mission:b', 20); // a replay grants nothing and celebrates nothing
    await give('mission:c', 160); // 50 → 210: past 3 and 4 at once, named by the highest
    expect(celebrationsOf(user.id).map((c) => c.text)).toEqual([
      'Você subiu para o nível 2 em Foco!',
      'Você subiu para o nível 4 em Foco!',
    ]);
    expect(reached).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          gameId: game.id,
          userId: user.id,
          level: 2,
          levelName: 'Nível 2',
        }),
        expect.objectContaining({
          gameId: game.id,
          userId: user.id,
          level: 4,
          levelName: 'Nível 4',
        }),
      ]),
    );
    expect(reached.filter((e) => (e as { userId: string }).userId === user.id)).toHaveLength(2);
  });

  it('a rolled-back grant celebrates nothing; a trophy won says "Novo troféu"', async () => {
    const { user, workspace } = await createMember(database);
    const game = await seedGame(database, workspace.id, { name: 'Leitura' });
    await seedLevels(database, game, [10]);
    await database.db.insert(gamificationTrophies).values({
      workspaceId: workspace.id,
      gameId: game.id,
      name: 'Leitor <b>voraz</b>',
      ruleKind: 'points',
      rulePoints: 10,
    });
    const input = { workspaceId: workspace.id, userId: user.id, gameId: game.id, points: 10 };
    await expect(
      inTx(ctx, async (tx) => {
        await grant(tx, { ...input, cause: 'mission:lost' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(celebrationsOf(user.id)).toEqual([]);

    await inTx(ctx, (tx) => grant(tx, { ...input, cause: 'mission:kept' }));
    expect(celebrationsOf(user.id).map((c) => [c.kind, c.text])).toEqual(
      expect.arrayContaining([
        ['trophy', 'Novo troféu: Leitor <b>voraz</b>!'],
        ['level', 'Você subiu para o nível 1 em Leitura!'],
      ]),
    );
  });
});
