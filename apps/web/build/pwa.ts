import { VitePWA } from 'vite-plugin-pwa';

/**
 * Navigations the service worker must NOT answer with the app shell: the API and its
 * sockets, and the pages the server renders itself (apps/server: explore's public sites
 * `/site/…`, products' catalogue `/catalogo/…`, the dev mailbox `/dev/…`), plus any path
 * with a file extension (sitemap.xml, version.json…). Offline, those show offline.html.
 */
export const navigationDenylist = [
  /^\/api(?:[/?#]|$)/,
  /^\/ws(?:[/?#]|$)/,
  /^\/site(?:[/?#]|$)/,
  /^\/catalogo(?:[/?#]|$)/,
  /^\/dev\//,
  /^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i,
];

/**
 * The installable PWA's service worker (Workbox through vite-plugin-pwa, generateSW):
 * precaches the app shell, the hashed assets, the icons and the offline page; app routes
 * navigate to the cached index.html, everything else goes to the network and, offline,
 * to offline.html. It waits when updated ("prompt"): the page asks the person (the same
 * "nova versão" notice the hourly build check shows) and only then skips waiting.
 * Registration is ours (platform/pwa, loaded after the first paint): nothing is injected
 * into index.html, so the sign-in page's first load does not grow.
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    // public/manifest.webmanifest is the manifest (index.html links it).
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // Some areas' chunks are large (rich text, charts): precache them too.
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      // Vite's hashed file names already bust caches.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: navigationDenylist,
      // One file: the server sends sw.js with no-cache; no workbox-<hash>.js beside it.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      sourcemap: false,
      runtimeCaching: [
        {
          // Navigations the shell does not answer (server-rendered pages): network, and
          // the pt-BR offline page when there is none.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
    },
  });
}
