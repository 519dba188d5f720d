import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * The app's one TanStack Query client. Not part of the first download: the sign-in page
 * reads and writes without React Query, and every other route loads this with its
 * QueryLayer (router) in parallel with its screen.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The request helper already retries idempotent requests once (spec §9).
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
    // Offline, a write fails at once ("sem conexão") instead of waiting unseen to be sent
    // later: the app is read-only offline, except capture (its own queue, platform/pwa).
    mutations: { retry: false, networkMode: 'always' },
  },
});

// Opened with no connection (the installed PWA): queries wait, showing what was saved,
// instead of failing (TanStack assumes online until the first `offline` event).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
