export {
  GoogleSignIn,
  googleButtonDefaults,
  GOOGLE_ERROR_PREFIX,
  type GoogleSignInProps,
} from './google-sign-in';
export type { GsiButtonOptions } from './gsi-types';
export { googleClientIdOf } from './client-id';
