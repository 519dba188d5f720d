import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from './schema';

/** Expired windows are swept now and then instead of on every hit. */
const SWEEP_EVERY = 200;

/**
 * A fixed-window counter per key in PostgreSQL, for @fastify/rate-limit: one upsert per
 * limited request, shared by every server process on the database.
 * Keys are stored hashed: they are built from what the client sends (an e-mail from the
 * body, an address from X-Forwarded-For), which may hold bytes PostgreSQL text refuses
 * (NUL) or be huge, and need not sit in the database in the clear.
 */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let hits = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const windowEnd = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      db.insert(rateLimits)
        .values({ key: storedKey(key), count: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${windowEnd} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          ttl: sql<number>`greatest(0, extract(epoch from ${rateLimits.resetAt} - now()) * 1000)::float8`,
        })
        .then(([row]) => {
          if (++hits % SWEEP_EVERY === 0)
            void db
              .delete(rateLimits)
              .where(lt(rateLimits.resetAt, sql`now()`))
              .catch(() => {});
          callback(null, {
            current: row?.count ?? 1,
            ttl: Math.ceil(Number(row?.ttl ?? timeWindow)),
          });
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PostgresRateLimitStore;
}
