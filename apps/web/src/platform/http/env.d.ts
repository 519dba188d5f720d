interface ImportMetaEnv {
  /** `mobile` builds the installed app (bearer tokens, no cookies). */
  readonly VITE_CLIENT?: string;
}
