import type { FastifyPluginAsync } from 'fastify';

/**
 * The gamification module (area `gamificacao`): catalog routes under
 * `/api/app/gamificacao`, the public game reads under `/api/public/play`.
 */
export const gamificationModule: FastifyPluginAsync = async () => {};
