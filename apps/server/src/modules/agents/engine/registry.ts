import type { ActionKind } from '@orbita/contracts/agents';
import type { ActionHandler } from '../actions/types';

/**
 * The actions a worker can execute, by kind. Passed to each worker (the app's worker gets
 * every real action, a unit test a fake one), never read from a module-global table.
 */
export type ActionRegistry = { [K in ActionKind]?: ActionHandler<K> };
