import { defineModule } from '../../platform/module';
import { mindMapsRoutes } from './routes';

/**
 * The mind-maps module: a workspace's items, on the screen /mind-space/mind-maps and under
 * `/api/app/mind-space/mind-maps`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `mind-maps.item.*` domain event
 * (packages/contracts/src/mind-maps/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const mindMapsModule = defineModule({
  name: 'mind-maps',
  tag: 'mind-space',
  prefix: '/api/app/mind-space',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(mindMapsRoutes);
  },
});
