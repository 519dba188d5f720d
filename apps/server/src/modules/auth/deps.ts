import type { Config } from '../../config';
import type { AuthKeys } from '../../platform/auth';
import type { Database } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail';
import type { GoogleVerifier } from './google-verifier';

/** What the auth services need, gathered once by the module plugin. */
export interface AuthDeps {
  db: Database;
  config: Config;
  keys: () => Promise<AuthKeys>;
  mailer: Mailer;
  google: GoogleVerifier;
}
