import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession, getSession } from '../../../platform/session/session-store';
import { NEXT_AFTER_CONFIRM_KEY } from '../next-after-confirm';
import { ConfirmPage } from './confirm-page';

const session = {
  token: 'novo-token',
  checkpoints: ['tipo-conta', 'boas-vindas'],
  user: {
    id: '6f1c1f52-8d53-4a59-9d0c-2a6f7c1d1e11',
    name: 'Ana',
    email: 'ana@exemplo.com',
    accountType: null,
    avatarUrl: null,
  },
  workspaceId: '0b8f7f0e-3c55-4b7e-9d3f-6a1d2a1e9c10',
};

/** Each test uses its own token: the page confirms a link only once per page load. */
function renderConfirm(token: string) {
  const fetch = mockFetch((url) =>
    url === '/api/auth/confirm' ? json(200, session) : json(404, { message: 'x' }),
  );
  const router = createMemoryRouter(
    [
      { path: '/registro/Confirma', element: <ConfirmPage /> },
      { path: '/play/:codigo', element: <p>jogo</p> },
      { path: '/me/home', element: <p>início</p> },
    ],
    { initialEntries: [`/registro/Confirma?token=${token}`] },
  );
  // The error state offers "resend" (a mutation): the provider is there as in the app.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetch };
}
const at = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

describe('ConfirmPage: where a confirmed person lands', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('goes back to where the sign-up started (/play/CODE), once, keeping the onboarding checkpoints', async () => {
    localStorage.setItem(NEXT_AFTER_CONFIRM_KEY, '/play/AB3K9Q');
    const { router, fetch } = renderConfirm('t-1');
    expect(await screen.findByText('jogo')).toBeInTheDocument();
    expect(at(router)).toBe('/play/AB3K9Q');
    expect(JSON.parse(String(callsTo(fetch, '/api/auth/confirm')[0]![1]?.body))).toEqual({
      token: 't-1',
    });
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBeNull();
    // The shell's onboarding reads these from the session wherever the person enters it.
    expect(getSession()).toMatchObject({
      token: 'novo-token',
      checkpoints: ['tipo-conta', 'boas-vindas'],
    });
  });

  it('lands on /me/home when nothing was kept', async () => {
    const { router } = renderConfirm('t-2');
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(at(router)).toBe('/me/home');
  });

  it('lands on /me/home when the kept value points to another site', async () => {
    localStorage.setItem(NEXT_AFTER_CONFIRM_KEY, '//evil.com/x');
    const { router } = renderConfirm('t-3');
    await waitFor(() => expect(at(router)).toBe('/me/home'));
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBeNull();
  });
});
