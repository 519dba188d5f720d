import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { FacebookSignIn } from './facebook-sign-in';

const sessions = vi.hoisted(() => ({ startSession: vi.fn() }));
vi.mock('../api/session-sync', () => sessions);

afterEach(() => {
  vi.unstubAllGlobals();
  sessions.startSession.mockReset();
});

function Where() {
  const location = useLocation();
  return <output aria-label="endereço">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <FacebookSignIn />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('FacebookSignIn', { timeout: 30_000 }, () => {
  it('turns the return from the dialog into a session, once, and cleans the address', async () => {
    const session = { token: 't', user: { id: 'u' } };
    const fetch = mockFetch(() => json(200, session));
    renderAt('/?code=codigo-1&state=estado-1');
    await waitFor(() => expect(sessions.startSession).toHaveBeenCalled());
    expect(sessions.startSession.mock.calls[0]![0]).toEqual(session);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/facebook');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'codigo-1', state: 'estado-1' });
    expect(screen.getByLabelText('endereço')).toHaveTextContent(/^\/$/);
  });

  it('shows the refusal of a Facebook account nobody linked, in pt-BR', async () => {
    const message =
      'Nenhuma conta do Orbita está conectada a este Facebook. Entre com seu e-mail e conecte o Facebook no seu perfil.';
    mockFetch(() => json(401, { message, code: 'auth.facebook_not_linked' }));
    renderAt('/?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Continuar com o Facebook' })).toBeEnabled();
    expect(sessions.startSession).not.toHaveBeenCalled();
  });
});
