import { hubItemKinds, type HubItemKind } from '@orbita/contracts/hubs';
import { defineModule } from '../../platform/module';
import { subscribeHubsLive } from './live';
import { hubsRoutes } from './routes';
import { hubs } from './schema';
import { forgetDeletedRecords } from './service';

/**
 * The hubs module (issue 23): themed spaces grouping records of other modules, on
 * /fabrica/hubs and /fabrica/hub/{id}, under `/api/app/fabrica/hubs`. Every route needs a
 * member of the current workspace. A restricted hub narrows who sees its records: the
 * platform's `visibleInWorkspace` (platform/scope.ts) reads this module's tables, and the
 * modules whose records a hub holds apply it to their lists and gets. Records are named by
 * THE record registry (`app.records`); when one is deleted (its kind's deleted events) it
 * leaves every hub in the same transaction.
 */
export const hubsModule = defineModule({
  name: 'hubs',
  tag: 'fabrica',
  prefix: '/api/app/fabrica',
  locatable: {
    hub: {
      table: hubs,
      title: hubs.name,
      path: '/fabrica/hub/{id}',
      deleted: ['hubs.hub.deleted'],
    },
  },
  // A record a hub holds changed: the hubs holding it tell their open homes (live.ts).
  subscribe: subscribeHubsLive,
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    // Subscribed here, not in `subscribe`, because it needs the app's record registry.
    for (const [kind, spec] of app.records.entries()) {
      if (!hubItemKinds.includes(kind as HubItemKind)) continue;
      for (const event of spec.deleted)
        app.ctx.events.onInTransaction(event, (payload, tx) =>
          forgetDeletedRecords(tx, payload.workspaceId, kind, spec.table),
        );
    }
    await app.register(hubsRoutes);
  },
});
