/** The SQLSTATE of a PostgreSQL error, also when an ORM wrapped it (`cause`). */
export function sqlState(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const e = error as { code?: unknown; severity?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string')
    return e.code;
  return sqlState(e.cause, depth + 1);
}

/**
 * PostgreSQL rolled the whole transaction back because of another one, not because of
 * what it did: a deadlock (40P01) or a serialization failure (40001). Nothing of it
 * committed, so running it again is safe and is the documented remedy.
 */
export function isTransactionRollback(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
}
