/** Build-update check every hour (spec §9). */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export interface BuildCheckOptions {
  /** The id this tab was built with. */
  currentVersion: string;
  /** Called once, when the live build's id differs from ours. */
  onNewVersion: (version: string) => void;
  /** Where the build descriptor lives (the app's base + version.json). */
  url?: string;
  fetchImpl?: typeof fetch;
}

/**
 * Reads the live build's id from the descriptor; the timestamp query defeats any cache
 * between us and the server. Null when it cannot be read (offline, dev server).
 */
export async function fetchLiveVersion(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(`${url}?t=${Date.now()}`, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body && typeof body === 'object' && 'version' in body && typeof body.version === 'string'
      ? body.version
      : null;
  } catch {
    return null;
  }
}

/**
 * Polls the build descriptor every hour, and when the tab regains focus or visibility
 * after more than an hour without a check. Stops once a new build was announced.
 * Returns the function that stops it.
 */
export function startBuildCheck({
  currentVersion,
  onNewVersion,
  url = '/version.json',
  fetchImpl = fetch,
}: BuildCheckOptions): () => void {
  let lastCheck = Date.now();
  let stopped = false;

  const check = async () => {
    lastCheck = Date.now();
    const live = await fetchLiveVersion(url, fetchImpl);
    if (stopped || !live || live === currentVersion) return;
    stop();
    onNewVersion(live);
  };
  const checkIfStale = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > BUILD_CHECK_INTERVAL_MS)
      void check();
  };

  const timer = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  window.addEventListener('focus', checkIfStale);
  document.addEventListener('visibilitychange', checkIfStale);

  function stop() {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('focus', checkIfStale);
    document.removeEventListener('visibilitychange', checkIfStale);
  }
  return stop;
}
