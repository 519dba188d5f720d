import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { nexoCreateWriter, nexoReads } from './load-writers';

const people = sweepRecords('/api/app/pessoa');
const nexos = sweepRecords('/api/app');

/**
 * The module's test-time entry. `sweep`: a link of the target workspace (between two of its
 * people, made through the API as its owner) for the `{id}` of `/api/app/nexos/{id}`.
 * `writers`/`reads`: a link as an acknowledged write of the crash and load suites
 * (load-writers.ts), and the anchor person's links as their read.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '/api/app/nexos/{tipo}': { ownedByTarget: false, create: async () => 'pessoa' },
      '/api/app/nexos/{tipo}/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Pessoa ligada ${randomUUID().slice(0, 8)}`;
          return (await people(w, '/pessoas', { name }, name)).id as string;
        },
      },
      '/api/app/nexos/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const tag = randomUUID().slice(0, 8);
          const a = (await people(w, '/pessoas', { name: `Pessoa alvo ${tag}` }, tag)).id;
          const b = (await people(w, '/pessoas', { name: `Outra alvo ${tag}` })).id;
          const label = `Nexo alvo ${tag}`;
          const body = { from: { kind: 'pessoa', id: a }, to: { kind: 'pessoa', id: b }, label };
          return (await nexos(w, '/nexos', body, label)).id as string;
        },
      },
    },
    bodies: { 'PATCH /api/app/nexos/{id}': { label: 'Outro rótulo' } },
  },
  writers: [nexoCreateWriter],
  reads: nexoReads,
};
