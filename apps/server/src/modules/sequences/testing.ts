import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { sequenceEditWriter, sequenceReads } from './load-writers';

const createList = sweepRecords('/api/app/flow');

/**
 * The module's test-time entry. `sweep`: a list of the target workspace (made through flow's
 * API as its owner), whose sequence `lista-<id>` is the `{id}` of `/api/app/fabrica/sequencias/{id}`.
 * `writers`/`reads`: a list's sequence edited through this screen's API as an acknowledged
 * write of the crash and load suites (load-writers.ts), and the screen's list as their read.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '/api/app/fabrica/sequencias/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Lista alvo ${randomUUID().slice(0, 8)}`;
          return `lista-${(await createList(w, '/lists', { name }, name)).id as string}`;
        },
      },
    },
  },
  writers: [sequenceEditWriter],
  reads: sequenceReads,
};
