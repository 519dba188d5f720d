import { actionRequires } from '@orbita/contracts/agents';
import { createTaskBodySchema } from '@orbita/contracts';
import { findVisibleInWorkspace } from '../../../platform/scope';
import { createTaskInTx, flowLists } from '../../flow';
import { assertRole, parseOrRefuse, permanentOnRefusal, problemOf } from './shared';
import type { ActionEnv, ActionOf, InternalActionHandler } from './types';

const body = (action: ActionOf<'create_task'>, env: ActionEnv) =>
  parseOrRefuse(createTaskBodySchema, {
    title: env.render(action.title),
    description: env.render(action.description),
  });

export const createTaskAction: InternalActionHandler<'create_task'> = {
  kind: 'create_task',
  external: false,
  requires: actionRequires.create_task,
  async run(action, env, tx) {
    assertRole(env, this.requires, this.kind);
    const input = body(action, env);
    // createTaskInTx refuses another workspace's list itself (404 → permanent).
    const task = await permanentOnRefusal(() =>
      createTaskInTx(tx, env.actor, action.listId, input),
    );
    return { taskId: task.id, code: task.code };
  },
  async preview(action, env, db) {
    const rendered = {
      listId: action.listId,
      title: env.render(action.title),
      description: env.render(action.description),
    };
    const problem = await problemOf(async () => {
      assertRole(env, this.requires, this.kind);
      body(action, env);
      // Scoped read: another workspace's list, or one a restricted hub narrows away from the
      // agent's creator (as createTaskInTx refuses it in a run), is "Lista não encontrada.".
      await permanentOnRefusal(() =>
        findVisibleInWorkspace(
          db,
          flowLists,
          env.actor,
          'lista',
          action.listId,
          'Lista não encontrada.',
        ),
      );
    });
    return { rendered, problem };
  },
};
