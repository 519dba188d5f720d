import { inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { flowTasks } from './tasks/schema';

/** Each account's task list, made by `newTasks.prepare` (the load suite's reads use it too). */
const taskListOf = new Map<string, string>();

/** New tasks for the crash and load suites (see resilience/ack-writer.ts). */
const newTasks: AckWriter<string> = {
  name: 'tarefa',
  loadWeight: 2,
  async prepare(base, account) {
    const res = await call<{ id: string }>(base, 'POST', '/api/app/flow/lists', {
      token: account.token,
      // Task codes are unique per workspace: a prefix of its own, wide enough for every write.
      body: { name: 'Lista de resiliência', sequence: { prefix: 'RES', width: 8, suffix: '' } },
    });
    if (res.status !== 201) throw new Error(`lista: ${res.status} ${JSON.stringify(res.body)}`);
    taskListOf.set(account.userId, res.body.id);
  },
  async write({ base, account, seq }) {
    const res = await call<{ id: string }>(
      base,
      'POST',
      `/api/app/flow/lists/${taskListOf.get(account.userId)}/tasks`,
      { token: account.token, body: { title: `Tarefa #${seq}` } },
    );
    return res.status === 201 ? res.body.id : null;
  },
  async missing(db, ids) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: flowTasks.id })
      .from(flowTasks)
      .where(inArray(flowTasks.id, ids));
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id)).map((id) => `tarefa ${id}`);
  },
};

export const flowWriters: AckWriter[] = [newTasks];

export const flowReads: LoadRead[] = [
  {
    name: 'tarefas da lista',
    weight: 5,
    read: (base, a) =>
      call(base, 'GET', `/api/app/flow/lists/${taskListOf.get(a.userId)}/tasks?limit=50`, {
        token: a.token,
      }),
  },
];
