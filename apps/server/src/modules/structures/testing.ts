import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { structureCreateWriter, structureReads } from './load-writers';

const structures = sweepRecords('/api/app/fabrica/estruturas');
const lists = sweepRecords('/api/app/flow/lists');

/**
 * The module's test-time entry. `sweep`: a structure of the target workspace (saved from a
 * list made through the API as its owner) for the `{id}` of `/api/app/fabrica/estruturas/{id}`,
 * and version 1 for `…/versoes/{number}`.
 * `writers`/`reads`: a list saved as a structure (with its version 1) as an acknowledged write
 * of the crash and load suites (load-writers.ts), and the structure list as their read.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '/api/app/fabrica/estruturas/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Estrutura alvo ${randomUUID().slice(0, 8)}`;
          const list = await lists(w, '', { name: `Lista ${name}` });
          const made = await structures(w, '', { kind: 'lista', recordId: list.id, name }, name);
          return made.id as string;
        },
      },
      '/api/app/fabrica/estruturas/{id}/versoes/{number}': {
        ownedByTarget: false,
        create: async () => '1',
      },
    },
  },
  writers: [structureCreateWriter],
  reads: structureReads,
};
