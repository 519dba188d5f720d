import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';
import { forEachPersonInParallel } from '../support/parallel';
import type { BenchContext } from '../support/sessions';

const TASKS = 50;

/**
 * One list per person, made through the API, with `tasks` tasks in it (person → list id).
 * Task codes are unique per workspace, so each scenario's lists get their own prefix.
 */
async function seedLists(
  ctx: BenchContext,
  tasks: number,
  prefix: string,
): Promise<Map<string, string>> {
  const lists = new Map<string, string>();
  await forEachPersonInParallel(ctx, async (person) => {
    const list = await call<{ id: string }>(ctx.base, 'POST', '/api/app/flow/lists', {
      token: person.token,
      body: { name: `Lista ${prefix}`, sequence: { prefix, width: 6, suffix: '' } },
    });
    if (list.status !== 201)
      throw new Error(`lista do bench: ${list.status} ${JSON.stringify(list.body)}`);
    for (let i = 0; i < tasks; i++) {
      const task = await call(ctx.base, 'POST', `/api/app/flow/lists/${list.body.id}/tasks`, {
        token: person.token,
        body: {
          title: `Tarefa ${i + 1} do benchmark`,
          description: 'Uma tarefa comum, com um texto de tamanho comum.',
          priority: 'normal',
        },
      });
      if (task.status !== 201)
        throw new Error(`tarefa do bench: ${task.status} ${JSON.stringify(task.body)}`);
    }
    lists.set(person.userId, list.body.id);
  });
  return lists;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-client-type': 'mobile' });

/** The first page of a list: 50 tasks with their fields, in the list's order. */
export const listTasksScenario: ApiScenario = {
  name: 'GET lista de 50 tarefas (flow)',
  setup: async (ctx) => {
    const lists = await seedLists(ctx, TASKS, 'LST');
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: `/api/app/flow/lists/${lists.get(s.userId)}/tasks?limit=${TASKS}`,
        headers: bearer(s.token),
      })),
    };
  },
};

/** Creating a task: next code of the list's sequence, ordering, realtime event. */
export const createTaskScenario: ApiScenario = {
  name: 'POST criar tarefa (flow)',
  setup: async (ctx) => {
    const lists = await seedLists(ctx, 0, 'CRI');
    let n = 0;
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'POST',
        path: `/api/app/flow/lists/${lists.get(s.userId)}/tasks`,
        headers: { ...bearer(s.token), 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Tarefa nova ${n++}` }),
      })),
    };
  },
};
