import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { codexEntryWriter, codexReads } from './load-writers';

const base = '/api/app/codex';
const create = sweepRecords(base);

/**
 * The module's test-time entry. `sweep`: records of the target workspace for the route sweep
 * (test/route-sweep/), made through the API as its owner: a codex for `{id}` of
 * `/codices/{id}`, an entry (in a new codex) for `{entryId}` of `/entries/{entryId}`, and
 * that entry's first revision for `{revisionId}`.
 * `writers`/`reads`: an entry (with its revision 1) as an acknowledged write of the crash and
 * load suites (load-writers.ts), and the codex list as their read.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      [`${base}/codices/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Códex alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '/codices', { name }, name)).id as string;
        },
      },
      [`${base}/entries/{entryId}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Códex alvo ${randomUUID().slice(0, 8)}`;
          const codex = await create(w, '/codices', { name }, name);
          const title = `Entrada alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, `/codices/${String(codex.id)}/entries`, { title }, title))
            .id as string;
        },
      },
      [`${base}/entries/{entryId}/revisions/{revisionId}`]: {
        ownedByTarget: true,
        create: async (w, parents) => {
          const res = await w.owner.call(
            'GET',
            `${base}/entries/${parents.entryId}/revisions`,
            undefined,
            { 'x-workspace-id': w.workspaceId },
          );
          expect(res.statusCode, res.body).toBe(200);
          const id = res.json<{ items: { id: string }[] }>().items[0]!.id;
          w.mustNotLeak.add(id);
          return id;
        },
      },
    },
    // Bodies are validated before the record is looked up: valid ones, so outsiders get 404.
    bodies: {
      [`POST ${base}/codices/{id}/entries`]: { title: 'Entrada da varredura' },
      [`POST ${base}/entries/{entryId}/move`]: { parentId: null, index: 0 },
    },
  },
  writers: [codexEntryWriter],
  reads: codexReads,
};
