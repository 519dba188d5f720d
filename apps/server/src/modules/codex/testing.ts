import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';

const create = sweepRecords('/api/app/codex/codex');

/**
 * The module's test-time entry. `sweep`: an item of the target workspace for the route sweep
 * (test/route-sweep/), made through the API as its owner, for the `{id}` of `/api/app/codex/codex/{id}`.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '/api/app/codex/codex/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Item alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '', { name }, name)).id as string;
        },
      },
    },
  },
};
