import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from '../theme/theme';

/**
 * The toast container (react-toastify, ~6 KB gzip with its CSS) loads after the first paint,
 * not with the sign-in page: toasts raised before it mounts wait in react-toastify's queue
 * and show as soon as it does.
 */
const Toasts = lazy(() => import('../platform/toasts/toasts').then((m) => ({ default: m.Toasts })));

/**
 * Likewise the new-build check and the service worker's registration (~1 KB gzip): neither
 * acts before the first screen is done (the worker waits for the network to be quiet, the
 * check for its first interval), so they load after it instead of with the sign-in page.
 */
const BuildUpdateCheck = lazy(() =>
  import('../platform/build-check').then((m) => ({ default: m.BuildUpdateCheck })),
);

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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        <Suspense fallback={null}>
          <BuildUpdateCheck />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
