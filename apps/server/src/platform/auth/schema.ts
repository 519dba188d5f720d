import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server makes for itself on first start (the token signing key). Kept in the
 * database so every server process on the same database signs and verifies alike.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters (fixed window per key). In the database rather than in memory so
 * that several server processes count the same attempts together.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
