import { actionRequires } from '@orbita/contracts/agents';
import { createItemBodySchema } from '@orbita/contracts';
import { captureItemInTx } from '../../flow';
import { assertRole, parseOrRefuse, permanentOnRefusal, problemOf } from './shared';
import type { ActionEnv, ActionOf, InternalActionHandler } from './types';

/**
 * The rendered text as flow checks a person's capture. Quick-add shorthand is not read
 * (`parse: false`): a value a template inserts (a task title with "#" or "!") must stay text,
 * never turn into tags or a due date the agent's author did not write.
 */
const body = (action: ActionOf<'capture'>, env: ActionEnv) =>
  parseOrRefuse(createItemBodySchema, { content: env.render(action.content), parse: false });

export const captureAction: InternalActionHandler<'capture'> = {
  kind: 'capture',
  external: false,
  requires: actionRequires.capture,
  async run(action, env, tx) {
    assertRole(env, this.requires, this.kind);
    const input = body(action, env);
    const item = await permanentOnRefusal(() => captureItemInTx(tx, env.actor, input));
    return { itemId: item.id, code: item.code };
  },
  async preview(action, env) {
    const content = env.render(action.content);
    const problem = await problemOf(async () => {
      assertRole(env, this.requires, this.kind);
      body(action, env);
    });
    return { rendered: { content }, problem };
  },
};
