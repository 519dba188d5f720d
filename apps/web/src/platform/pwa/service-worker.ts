import { Workbox } from 'workbox-window';

/**
 * The service worker's page side (workbox-window), loaded after the first paint by
 * `startServiceWorker` (./index.ts): nothing here is in the sign-in page's first download.
 *
 * One update path for both ways of learning of a new build — the hourly build check
 * (platform/build-check, spec §9) and the browser finding a new sw.js — so there is ONE
 * "nova versão" notice (same toast id) and ONE reload: the person's "Recarregar" asks the
 * waiting worker to take over (skipWaiting) and the page reloads once it controls it.
 */

export interface ServiceWorkerHost {
  /** Shows the "nova versão" notice (idempotent: one toast id). */
  announce: () => void;
  reload?: () => void;
}

let workbox: Workbox | null = null;
let reload: () => void = () => window.location.reload();
let reloading = false;

/** How long "Recarregar" waits for a just-found worker to install before reloading anyway. */
export const INSTALL_WAIT_MS = 15_000;

export async function registerServiceWorker(
  host: ServiceWorkerHost,
  url = '/sw.js',
): Promise<Workbox | null> {
  if (workbox || !('serviceWorker' in navigator)) return workbox;
  if (host.reload) reload = host.reload;
  const wb = new Workbox(url, { scope: '/' });
  // A new worker installed and waits (this tab runs the old build): the same notice the
  // hourly check shows.
  wb.addEventListener('waiting', () => host.announce());
  workbox = wb;
  await wb.register().catch((error: unknown) => {
    console.warn('Service worker não registrado.', error);
    workbox = null;
  });
  return workbox;
}

function installed(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing;
  if (registration.waiting || !worker) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, INSTALL_WAIT_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' || worker.state === 'redundant') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * "Recarregar": with a worker waiting (now, or after asking the browser for the new
 * sw.js the build check heard of) it is told to skip waiting and the page reloads when it
 * has taken control; otherwise (no service worker, or it failed) a plain reload. Clicked
 * twice, it still reloads once.
 */
export async function applyUpdate(): Promise<void> {
  if (reloading) return;
  reloading = true;
  const registration =
    workbox && 'serviceWorker' in navigator
      ? await navigator.serviceWorker.getRegistration().catch(() => undefined)
      : undefined;
  if (!workbox || !registration) return reload();
  if (!registration.waiting) {
    await registration.update().catch(() => undefined);
    await installed(registration);
  }
  if (!registration.waiting) return reload();
  workbox.addEventListener('controlling', () => reload());
  workbox.messageSkipWaiting();
}

/** Tests: forget the registration. */
export function resetServiceWorkerForTests(): void {
  workbox = null;
  reloading = false;
  reload = () => window.location.reload();
}
