import { defineModule } from '../../platform/module';
import { structuresRoutes } from './routes';

/**
 * The structures module: a workspace's items, on the screen /fabrica/estruturas and under
 * `/api/app/fabrica/structures`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `structures.item.*` domain event
 * (packages/contracts/src/structures/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const structuresModule = defineModule({
  name: 'structures',
  tag: 'fabrica',
  prefix: '/api/app/fabrica',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(structuresRoutes);
  },
});
