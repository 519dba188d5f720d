import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { pageCreateWriter, pageReads } from './load-writers';

const create = sweepRecords('/api/app/produto/pages');

/**
 * The module's test-time entry. `sweep`: a page of the target workspace for the route sweep
 * (test/route-sweep/), made through the API as its owner, for the `{id}` of
 * `/api/app/produto/pages/{id}` and its sub-paths (publish, preview…). The public form
 * route is outside `/api/app` (not swept; its own tests cover it). `writers`/`reads`: page
 * creation and the list, for the crash and load suites.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '/api/app/produto/pages/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const title = `Página alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '', { title }, title)).id as string;
        },
      },
    },
  },
  writers: [pageCreateWriter],
  reads: pageReads,
};
