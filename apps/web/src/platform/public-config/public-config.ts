import { publicConfigEndpoints, type PublicConfig } from '@orbita/contracts/public-config';
import { useEffect, useState } from 'react';
import { callApi } from '../http';

/**
 * `GET /api/public/config`: which sign-in options this server offers (Google client id,
 * Facebook). Read at run time, so one build serves any installation.
 *
 * A plain effect, not React Query, on purpose: the sign-in form is the first thing every
 * visitor loads and its route has a 200 KB budget; `useQuery` alone added 5.7 KB gzip to it
 * (the form has no other query). One read per sign-in form; the server answers with
 * `max-age=60`, so the browser's cache absorbs repeats. Undefined while it loads or when the
 * server could not say (the e-mail form works without it).
 */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    const controller = new AbortController();
    callApi(publicConfigEndpoints.get, { signal: controller.signal }).then(setConfig, () => {});
    return () => controller.abort();
  }, []);
  return config;
}
