import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type { renderSignInPage as RenderSignInPage } from '../src/prerender/sign-in-page';
import {
  chunkFiles,
  fillTemplate,
  PAINT_FIRST_FILE,
  PAINT_FIRST_SCRIPT,
  startAfterPaint,
} from './prerender-template';

/** Written beside index.html; the server sends it for a signed-out visit to `/` (apps/server web-app.ts names it too). */
const PRERENDERED_FILE = 'home.html';

/** The screen chunk of `/` (the auth module's screens): preloaded beside the entry, so hydration waits for no extra round trip. */
const SIGN_IN_SCREENS = 'src/features/auth/screens.ts';

/**
 * After `vite build`: renders the sign-in page with the app's own code (through Vite's SSR
 * loader, with this same config, so the markup matches what the client renders) and writes
 * dist/home.html. Not for the mobile shell's bundled copy (VITE_CLIENT=mobile, apps/mobile
 * `www`); the installed app, which opens the server's pages, is sent index.html instead
 * (web-app.ts, by its user agent).
 */
export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'orbita-prerender-sign-in',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // Every page (index.html, and so home.html) paints before the entry runs. Not in the
    // mobile shell's bundled copy (see above).
    generateBundle() {
      if (process.env.VITE_CLIENT === 'mobile') return;
      this.emitFile({ type: 'asset', fileName: PAINT_FIRST_FILE, source: PAINT_FIRST_SCRIPT });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (process.env.VITE_CLIENT === 'mobile' ? html : startAfterPaint(html)),
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        // A failed build has no manifest to read: its own error is the one to see.
        if (error || process.env.VITE_CLIENT === 'mobile') return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const server = await createServer({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderSignInPage } = (await server.ssrLoadModule(
            '/src/prerender/sign-in-page.tsx',
          )) as { renderSignInPage: typeof RenderSignInPage };
          const page = await renderSignInPage();
          const manifest = JSON.parse(
            fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
          ) as Manifest;
          const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
          fs.writeFileSync(
            path.join(outDir, PRERENDERED_FILE),
            fillTemplate(template, page, chunkFiles(manifest, SIGN_IN_SCREENS)),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
