import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../platform/session/session-store';
import { queryClient } from '../platform/query/query-client';
import { Providers } from './providers';
import { buildRoutes } from './router';

// The dashboard's screen chunk "still downloading" for the whole test: its import never settles.
vi.mock('../features/dashboard/screens', () => new Promise(() => {}));

describe('route prefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("starts /me/home's summary and layout reads while the screen's chunk is still loading", async () => {
    const fetchSpy = vi.fn(
      async () =>
        new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    setToken('t');
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/me/home'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const paths = () =>
      fetchSpy.mock.calls.map(
        (call) => new URL(String((call as unknown[])[0]), 'http://x').pathname,
      );
    await vi.waitFor(() => {
      expect(paths()).toContain('/api/app/me/dashboard');
      expect(paths()).toContain('/api/app/me/dashboard/layout');
    }, 10_000);
  });
});
