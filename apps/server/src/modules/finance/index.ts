import type { FastifyPluginAsync } from 'fastify';
import { reportRoutes } from './reports/routes';

/**
 * The finance module (area `riqueza`; register with prefix `/api/app/riqueza`): boxes,
 * entries, transfers, cards, periods, investments and portfolios, plus the reports
 * (cash flow, import, export). Every route needs a member of the current workspace.
 */
export const financeModule: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireMember);
  await app.register(reportRoutes);
};
