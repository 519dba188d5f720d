import { defineModule } from '../../platform/module';
import { structuresRoutes } from './routes';

/** The structures table, for readers of the records a structure event names (agents' run input). */
export { structures } from './schema';

/**
 * The structures module (templates): a workspace's structures and the starter gallery, on
 * the screens /fabrica/estruturas and /fabrica/estrutura/:id, under
 * `/api/app/fabrica/estruturas`. A structure keeps versioned snapshots of a record of
 * another module; how a record becomes a snapshot and a snapshot a new record is that
 * module's, declared in its manifest entry (`templates`, platform/templates.ts) and read
 * here through `app.templates` — this module never touches another module's tables.
 * Every route needs a member of the current workspace (`app.requireMember`) and checks its
 * role before the body is parsed (`requires`). Every write emits its `structures.structure.*`
 * domain event (packages/contracts/src/structures/events.ts).
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
