import { defineModule } from '../../platform/module';
import { inboxRoutes } from './inbox/routes';
import { listRoutes } from './lists/routes';
import { processRoutes } from './processes/routes';
import { cardRoutes } from './processes/card-routes';
import { taskPartRoutes } from './tasks/task-parts-routes';
import { taskRoutes } from './tasks/routes';

/**
 * The flow module (register with prefix `/api/app/flow`): inbox, lists, tasks, processes.
 * Every route needs a member of the current workspace; each one checks the role it needs
 * before the body is parsed (shared/route-kit `requires`).
 */
export const flowModule = defineModule({
  name: 'flow',
  tag: 'flow',
  prefix: '/api/app/flow',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(inboxRoutes);
    await app.register(listRoutes);
    await app.register(taskRoutes);
    await app.register(taskPartRoutes);
    await app.register(processRoutes);
    await app.register(cardRoutes);
  },
});
