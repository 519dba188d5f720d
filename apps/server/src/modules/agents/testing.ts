import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { agentCreateWriter, agentReads } from './load-writers';
import { agentRuns } from './schema';

const base = '/api/app/conta/agentes';
const create = sweepRecords(base);

/**
 * The module's test-time entry. `sweep`: an agent of the target workspace for the route
 * sweep (test/route-sweep/), made through the API as its owner, for `{id}` of
 * `/api/app/conta/agentes/{id}` and its sub-paths; `{version}`: its first version; `{runId}`:
 * a finished run of it written into the log (the engine is not what the sweep checks).
 * `writers`/`reads`: a new agent (record + version 1 in one transaction) and the list.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      [`${base}/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Agente alvo ${randomUUID().slice(0, 8)}`;
          const agent = await create(
            w,
            '',
            {
              name,
              trigger: { kind: 'webhook' },
              actions: [{ kind: 'capture', content: 'Segredo {{event.n}}' }],
            },
            name,
          );
          return agent.id as string;
        },
      },
      [`${base}/{id}/versoes/{version}`]: {
        ownedByTarget: true,
        create: async () => '1',
      },
      [`${base}/{id}/execucoes/{runId}`]: {
        ownedByTarget: true,
        create: async (w, parents) => {
          const [run] = await w.app.ctx.db
            .insert(agentRuns)
            .values({
              workspaceId: w.workspaceId,
              agentId: parents.id!,
              agentVersion: 1,
              status: 'succeeded',
              trigger: 'webhook',
              eventKey: randomUUID(),
              input: { event: { n: 1 } },
              startedAt: new Date(),
              finishedAt: new Date(),
            })
            .returning({ id: agentRuns.id });
          w.mustNotLeak.add(run!.id);
          return run!.id;
        },
      },
    },
  },
  writers: [agentCreateWriter],
  reads: agentReads,
};
