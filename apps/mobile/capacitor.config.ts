import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Orbita shell. The web view opens the Orbita server's own web app (`ORBITA_APP_URL`,
 * read when `npx cap sync` runs), so the API stays same-origin — the server has no CORS and
 * needs none. Capacitor injects its bridge there, so `Capacitor.isNativePlatform()` is true
 * and the web app runs in mobile mode (apps/web/src/platform/http/client-mode.ts): bearer
 * tokens in the secure storage, `X-Client-Type: mobile`, no cookies. `www` (the web build in
 * mobile mode, `npm run build:web`) is the bundled copy the platforms need.
 */
const appUrl = process.env.ORBITA_APP_URL ?? 'https://app.orbita.com.br';

const config: CapacitorConfig = {
  appId: 'br.com.orbita.app',
  appName: 'Orbita',
  webDir: 'www',
  // How the server tells the app's web view from a browser (apps/server web-app.ts,
  // MOBILE_APP_USER_AGENT): the app gets the plain shell for `/`, never the prerendered
  // sign-in page, since it keeps its session where the server cannot see it.
  appendUserAgent: 'OrbitaApp',
  server: {
    url: appUrl,
    // Links to the same host stay inside the app (deep links land here too).
    allowNavigation: [new URL(appUrl).host],
    cleartext: appUrl.startsWith('http://'),
  },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
