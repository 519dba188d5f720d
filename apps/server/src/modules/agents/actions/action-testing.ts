import type { AgentAction, AgentActionInput } from '@orbita/contracts/agents';
import { actionSchema } from '@orbita/contracts/agents';
import type { Role } from '@orbita/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { transaction } from '../../../platform/db/transaction';
import { render } from '../engine/templates';
import { actionHandlers } from './index';
import { PermanentActionError, type ActionEnv, type InternalActionHandler } from './types';

/** Test helpers of the actions (test files only): an env as the engine builds one, and a run. */

export interface EnvOptions {
  userId: string;
  workspaceId: string;
  role?: Role;
  input?: Record<string, unknown>;
  agent?: Partial<ActionEnv['agent']>;
}

export function envFor(app: FastifyInstance, options: EnvOptions): ActionEnv {
  const input = options.input ?? {};
  return {
    ctx: app.ctx,
    actor: {
      userId: options.userId,
      workspaceId: options.workspaceId,
      role: options.role ?? 'owner',
    },
    agent: {
      id: randomUUID(),
      name: 'Robô de testes',
      createdBy: options.userId,
      ...options.agent,
    },
    run: { id: randomUUID(), depth: 0, attempt: 1, stepIndex: 0 },
    input,
    render: (template) => render(template, input),
  };
}

/** The definition as the API would store it (defaults filled by the contracts' schema). */
export const action = <A extends AgentActionInput>(a: A) =>
  actionSchema.parse(a) as Extract<AgentAction, { kind: A['kind'] }>;

/** Runs an internal action in its own transaction, as the engine's step does. */
export async function runAction<A extends AgentAction>(a: A, env: ActionEnv) {
  const handler = actionHandlers[a.kind] as InternalActionHandler<A['kind']>;
  return transaction(env.ctx, (tx) => handler.run(a as never, env, tx));
}

export async function previewAction<A extends AgentAction>(a: A, env: ActionEnv) {
  const handler = actionHandlers[a.kind] as InternalActionHandler<A['kind']>;
  return handler.preview(a as never, env, env.ctx.db);
}

/** The action failed for good (PermanentActionError: the run dies at once) with this pt-BR message. */
export async function expectPermanent(work: Promise<unknown>, message: string | RegExp) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PermanentActionError);
  if (typeof message === 'string') expect((err as Error).message).toBe(message);
  else expect((err as Error).message).toMatch(message);
}
