import { replaceContent } from '@orbita/contracts/mind-map-doc';
import { mindMapCollabKind } from '@orbita/contracts/mind-maps';
import { defineModule } from '../../platform/module';
import { mindMapHistoryRoutes } from './history/routes';
import { mindMapsRoutes } from './routes';
import { mindMaps } from './schema';
import { mindMapAccess } from './collab';
import { mindMapTemplate } from './template';
import { mindMapWorkRoutes } from './work/routes';

/** Tables read by agents' run input (the records an event names: titles, names). */
export { mindMaps } from './schema';

/**
 * The mind-maps module: a workspace's mind maps, on the screens /mind-space/mind-maps,
 * /mind-space/mind-map/:id and /mind-space/mind-place, under `/api/app/mind-space/mind-maps`.
 * The record (title, description, archive, favourites, preview) is this module's table; the
 * tree is a Yjs document of the collaboration layer (kind `mind-map`, rooms `mind-map:<id>`,
 * declared below), edited live over its socket and read/seeded by the service through
 * `app.collab`. Every route needs a member of the current workspace (`app.requireMember`)
 * and checks its role before the body is parsed (`requires`). Every write of a record emits
 * its `mind-maps.map.*` domain event (packages/contracts/src/mind-maps/events.ts).
 */
export const mindMapsModule = defineModule({
  name: 'mind-maps',
  tag: 'mind-space',
  prefix: '/api/app/mind-space',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(mindMapsRoutes);
    // Nodes ↔ work and history (H2b): slices of their own, under the module's hooks.
    await app.register(mindMapWorkRoutes);
    await app.register(mindMapHistoryRoutes);
  },
  locatable: {
    mapa: {
      table: mindMaps,
      title: mindMaps.title,
      path: '/mind-space/mind-map/{id}',
      deleted: ['mind-maps.map.deleted'],
    },
  },
  // A map's tree saved as a structure (modules/structures) and made into new maps.
  templates: { mapa: mindMapTemplate },
  collab: {
    kind: mindMapCollabKind,
    access: (member, id) => mindMapAccess(member.db, member, id),
    // Restoring a named version: the current document's map becomes the version's, as
    // ordinary edits every open editor converges on.
    restore: replaceContent,
    itemsMap: 'nodes',
  },
});
