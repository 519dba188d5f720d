import type { FastifyPluginAsync } from 'fastify';
import { gameRoutes } from './games-routes';
import { missionRoutes } from './missions-routes';
import { playJoinRoutes } from './play-routes';
import { resourceRoutes } from './resources-routes';
import { storeManageRoutes, storePlayerRoutes } from './store-routes';

/**
 * The catalog under `/api/app/gamificacao`. Workspace routes need a member of the current
 * workspace and check the role before the body is parsed; player routes (join, store,
 * buy) need only a signed-in person, and check participation or membership themselves.
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (member) => {
    member.addHook('onRequest', app.requireMember);
    await member.register(resourceRoutes);
    await member.register(gameRoutes);
    await member.register(missionRoutes);
    await member.register(storeManageRoutes);
  });
  await app.register(async (player) => {
    player.addHook('onRequest', app.authenticate);
    await player.register(playJoinRoutes);
    await player.register(storePlayerRoutes);
  });
};

export { publicPlayRoutes } from './play-routes';
