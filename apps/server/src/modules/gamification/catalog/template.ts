import { GAM_NAME_MAX } from '@orbita/contracts/gamification';
import type { GameSnapshot } from '@orbita/contracts/structures';
import { joinedContext } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import type { TemplateKind } from '../../../platform/templates';
import { createGame, getGame } from './games-service';
import { createTrophy, listLevels, listTrophies, replaceLevels } from './levels-trophies-service';
import { createMission, listMissions } from './missions-service';

const noResource = { resourceId: null, quantity: 0 } as const;

/**
 * A game as a structure (modules/structures): its settings, missions (goal, recurrence,
 * points), levels and trophies. Resources, a goal's list and images belong to the
 * workspace and are left out; players, points and check-ins are never copied. A new game
 * from it goes through the catalog's own `createGame`, `createMission`, `replaceLevels` and
 * `createTrophy` (a new public code, their events and checks).
 */
export const gameTemplate: TemplateKind<'jogo'> = {
  createPath: '/api/app/gamificacao/games',
  snapshot: async (tx, _env, member, id) => {
    const game = await getGame(tx, member, id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (!game) return null;
    const missions = await listMissions(tx, member, id);
    const levels = await listLevels(tx, member, id);
    const trophies = await listTrophies(tx, member, id);
    const missionIndex = new Map(missions.map((m, i) => [m.id, i]));
    const data: GameSnapshot = {
      description: game.description,
      rankingPeriod: game.rankingPeriod,
      dailyPoints: game.dailyReward.points,
      missions: missions.map((m) => ({
        name: m.name,
        description: m.description,
        goal: { kind: m.goal.kind, target: m.goal.target },
        recurrence: m.recurrence,
        points: m.reward.points,
      })),
      levels: levels.items.map((l) => ({ name: l.name, xpThreshold: l.xpThreshold })),
      trophies: trophies.flatMap((t) => {
        const rule =
          t.rule.kind === 'mission'
            ? missionIndex.has(t.rule.missionId)
              ? { kind: 'mission' as const, missionIndex: missionIndex.get(t.rule.missionId)! }
              : null
            : t.rule;
        return rule ? [{ name: t.name, description: t.description, rule }] : [];
      }),
    };
    return { name: game.name, data };
  },
  instantiate: async (tx, _env, target, data) => {
    const ctx = joinedContext(tx);
    const game = await createGame(ctx, target, {
      name: target.name.slice(0, GAM_NAME_MAX).trim(),
      description: data.description,
      rankingPeriod: data.rankingPeriod,
      dailyReward: { points: data.dailyPoints, ...noResource },
    });
    const missionIds: string[] = [];
    for (const m of data.missions) {
      const mission = await createMission(ctx, target, game.id, {
        name: m.name,
        description: m.description,
        status: 'active',
        goal: { kind: m.goal.kind, listId: null, target: m.goal.target },
        recurrence: m.recurrence,
        reward: { points: m.points, ...noResource },
      });
      missionIds.push(mission.id);
    }
    if (data.levels.length > 0) await replaceLevels(ctx, target, game.id, { levels: data.levels });
    for (const t of data.trophies) {
      await createTrophy(ctx, target, game.id, {
        name: t.name,
        description: t.description,
        imageUrl: null,
        rule:
          t.rule.kind === 'mission'
            ? { kind: 'mission', missionId: missionIds[t.rule.missionIndex]! }
            : t.rule,
      });
    }
    return { id: game.id };
  },
};
