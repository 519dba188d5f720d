import { actionRequires } from '@orbita/contracts/agents';
import {
  taskStatuses,
  taskStatusChangeProblem,
  taskStatusLabels,
  type TaskStatus,
} from '@orbita/contracts';
import type { Queryable } from '../../../platform/db/client';
import { findTask, moveTaskInTx } from '../../flow';
import { assertRole, isUuid, permanentOnRefusal, problemOf } from './shared';
import {
  PermanentActionError,
  type ActionEnv,
  type ActionOf,
  type InternalActionHandler,
} from './types';

const taskNotFound = 'Tarefa não encontrada.';

/**
 * The task as the agent's creator sees it: another workspace's, or one of a list a restricted
 * hub narrows away from the creator (the agent acts as them, `actorOf`), answers like a
 * missing one. The run's output and the preview would otherwise tell it exists and its status.
 * (Agents' runs and inputs are read by Admins only, whom no hub narrows: nothing to hide there.)
 */
const taskOf = (q: Queryable, env: ActionEnv, taskId: string) =>
  permanentOnRefusal(() => findTask(q, env.actor, taskId));

/** The rendered task id and the status, or the pt-BR reason they cannot be used. */
function target(action: ActionOf<'move_task'>, env: ActionEnv) {
  const taskId = env.render(action.taskId).trim();
  const status = env.render(action.status).trim();
  return { taskId, status };
}

function checked(
  action: ActionOf<'move_task'>,
  env: ActionEnv,
): { taskId: string; status: TaskStatus } {
  const { taskId, status } = target(action, env);
  if (!isUuid(taskId)) throw new PermanentActionError(taskNotFound);
  if (!(taskStatuses as readonly string[]).includes(status)) {
    const known = taskStatuses.map((s) => `${s} (${taskStatusLabels[s]})`).join(', ');
    throw new PermanentActionError(`Situação “${status}” inválida. Use uma destas: ${known}.`);
  }
  return { taskId, status: status as TaskStatus };
}

export const moveTaskAction: InternalActionHandler<'move_task'> = {
  kind: 'move_task',
  external: false,
  requires: actionRequires.move_task,
  async run(action, env, tx) {
    assertRole(env, this.requires, this.kind);
    const { taskId, status } = checked(action, env);
    // A task already there is left alone: no event, so an agent that wakes on moves cannot
    // feed itself by "moving" a task to where it is.
    const current = await taskOf(tx, env, taskId);
    if (current.status === status) return { taskId, from: status, to: status, moved: false };
    const { from } = await permanentOnRefusal(() =>
      moveTaskInTx(tx, env.actor, taskId, status, {}),
    );
    return { taskId, from, to: status, moved: true };
  },
  async preview(action, env, db) {
    const problem = await problemOf(async () => {
      assertRole(env, this.requires, this.kind);
      const { taskId, status } = checked(action, env);
      const current = await taskOf(db, env, taskId);
      const change =
        current.status === status ? null : taskStatusChangeProblem(current.status, status);
      if (change) throw new PermanentActionError(change);
    });
    return { rendered: target(action, env), problem };
  },
};
