/** Test helper (imported by `*.test.tsx` only): a screen with the app's providers and a signed-in role. */
import { ThemeProvider } from '@mui/material';
import type { Role } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../theme/theme';

export function renderWithRole(role: Role, element: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The role comes from `auth/app`, which the shell loads; seeded here as the shell would.
  client.setQueryData(['auth', 'app'], { role, user: { id: 'u-1' } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { client, router };
}
