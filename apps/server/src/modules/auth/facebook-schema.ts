import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/schema';

/** The Facebook account linked to a person: one per person, and one person per Facebook id. */
export const facebookAccounts = pgTable(
  'facebook_accounts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The app-scoped user id Facebook's `/me` answers. */
    facebookId: text().notNull(),
    name: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('facebook_accounts_facebook_id_key').on(t.facebookId)],
);

/**
 * One pending OAuth `state` (CSRF): only its sha256 is kept, with the session that asked for
 * it, so a code can only be redeemed by the same signed-in session, once, within minutes.
 * `sessionId` is not a foreign key: an API key's requests carry the key's id there.
 */
export const facebookOauthStates = pgTable(
  'facebook_oauth_states',
  {
    stateHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('facebook_oauth_states_user_idx').on(t.userId)],
);
