import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ModuleTesting } from '../../test/module-testing';

/**
 * The module's test-time entry. `sweep`: an item of the target workspace for the route sweep
 * (test/route-sweep/), made through the API as its owner, for the `{id}` of `{{apiBase}}/{id}`.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '{{apiBase}}/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Item alvo ${randomUUID().slice(0, 8)}`;
          const res = await w.owner.call('POST', '{{apiBase}}', { name }, {
            'x-workspace-id': w.workspaceId,
          });
          expect(res.statusCode, res.body).toBe(201);
          const { id } = res.json<{ id: string }>();
          w.mustNotLeak.add(name).add(id);
          return id;
        },
      },
    },
  },
};
