import { defineModule } from '../../platform/module';
import { storeRoutes } from './routes';

/**
 * The store module: a workspace's items, on the screen /produto/pedidos and under
 * `/api/app/produto/store`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `store.item.*` domain event
 * (packages/contracts/src/store/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const storeModule = defineModule({
  name: 'store',
  tag: 'produto',
  prefix: '/api/app/produto',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(storeRoutes);
  },
});
