import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';

const create = sweepRecords('/api/app/mind-space/mind-maps');

/**
 * The module's test-time entry. `sweep`: a map of the target workspace for the route sweep
 * (test/route-sweep/), made through the API as its owner, for the `{id}` of
 * `/api/app/mind-space/mind-maps/{id}` and its sub-paths.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '/api/app/mind-space/mind-maps/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const title = `Mapa alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '', { title }, title)).id as string;
        },
      },
    },
  },
};
