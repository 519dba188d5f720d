import { defineModule } from '../../platform/module';
import { countActivity } from './activity';
import { dashboardRoutes } from './routes';

/**
 * The dashboard module (`/me/home`, API `/api/app/me/dashboard`): one aggregate read over
 * the other modules' public reads, the person's widget layout, and the activity heatmap,
 * counted from the domain events inside the transaction of the work that caused them.
 * Work done by the system (no actor: an import job, default categories) counts for nobody.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  tag: 'painel',
  prefix: '/api/app/me/dashboard',
  routes: async (app) => {
    // The person's own page: API keys (workspace credentials) are refused by authenticate.
    app.addHook('onRequest', app.authenticate);
    app.addHook('onRequest', app.requireMember);
    await app.register(dashboardRoutes);
  },
  subscribe: (bus) => {
    bus.onInTransaction('flow.inbox-item.captured', async ({ workspaceId, actorId }, tx) => {
      if (actorId) await countActivity(tx, { workspaceId, userId: actorId, kind: 'captures' });
    });
    bus.onInTransaction('flow.task.completed', async ({ workspaceId, actorId }, tx) => {
      if (actorId) await countActivity(tx, { workspaceId, userId: actorId, kind: 'tasksDone' });
    });
    bus.onInTransaction('finance.entry.recorded', async ({ workspaceId, actorId }, tx) => {
      if (actorId) await countActivity(tx, { workspaceId, userId: actorId, kind: 'entries' });
    });
    bus.onInTransaction('communication.daily-access.recorded', async (event, tx) => {
      await countActivity(tx, {
        workspaceId: event.workspaceId,
        userId: event.userId,
        kind: 'accesses',
      });
      return [];
    });
  },
});
