import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { hubCreateWriter, hubReads } from './load-writers';

const create = sweepRecords('/api/app/fabrica/hubs');
const createList = sweepRecords('/api/app/flow/lists');
const NOBODY = '00000000-0000-4000-8000-000000000000';

/**
 * The module's test-time entry. `sweep`: a hub of the target workspace (made by its owner,
 * who is its first member), one of its members and one of its items (a list), for the route
 * sweep's `{id}`, `{userId}` and `{itemId}`.
 * `writers`/`reads`: a hub (with its creator as editor) as an acknowledged write of the crash
 * and load suites (load-writers.ts), and the hub list as their read.
 */
export const testing: ModuleTesting = {
  sweep: {
    // Valid bodies, so an outsider meets the hub's 404 (the body is validated first).
    bodies: {
      'POST /api/app/fabrica/hubs/{id}/membros': { userId: NOBODY, role: 'leitor' },
      'POST /api/app/fabrica/hubs/{id}/itens': { kind: 'lista', recordId: NOBODY },
      'POST /api/app/fabrica/hubs/{id}/itens/ordem': { itemIds: [] },
      'POST /api/app/fabrica/hubs/{id}/itens/{itemId}/fixar': { pinned: true },
    },
    params: {
      '/api/app/fabrica/hubs/{id}': {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Hub alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '', { name }, name)).id as string;
        },
      },
      '/api/app/fabrica/hubs/{id}/membros/{userId}': {
        ownedByTarget: true,
        create: async (w, parents) => {
          const res = await w.owner.call('GET', `/api/app/fabrica/hubs/${parents.id}`, undefined, {
            'x-workspace-id': w.workspaceId,
          });
          return res.json<{ members: { userId: string }[] }>().members[0]!.userId;
        },
      },
      '/api/app/fabrica/hubs/{id}/itens/{itemId}': {
        ownedByTarget: true,
        create: async (w, parents) => {
          const name = `Lista alvo ${randomUUID().slice(0, 8)}`;
          const list = await createList(w, '', { name }, name);
          const res = await w.owner.call(
            'POST',
            `/api/app/fabrica/hubs/${parents.id}/itens`,
            { kind: 'lista', recordId: list.id },
            { 'x-workspace-id': w.workspaceId },
          );
          const id = res.json<{ items: { id: string }[] }>().items[0]!.id;
          w.mustNotLeak.add(id);
          return id;
        },
      },
    },
  },
  writers: [hubCreateWriter],
  reads: hubReads,
};
