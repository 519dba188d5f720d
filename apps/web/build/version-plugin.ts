import type { Plugin } from 'vite';

export interface BuildVersion {
  version: string;
  builtAt: string;
}

/**
 * Gives every build a unique id: written to `dist/version.json` (the latest-build
 * descriptor the client polls, spec §7/§9) and compiled into the client as
 * `import.meta.env.VITE_BUILD_ID`, so a running tab can tell that a newer build is live.
 */
export function versionPlugin(): Plugin {
  const builtAt = new Date();
  const descriptor: BuildVersion = {
    version: `${builtAt.getTime().toString(36)}-${crypto.randomUUID().slice(0, 8)}`,
    builtAt: builtAt.toISOString(),
  };
  return {
    name: 'orbita-version',
    // Dev reloads itself; only real builds need an id to compare.
    apply: 'build',
    config: () => ({
      define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(descriptor.version) },
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify(descriptor, null, 2)}\n`,
      });
    },
  };
}
