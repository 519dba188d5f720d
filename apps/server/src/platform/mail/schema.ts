import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail kept by the server when no SMTP_URL is configured: a newcomer on a fresh machine
 * reads it at /dev/mailbox (outside production) and tests read it at /dev/mailbox.json.
 */
export const devMails = pgTable(
  'dev_mails',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dev_mails_created_at_idx').on(t.createdAt),
    index('dev_mails_to_idx').on(sql`lower(${t.to})`),
  ],
);
