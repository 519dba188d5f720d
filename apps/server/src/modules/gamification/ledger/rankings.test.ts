import { afterEach, describe, expect, it, vi } from 'vitest';
import { teams } from '../../../platform/identity/schema';
import { clock } from '../../../platform/clock';
import { grant } from './grant';
import { ranking, teamRanking } from './rankings';
import { createMember, testDatabase } from '../../../test/kit';
import { inTx, join, ledgerContext, seedGame } from '../testing';

const database = testDatabase();
const { ctx } = ledgerContext(database);
afterEach(() => vi.restoreAllMocks());

describe('rankings', () => {
  it('sum each São Paulo period, break ties by who got there first, and show the caller’s own position', async () => {
    const owner = await createMember(database, 'owner', 'Dona');
    const game = await seedGame(database, owner.workspace.id);
    const [t1, t2] = await database.db
      .insert(teams)
      .values([
        { workspaceId: owner.workspace.id, name: 'Azul' },
        { workspaceId: owner.workspace.id, name: 'Verde' },
      ])
      .returning();
    const people: Record<string, string> = {};
    for (const [name, team] of [
      ['A', t1!.id],
      ['B', t2!.id],
      ['C', t1!.id],
      ['D', null],
      ['E', null],
    ] as const) {
      people[name] = (await createMember(database, 'owner', name)).user.id;
      await join(database, game, people[name]!, team);
    }
    let n = 0;
    const earn = async (who: string, points: number, iso: string) => {
      vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));
      await inTx(ctx, (tx) =>
        grant(tx, {
          workspaceId: game.workspaceId,
          userId: people[who]!,
          gameId: game.id,
          cause: `t:${n++}`,
          points,
        }),
      );
    };
    await earn('D', 30, '2026-02-20T12:00:00Z'); // previous fortnight
    await earn('A', 10, '2026-03-02T12:00:00Z'); // this fortnight, previous week
    await earn('B', 5, '2026-03-09T12:00:00Z'); // this week (Monday)
    await earn('C', 3, '2026-03-10T02:59:00Z'); // 23:59 on the 9th in São Paulo
    await earn('C', 4, '2026-03-10T03:00:00Z'); // midnight of the 10th: today
    await earn('A', 1, '2026-03-10T10:00:00Z');
    await earn('E', 5, '2026-03-10T14:00:00Z');
    const now = new Date('2026-03-10T15:00:00Z');
    const names = async (period: 'day' | 'week' | 'fortnight' | 'all') =>
      (await ranking(database.db, game, people.E!, period, 50, now)).top.map(
        (e) => `${e.position}:${e.name}:${e.points}`,
      );

    expect(await names('day')).toEqual(['1:E:5', '2:C:4', '3:A:1']);
    expect(await names('week')).toEqual(['1:C:7', '2:B:5', '3:E:5', '4:A:1']);
    expect(await names('fortnight')).toEqual(['1:A:11', '2:C:7', '3:B:5', '4:E:5']);
    expect(await names('all')).toEqual(['1:D:30', '2:A:11', '3:C:7', '4:B:5', '5:E:5']);

    const top2 = await ranking(database.db, game, people.E!, 'all', 2, now);
    expect(top2.top).toHaveLength(2);
    expect(top2.me).toEqual({ position: 5, points: 5 });
    expect(top2.scoringFormula).toMatch(/Pontos/);
    expect((await ranking(database.db, game, owner.user.id, 'all', 2, now)).me).toBeNull();
    expect((await ranking(database.db, game, people.B!, 'day', 2, now)).me).toBeNull();

    const byTeam = await teamRanking(database.db, game, 'all', 10, now);
    expect(byTeam.top.map((t) => `${t.position}:${t.name}:${t.points}`)).toEqual([
      '1:Azul:18',
      '2:Verde:5',
    ]);
    expect(
      (await teamRanking(database.db, game, 'day', 10, now)).top.map(
        (t) => `${t.name}:${t.points}`,
      ),
    ).toEqual(['Azul:5']);
  });
});
