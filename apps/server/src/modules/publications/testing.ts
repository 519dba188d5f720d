import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { publicationCreateWriter, publicationReads } from './load-writers';

const base = '/api/app/universo/publications';
const create = sweepRecords(base);

/**
 * The module's test-time entry. `sweep`: a publication of the target workspace for the route
 * sweep (test/route-sweep/), made through the API as its owner, for the `{id}` of
 * `/api/app/universo/publications/{id}` and its sub-paths; `{revisionId}`: the publication
 * published once (revision 1). `writers`/`reads`: a new publication (record + body document in
 * one transaction) and the list, for the crash and load suites.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      [`${base}/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const title = `Publicação alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '', { title }, title)).id as string;
        },
      },
      [`${base}/{id}/revisions/{revisionId}`]: {
        ownedByTarget: true,
        create: async (w, parents) => {
          const res = await w.owner.call('POST', `${base}/${parents.id}/publish`, undefined, {
            'x-workspace-id': w.workspaceId,
          });
          expect(res.statusCode, res.body).toBe(200);
          const id = res.json<{ liveRevisionId: string }>().liveRevisionId;
          w.mustNotLeak.add(id);
          return id;
        },
      },
    },
  },
  writers: [publicationCreateWriter],
  reads: publicationReads,
};
