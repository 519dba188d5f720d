export {
  GoogleSignIn,
  googleButtonDefaults,
  GOOGLE_ERROR_PREFIX,
  type GoogleSignInProps,
} from './google-sign-in';
export type { GsiButtonOptions } from './gsi-types';

/** The client id for signed-out screens (no public settings endpoint exists): empty hides the button. */
export function googleClientIdFromEnv(): string | null {
  const value = import.meta.env.VITE_GOOGLE_CLIENT_ID;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
