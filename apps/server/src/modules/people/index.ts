import { defineModule } from '../../platform/module';
import { peopleIoRoutes } from './io/routes';
import { startKeepInTouchJob } from './keep-in-touch/job';
import { keepInTouchRoutes } from './keep-in-touch/routes';
import { subscribeKeepInTouch } from './keep-in-touch/subscribe';
import { playersRoutes } from './players/routes';
import { peopleRoutes } from './routes';
import { people } from './schema';
import { subscribePeopleLinks } from './subscribe';

/** For the store: orders link to their buyer's person (`linkRecord` in the order's transaction). */
export { linkRecord, peopleLinkedTo, registerLinkedRecords, type LinkedRecords } from './links';
/** Tables read by agents' run input (the records an event names: names). */
export { people } from './schema';

/**
 * The people module: a workspace's people and companies on the screens /pessoa/pessoas and
 * /pessoa/pessoa/{id}, under `/api/app/pessoa`. Every route needs a member of the current
 * workspace (the module's onRequest `app.requireMember`) and checks its role before the body
 * is parsed (`requires` of the platform route kit). Every write emits its `people.*` domain
 * event (packages/contracts/src/people/events.ts): other modules react through the bus, never
 * by importing this one. What other modules may call is exported from here, and only from here.
 */
export const peopleModule = defineModule({
  name: 'people',
  tag: 'pessoa',
  prefix: '/api/app/pessoa',
  locatable: {
    pessoa: {
      table: people,
      title: people.name,
      path: '/pessoa/pessoa/{id}',
      deleted: ['people.person.deleted', 'people.person.merged'],
    },
  },
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(peopleRoutes);
    await app.register(peopleIoRoutes);
    await app.register(keepInTouchRoutes);
    await app.register(playersRoutes);
    startKeepInTouchJob(app);
  },
  subscribe: (bus) => {
    subscribeKeepInTouch(bus);
    subscribePeopleLinks(bus);
  },
});
