import type { DEFAULT_START_PAGE } from '@orbita/contracts/settings';
import { useEffect, useState } from 'react';
import { callApi } from '../../../platform/http';
import { safeNext } from '../safe-next';

// A literal (checked against the contracts' type): the sign-in page must not load the
// settings contracts (zod) up front; the endpoint comes in its own chunk after sign-in.
const fallback: typeof DEFAULT_START_PAGE = '/me/home';

/**
 * Where a sign-in without `?next=` goes: the start page the person chose in Configurações
 * (read fresh at each sign-in, so a choice made on another device counts). Undefined while
 * it loads; the default page when it cannot be read, so signing in never gets stuck here.
 *
 * A plain effect, not React Query, on purpose: this page is the sign-in route, whose JS has a
 * 200 KB budget, and `useQuery` alone adds 5.7 KB gzip to it; the answer is read once and
 * never cached, so nothing of React Query is needed.
 */
export function useStartPage(enabled: boolean): string | undefined {
  const [answer, setAnswer] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const { settingsEndpoints } = await import('@orbita/contracts/settings');
        const settings = await callApi(settingsEndpoints.get, { signal: controller.signal });
        setAnswer(safeNext(settings.startPage));
      } catch {
        if (!controller.signal.aborted) setAnswer(fallback);
      }
    })();
    return () => controller.abort();
  }, [enabled]);
  return enabled ? answer : undefined;
}
