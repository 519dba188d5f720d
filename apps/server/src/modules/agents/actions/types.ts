import type { Action } from '@orbita/contracts';
import type { ActionKind, AgentAction } from '@orbita/contracts/agents';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import type { MemberContext } from '../../../platform/scope';

/** What a handler knows about the run it acts for. */
export interface ActionEnv {
  ctx: AppContext;
  /** The identity the agent acts as: its creator, role = lowerRole(agent.role, creator's role NOW). */
  actor: MemberContext;
  agent: { id: string; name: string; createdBy: string | null };
  run: { id: string; depth: number; attempt: number; stepIndex: number };
  /** The run's input (`event`, enriched records, `run`, `agent`) and earlier steps' outputs (`steps`). */
  input: Record<string, unknown>;
  /** Renders a template against input + steps (engine/templates.ts). Never throws; unknown paths → ''. */
  render: (template: string) => string;
}

export type ActionOf<K extends ActionKind> = Extract<AgentAction, { kind: K }>;

/** Dry run's answer: the rendered fields and the problem the action would hit (null: none). */
export interface ActionPreview {
  rendered: Record<string, unknown>;
  problem: string | null;
}

export interface InternalActionHandler<K extends ActionKind> {
  kind: K;
  external: false;
  /** Policy action the actor's role must allow (e.g. 'content.write'). */
  requires: Action;
  /** Runs inside the step's transaction `tx` (the engine commits the step's status in the same tx → exactly once). */
  run(action: ActionOf<K>, env: ActionEnv, tx: Tx): Promise<Record<string, unknown>>;
  /** Dry run: rendered fields and the problem it would hit (missing list, no permission…), no writes. */
  preview(action: ActionOf<K>, env: ActionEnv, db: Queryable): Promise<ActionPreview>;
}

export interface ExternalActionHandler<K extends ActionKind> {
  kind: K;
  external: true;
  requires: Action;
  /**
   * Runs OUTSIDE any transaction (HTTP). At-least-once: the engine commits the step after it
   * returns. Idempotency key for receivers: `${run.id}:${run.stepIndex}`.
   */
  run(action: ActionOf<K>, env: ActionEnv): Promise<Record<string, unknown>>;
  preview: InternalActionHandler<K>['preview'];
}

export type ActionHandler<K extends ActionKind = ActionKind> =
  InternalActionHandler<K> | ExternalActionHandler<K>;

/**
 * Thrown by a handler for a failure that retrying cannot fix (no permission, list gone): the
 * run dies at once with `message` (pt-BR) as its reason. Any other error is transient and the
 * engine retries the run from the failed step with backoff.
 */
export class PermanentActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentActionError';
  }
}
