import type { ModuleTesting } from '../../test/module-testing';
import { insertPublication } from './test-items';

const moderation = '/api/app/universo/explore/moderation';

/**
 * The module's test-time entry. `sweep`: the moderation routes' `{kind}/{id}/{action}` —
 * a listed publication of the target workspace. Moderation is Orbita-wide (moderators by
 * e-mail), so an outsider gets 403 like any non-moderator, not 404: the values are marked
 * not owned by the target. The site routes have no path parameters.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      [`${moderation}/{kind}`]: { ownedByTarget: false, create: async () => 'publication' },
      [`${moderation}/{kind}/{id}`]: {
        ownedByTarget: false,
        create: async (world) =>
          (
            await insertPublication(world.app.database.db, world.workspaceId, {
              status: 'production',
              visibility: 'public',
            })
          ).id,
      },
      [`${moderation}/{kind}/{id}/{action}`]: { ownedByTarget: false, create: async () => 'pick' },
    },
  },
};
