import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { FacebookConnection } from './facebook-connection';

const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('../../../platform/toasts', () => ({ notify: toasts }));

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.success.mockReset();
});

function Where() {
  const location = useLocation();
  return <output aria-label="endereço">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/me/perfil',
        element: (
          <>
            <FacebookConnection />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const off = { available: true, linked: false, name: null };
const on = { available: true, linked: true, name: 'Fábio Souza' };

describe('FacebookConnection', { timeout: 30_000 }, () => {
  it('is not shown when the server has no Facebook app', async () => {
    mockFetch(() => json(200, { available: false, linked: false, name: null }));
    renderAt('/me/perfil');
    await waitFor(() =>
      expect(screen.queryByLabelText('Carregando conexão com o Facebook')).toBeNull(),
    );
    expect(screen.queryByText('Facebook')).toBeNull();
  });

  it('finishes the return from the dialog once, cleans the address and says so', async () => {
    const fetch = mockFetch((url, init) =>
      url === '/api/app/me/facebook' && init.method === 'POST' ? json(200, on) : json(200, off),
    );
    renderAt('/me/perfil?code=codigo-1&state=estado-1');
    expect(await screen.findByText('como Fábio Souza')).toBeInTheDocument();
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.getByLabelText('endereço')).toHaveTextContent(/^\/me\/perfil$/);
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]?.body))).toEqual({ code: 'codigo-1', state: 'estado-1' });
    expect(toasts.success).toHaveBeenCalledWith('Facebook conectado.');
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeEnabled();
  });

  it('shows the server refusal in pt-BR and stays not connected', async () => {
    const message = 'Esta conta do Facebook já está conectada a outro usuário.';
    mockFetch((url, init) =>
      init.method === 'POST'
        ? json(409, { message, code: 'auth.facebook_conflict' })
        : json(200, off),
    );
    renderAt('/me/perfil?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Não conectado')).toBeInTheDocument();
  });

  it('says the person cancelled in the dialog, without calling the server', async () => {
    const fetch = mockFetch(() => json(200, off));
    renderAt('/me/perfil?error=access_denied&error_reason=user_denied&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você cancelou no Facebook. Nada foi alterado.',
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('disconnects from the keyboard', async () => {
    mockFetch((_url, init) => json(200, init.method === 'DELETE' ? off : on));
    renderAt('/me/perfil');
    const button = await screen.findByRole('button', { name: 'Desconectar' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Conectar' })).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Facebook desconectado.');
  });
});
