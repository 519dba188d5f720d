import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Realtime messages too large for a NOTIFY payload (PostgreSQL caps it near 8000 bytes):
 * the publisher stores the JSON here and notifies the row id; rows are pruned after minutes.
 */
export const realtimePayloads = pgTable(
  'realtime_payloads',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payload: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_payloads_created_at_idx').on(t.createdAt)],
);
