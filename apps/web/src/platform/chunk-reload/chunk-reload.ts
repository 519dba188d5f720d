/**
 * A failed code-chunk load (usually: a new build replaced the hashed files this tab was
 * built against) reloads the page, at most once per path within 10 s (spec §8/§9), so a
 * chunk that is really gone shows the error page instead of a reload loop.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_RECORD_KEY = 'chunk-reload.attempts';

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True for the errors a browser or Vite raises when a lazy chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkErrorPatterns.some((p) => p.test(error.message));
}

type Attempts = Record<string, number>;

function readAttempts(): Attempts {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RELOAD_RECORD_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** Whether a reload for `path` is allowed now (none in the last 10 s). */
export function canReloadFor(path: string, now = Date.now()): boolean {
  const last = readAttempts()[path];
  return last === undefined || now - last >= RELOAD_GUARD_MS || now < last;
}

/**
 * Reloads the page unless this path was already reloaded for a chunk error in the last
 * 10 s. Returns whether it reloaded.
 */
export function reloadForChunkError(
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const path = window.location.pathname;
  if (!canReloadFor(path, now)) return false;
  // Keep only recent entries so the record stays tiny.
  const recent = Object.fromEntries(
    Object.entries(readAttempts()).filter(([, at]) => now - at < RELOAD_GUARD_MS),
  );
  sessionStorage.setItem(RELOAD_RECORD_KEY, JSON.stringify({ ...recent, [path]: now }));
  reload();
  return true;
}

/**
 * Listens for Vite's `vite:preloadError` (a lazy chunk's dependency failed). When it
 * reloads, the error is swallowed; when the guard refuses, it propagates to the route's
 * error page.
 */
export function installChunkReload(reload?: () => void): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(reload)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
