/**
 * What the sign-in page's bundle holds of the PWA: two tiny functions whose code (the
 * service worker's page side, the persisted cache) loads on demand, so the first download
 * (bench budget: 200 KB) carries neither workbox-window nor idb-keyval.
 */

/** Registers the service worker after the page has painted (production builds only). */
export function startServiceWorker(announce: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const go = () =>
    void import('./service-worker').then((m) => m.registerServiceWorker({ announce }));
  if (document.readyState === 'complete') setTimeout(go, 0);
  else window.addEventListener('load', go, { once: true });
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
