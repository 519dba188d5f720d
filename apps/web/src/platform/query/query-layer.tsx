import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Provides the app's query client to what it wraps (a layout route's children without
 * `children`). TanStack Query (~7 KB gzip) is not in the entry: the sign-in page works
 * without it, so the router loads this layer, lazily, for every other route. Under a
 * client already provided (a test's own) it adds nothing.
 */
export function QueryLayer({ children }: { children?: ReactNode }) {
  const content = children ?? <Outlet />;
  if (useContext(QueryClientContext)) return content;
  return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
}
