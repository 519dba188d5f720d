import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { CssBaseline, ThemeProvider } from '@mui/material';
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

export function Providers({ children }: { children: ReactNode }) {
  // No QueryClientProvider here: the router puts platform/query's QueryLayer around every
  // route but the sign-in page, which works without React Query (~7 KB gzip).
  return (
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
  );
}
