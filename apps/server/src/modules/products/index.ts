import { defineModule } from '../../platform/module';
import { productsRoutes } from './routes';

/**
 * The products module: a workspace's items, on the screen /produto/produtos and under
 * `/api/app/produto/products`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `products.item.*` domain event
 * (packages/contracts/src/products/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const productsModule = defineModule({
  name: 'products',
  tag: 'produto',
  prefix: '/api/app/produto',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(productsRoutes);
  },
});
