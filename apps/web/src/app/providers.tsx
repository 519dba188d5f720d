import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BuildUpdateCheck } from '../platform/build-check';
import { Toasts } from '../platform/toasts';
import { theme } from '../theme/theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The request helper already retries idempotent requests once (spec §9).
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Toasts />
        <BuildUpdateCheck />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
