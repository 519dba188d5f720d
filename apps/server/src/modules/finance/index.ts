import { defineModule } from '../../platform/module';
import { boxRoutes } from './boxes/routes';
import { cardRoutes } from './cards/routes';
import { categoryRoutes } from './categories/routes';
import { entryRoutes } from './entries/routes';
import { investmentRoutes } from './investments/routes';
import { periodRoutes } from './periods/routes';
import { portfolioRoutes } from './portfolios/routes';
import { reportRoutes } from './reports/routes';
import { ensureFinanceSetup } from './shared/setup';
import { transferRoutes } from './transfers/routes';

/**
 * The finance module (area `riqueza`; register with prefix `/api/app/riqueza`): boxes,
 * entries, transfers, cards, periods, investments and portfolios, plus the reports
 * (cash flow, import, export). Every route needs a member of the current workspace; each
 * checks its role before the body is parsed (shared/route-kit `requires`). The first
 * request of a workspace creates its default categories.
 */
export const financeModule = defineModule({
  name: 'finance',
  tag: 'riqueza',
  prefix: '/api/app/riqueza',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    app.addHook('preHandler', async (request) => {
      await ensureFinanceSetup(app.database.db, request.member.workspaceId);
    });
    await app.register(boxRoutes);
    await app.register(categoryRoutes);
    await app.register(entryRoutes);
    await app.register(transferRoutes);
    await app.register(cardRoutes);
    await app.register(periodRoutes);
    await app.register(investmentRoutes);
    await app.register(portfolioRoutes);
    await app.register(reportRoutes);
  },
});
