/**
 * What the sign-in page's bundle holds of the PWA: two tiny functions whose code (the
 * service worker's page side, the persisted cache) loads on demand, so the first download
 * (bench budget: 200 KB) carries neither workbox-window nor idb-keyval.
 */

import { whenIdle } from '../idle';

/** How long the page's network must stay quiet before the service worker is registered. */
export const QUIET_MS = 2_000;
/** The longest the registration waits for that quiet after `load`. */
export const MAX_WAIT_MS = 30_000;

/**
 * Calls `go` once the page has loaded and then fetched nothing (no script chunk, no API
 * call, no image) for `quietMs`, in an idle moment. Registering the service worker starts
 * its precache (every hashed asset, ~5 MB): at the `load` event it raced the first screen's
 * lazy chunks and data for the browser's six connections and its main thread (/me/home
 * registers at `load`, ~1.1 s at 4× CPU, long before its widgets show). Hand-written: a few lines over PerformanceObserver, no library
 * does "network quiet" for a page.
 */
export function whenNetworkQuiet(
  go: () => void,
  quietMs = QUIET_MS,
  maxWaitMs = MAX_WAIT_MS,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    clearTimeout(timer);
    clearTimeout(cap);
    observer?.disconnect();
    whenIdle(go, 5_000);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(fire, quietMs);
  };
  const start = () => {
    if (typeof PerformanceObserver !== 'undefined') {
      observer = new PerformanceObserver(arm);
      try {
        observer.observe({ type: 'resource', buffered: false });
      } catch {
        observer = undefined;
      }
    }
    arm();
    // A screen that keeps fetching (a poll) must not keep the app from installing forever.
    cap = setTimeout(fire, maxWaitMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Registers the service worker once the first screen is done loading (production builds only). */
export function startServiceWorker(announce: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenNetworkQuiet(
    () => void import('./service-worker').then((m) => m.registerServiceWorker({ announce })),
  );
}

/** The "Recarregar" of the new-version notice: through the service worker when there is one. */
export function reloadToNewVersion(): void {
  void import('./service-worker').then((m) => m.applyUpdate());
}

/** Logout: forget the offline copy of what this person read. */
export function forgetOfflineReading(): void {
  if (typeof indexedDB === 'undefined') return;
  void import('./query-persist').then((m) => m.clearPersistedQueries());
}
