import { defineModule } from '../../platform/module';
import { peopleRoutes } from './routes';

/**
 * The people module: a workspace's items, on the screen /pessoa/pessoas and under
 * `/api/app/pessoa/people`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `people.item.*` domain event
 * (packages/contracts/src/people/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const peopleModule = defineModule({
  name: 'people',
  tag: 'pessoa',
  prefix: '/api/app/pessoa',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(peopleRoutes);
  },
});
