import { AsyncLocalStorage } from 'node:async_hooks';

/** Which agent run is acting right now (the matcher reads it to count the chain's depth). */
export interface RunOrigin {
  agentId: string;
  runId: string;
  /** The acting run's depth: 0 for a person's act, a schedule or an external call. */
  depth: number;
}

/**
 * The acting run, carried through every await of an action's execution. An event emitted
 * by an agent's action (a task it created) reaches the matcher inside this scope, so the
 * runs that event wakes get `depth + 1`, and a chain that wakes itself stops at
 * AGENT_MAX_DEPTH instead of looping forever. Context, not a parameter: the action writes
 * through another module's service, which knows nothing of agents.
 */
const storage = new AsyncLocalStorage<RunOrigin>();

export function runInOrigin<T>(origin: RunOrigin, work: () => Promise<T>): Promise<T> {
  return storage.run(origin, work);
}

/** The run whose action is executing, or null for anything a person or a job did. */
export function currentOrigin(): RunOrigin | null {
  return storage.getStore() ?? null;
}
