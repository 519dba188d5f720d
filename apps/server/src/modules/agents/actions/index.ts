import type { ActionKind } from '@orbita/contracts/agents';
import { askLlmAction } from './ask-llm';
import { captureAction } from './capture';
import { createTaskAction } from './create-task';
import { financeEntryAction } from './finance-entry';
import { grantPointsAction } from './grant-points';
import { moveTaskAction } from './move-task';
import { notifyAction } from './notify';
import { webhookAction } from './webhook';
import type { ActionHandler } from './types';

export * from './types';

/**
 * Every action an agent can take, by kind. Orbita's own actions are internal (they write
 * through the owning module's services inside the run step's transaction: exactly once);
 * webhook and the language model are external (HTTP, outside any transaction: at least once).
 */
export const actionHandlers: { [K in ActionKind]: ActionHandler<K> } = {
  capture: captureAction,
  create_task: createTaskAction,
  move_task: moveTaskAction,
  notify: notifyAction,
  grant_points: grantPointsAction,
  finance_entry: financeEntryAction,
  webhook: webhookAction,
  ask_llm: askLlmAction,
};
