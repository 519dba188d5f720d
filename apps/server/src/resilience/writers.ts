import { loadModuleTestings } from '../test/route-sweep/kit';
import type { AckWriter } from './ack-writer';

/**
 * The writes the crash and load suites make through the API: the `writers` of every
 * module's `testing.ts`, in the order of the server manifest (modules.ts). A new module
 * adds its writers there; what a writer is, is told in ack-writer.ts.
 */
export const ackWriters: AckWriter[] = [...(await loadModuleTestings()).values()].flatMap(
  (testing) => testing.writers ?? [],
);
