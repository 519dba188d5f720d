import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GSI_SRC } from '../../../platform/google-sign-in/load-gsi';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { LoginView } from './login-view';

/**
 * The Google button follows the server's GOOGLE_CLIENT_ID at run time (GET /api/public/config),
 * not a variable baked into the build: the same build shows it on one server and not on another.
 */
function renderLogin(answer: () => Response) {
  const fetch = mockFetch((url) => (url === '/api/public/config' ? answer() : json(404, {})));
  const router = createMemoryRouter([
    {
      path: '/',
      element: <LoginView email="" onEmail={() => {}} hrefOf={() => '/'} />,
    },
  ]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

const gsiScript = () => document.head.querySelector(`script[src="${GSI_SRC}"]`);

describe('LoginView: Google sign-in from the public config', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('shows the Google section with the client id the server gives', async () => {
    renderLogin(() => json(200, { googleClientId: 'cliente-1', facebookEnabled: false }));
    await waitFor(() => expect(document.getElementById('google-signin')).not.toBeNull());
    expect(screen.getByText('ou')).toBeInTheDocument();
    await waitFor(() => expect(gsiScript()).not.toBeNull());
  });

  it('shows no Google section when the server has no client id', async () => {
    const fetch = renderLogin(() => json(200, { googleClientId: null, facebookEnabled: true }));
    await waitFor(() => expect(callsTo(fetch, '/api/public/config')).toHaveLength(1));
    // Give the answer time to render before checking that nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('google-signin')).toBeNull();
    expect(gsiScript()).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('keeps the e-mail form, without Google, when the config cannot be read', async () => {
    const fetch = renderLogin(() => json(500, { message: 'Erro interno.', code: 'internal' }));
    await waitFor(() => expect(callsTo(fetch, '/api/public/config').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('google-signin')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});
