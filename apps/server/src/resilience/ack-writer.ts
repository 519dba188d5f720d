import type { Database } from '../platform/db/client';
import type { Account } from './accounts';
import type { Answer } from './api-client';

/**
 * The shapes a module's `testing.ts` fills for the crash and load suites (`writers`,
 * `reads`); writers.ts and reads.ts collect them from the modules of the server manifest.
 * A write counts once the server answered 2xx (acknowledged): from then on it must survive
 * anything, a SIGKILL included.
 */
export interface WriteContext {
  base: string;
  /** Signed in; used by one worker at a time, so its writes are sequential. */
  account: Account;
  /** This worker's running write number. */
  seq: number;
}

export interface AckWriter<A = unknown> {
  name: string;
  /** Its share of the writes in the load suite's mix (default 1): sign-ups are rare next to edits. */
  loadWeight?: number;
  /** Once per account before its first write (e.g. the account type that may create). */
  prepare?(base: string, account: Account): Promise<void>;
  /** One write: what must survive when the server acknowledged it, or null when it did not answer 2xx. */
  write(ctx: WriteContext): Promise<A | null>;
  /** What of the acknowledged writes the database lacks, described (empty when every one is there). */
  missing(db: Database, acks: A[]): Promise<string[]>;
}

/** A read of a simulated user in the load suite, with its share of the mix. */
export interface LoadRead {
  name: string;
  weight: number;
  read(base: string, account: Account): Promise<Answer>;
}
