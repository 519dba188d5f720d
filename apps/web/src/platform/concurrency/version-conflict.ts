import { versionConflictCode } from '@orbita/contracts';
import { HttpError } from '../http';

/** A record that takes part in optimistic concurrency (contracts' platform/concurrency.ts). */
export interface Versioned {
  id: string;
  version: number;
}

const isVersioned = (value: unknown): value is Versioned =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Versioned).id === 'string' &&
  typeof (value as Versioned).version === 'number';

/**
 * The record as it is now on the server, when `error` is a stale edit's 409 (`conflict`
 * with `current`); undefined for any other error (including other 409s, e.g. a refused
 * status change, which keep their own message).
 */
export function versionConflictOf<T extends Versioned>(error: unknown): T | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  if (error.code !== versionConflictCode) return undefined;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return isVersioned(current) ? (current as T) : undefined;
}
