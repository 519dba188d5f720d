import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiLazyNumberFormat } from './build/mui-lazy-number-format';
import { muiWithoutCssVars } from './build/mui-without-css-vars';
import { prerenderSignIn } from './build/prerender-sign-in';
import { pwaPlugin } from './build/pwa';
import { versionPlugin } from './build/version-plugin';

const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    muiWithoutCssVars(),
    muiLazyNumberFormat(),
    versionPlugin(),
    pwaPlugin(),
    prerenderSignIn(),
  ],
  resolve: {
    // react-toastify's default entry carries its stylesheet as a JS string (injected at run
    // time); the unstyled entry plus ReactToastify.css (imported by platform/toasts) keeps
    // ~3 KB of CSS out of the sign-in page's JavaScript. Same API, same single store.
    alias: [
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
      // react-router 7 exports only its development build (remix-run/react-router#12532,
      // #14102: its dev warnings and checks ship to production). The production build it
      // also publishes, same API, in the production bundle only.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: {
    // The manifest feeds the size budgets and the web benchmark (bench/).
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is downloaded at start anyway: one chunk
        // for it instead of fragments whose borders move each time an area shares a module
        // (each fragment costs a request and compresses worse: ~4 KB on the sign-in page).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // TanStack Query and the app's client, which every route but the sign-in page
            // loads with its QueryLayer (platform/query): one chunk beside the screen's, not
            // fragments copied into each chunk that uses a piece (+4 KB on /me/home). The
            // hydration and multi-query parts, used by three screens and the offline cache,
            // stay with them.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!.*[\\/](hydration|queriesObserver|useQueries)\.js$)|src[\\/]platform[\\/]query[\\/]query-(client|layer)\./,
            },
          ],
          // Lazy routes shared modules through ~120 automatic common chunks (a Chip, a
          // Divider, one icon each): /me/home fetched 127 scripts, and at 4x CPU each costs
          // the renderer a task, so the dashboard's data was asked for only at ~1.5 s. Common
          // chunks under 25 KB of source are copied into the chunks that use them instead:
          // /me/home now fetches 26 scripts (+16 KB gzip of copies) and its LCP fell ~20 %
          // (bench/web.ts); the sign-in page went from 31 scripts to 7 and lost 2.5 KB.
          // Experimental in rolldown; it turns strictExecutionOrder on, which keeps modules
          // running in source order whichever chunk holds them.
          experimentalInlineCommonChunks: { maxSize: 25_000 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // Listed before '/api': the collaboration socket (platform/collab) is a WebSocket too.
      '/api/collab': { target: 'ws://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
