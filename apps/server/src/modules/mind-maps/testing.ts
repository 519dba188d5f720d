import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { historySweep } from './history/sweep';
import { mindMapCreateWriter, mindMapReads } from './load-writers';
import { workSweep } from './work/sweep';

const create = sweepRecords('/api/app/mind-space/mind-maps');

/**
 * The module's test-time entry. `sweep`: a map of the target workspace for the route sweep
 * (test/route-sweep/), made through the API as its owner, for the `{id}` of
 * `/api/app/mind-space/mind-maps/{id}` and its sub-paths; the import's body is a valid file
 * (validated before anything is looked up). `writers`/`reads`: a map created from a template
 * (record + document in one transaction) and the list, for the crash and load suites.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      // Nodes ↔ work and history (their slices' own records).
      ...workSweep.params,
      ...historySweep.params,
      '/api/app/mind-space/mind-maps/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const title = `Mapa alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '', { title }, title)).id as string;
        },
      },
    },
    bodies: {
      ...workSweep.bodies,
      ...historySweep.bodies,
      'POST /api/app/mind-space/mind-maps/import': { format: 'markdown', content: '- Alvo' },
    },
  },
  writers: [mindMapCreateWriter],
  reads: mindMapReads,
};
