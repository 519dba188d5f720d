import { defineModule } from '../../platform/module';
import { publicationsRoutes } from './routes';

/**
 * The publications module: a workspace's items, on the screen /universo/publicacoes and under
 * `/api/app/universo/publications`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `publications.item.*` domain event
 * (packages/contracts/src/publications/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const publicationsModule = defineModule({
  name: 'publications',
  tag: 'universo',
  prefix: '/api/app/universo',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(publicationsRoutes);
  },
});
