interface ImportMetaEnv {
  /** This build's id, compiled in by build/version-plugin.ts; absent in dev and tests. */
  readonly VITE_BUILD_ID?: string;
}
