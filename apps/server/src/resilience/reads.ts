import { loadModuleTestings } from '../test/route-sweep/kit';
import type { LoadRead } from './ack-writer';

/**
 * The reads of a simulated user in the load suite: the `reads` of every module's
 * `testing.ts` (its screens' reads, with their share of the mix), in manifest order.
 */
export const loadReads: LoadRead[] = [...(await loadModuleTestings()).values()].flatMap(
  (testing) => testing.reads ?? [],
);
