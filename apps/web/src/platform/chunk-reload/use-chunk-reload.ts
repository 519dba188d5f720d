import { useEffect } from 'react';
import { canReloadFor, isChunkLoadError, reloadForChunkError } from './chunk-reload';

/**
 * For the route error element: when the error is a failed chunk load that may still be
 * retried, reload (guarded) and tell the caller to show a loading state instead of the
 * error page. The reload itself runs in an effect, never during render.
 */
export function useChunkReload(error: unknown, reload?: () => void): boolean {
  const reloading = isChunkLoadError(error) && canReloadFor(window.location.pathname);
  useEffect(() => {
    if (reloading) reloadForChunkError(reload);
  }, [reloading, reload]);
  return reloading;
}
