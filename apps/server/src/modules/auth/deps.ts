import type { Config } from '../../config';
import type { AuthKeys } from '../../platform/auth';
import type { Mailer } from '../../platform/mail';
import type { GoogleVerifier } from './google-verifier';

/**
 * What the auth services need besides the app context (which each request passes, with
 * the database): gathered once by the module plugin.
 */
export interface AuthDeps {
  config: Config;
  keys: () => Promise<AuthKeys>;
  mailer: Mailer;
  google: GoogleVerifier;
}
