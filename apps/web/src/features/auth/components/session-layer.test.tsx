import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, empty, json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession, getSession, updateSession } from '../../../platform/session/session-store';
import { SessionLayer } from './session-layer';

const user = {
  id: '6f1c1f52-8d53-4a59-9d0c-2a6f7c1d1e11',
  name: 'Ana',
  email: 'ana@exemplo.com',
  accountType: null,
  avatarUrl: null,
};

function renderShell() {
  const router = createMemoryRouter(
    [
      { path: '/me/home', element: <SessionLayer /> },
      { path: '/', element: <p>início</p> },
    ],
    { initialEntries: ['/me/home'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SessionLayer: onboarding and the end of the session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the account type, then welcomes, removing each checkpoint on the server', async () => {
    updateSession({ token: 't', checkpoints: ['boas-vindas', 'tipo-conta'], user });
    const fetch = mockFetch((url, init) => {
      if (url === '/api/app/me' && init.method === 'PATCH')
        return json(200, {
          user: { ...user, accountType: 'organization' },
          checkpoints: ['boas-vindas', 'tipo-conta'],
        });
      return empty(204);
    });
    renderShell();
    const ui = userEvent.setup();
    expect(
      await screen.findByRole('dialog', { name: 'Como você vai usar o Orbita?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await ui.click(screen.getByRole('radio', { name: 'Organização' }));
    await ui.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Boas-vindas explorador!' }),
    ).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetch, '/api/app/me')[0]![1]?.body))).toEqual({
      accountType: 'organization',
    });
    expect(callsTo(fetch, '/api/app/me/checkpoints/tipo-conta')[0]![1]?.method).toBe('DELETE');

    await ui.click(screen.getByRole('button', { name: 'Começar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, '/api/app/me/checkpoints/boas-vindas')[0]![1]?.method).toBe('DELETE');
    expect(getSession()?.checkpoints).toEqual([]);
  });

  it('keeps the checkpoint when its removal fails, and says why', async () => {
    updateSession({ token: 't', checkpoints: ['boas-vindas'], user });
    mockFetch(() => json(400, { message: 'Checkpoint inválido.' }));
    renderShell();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkpoint inválido.');
    expect(getSession()?.checkpoints).toEqual(['boas-vindas']);
  });

  it('goes to / when the session ends (here, in another tab or after a failed refresh)', async () => {
    updateSession({ token: 't', checkpoints: [], user });
    const router = renderShell();
    expect(router.state.location.pathname).toBe('/me/home');
    act(() => clearSession());
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows a logout written by another tab (storage event)', async () => {
    updateSession({ token: 't', checkpoints: [], user });
    const router = renderShell();
    act(() => {
      localStorage.removeItem('ai-token');
      document.cookie = 'ai-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      window.dispatchEvent(new StorageEvent('storage', { key: 'ai-token', newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
