interface ImportMetaEnv {
  /** The Google OAuth client id of the sign-in button on signed-out screens; no button without it. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}
