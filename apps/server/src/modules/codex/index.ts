import { defineModule } from '../../platform/module';
import { codexRoutes } from './routes';

/**
 * The codex module: a workspace's items, on the screen /codex/codices and under
 * `/api/app/codex/codex`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `codex.item.*` domain event
 * (packages/contracts/src/codex/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const codexModule = defineModule({
  name: 'codex',
  tag: 'codex',
  prefix: '/api/app/codex',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(codexRoutes);
  },
});
