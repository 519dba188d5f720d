import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, empty, mockFetch } from '../../../platform/http/test-fetch';
import { NEXT_AFTER_CONFIRM_KEY } from '../next-after-confirm';
import { RegisterView } from './register-view';

function renderRegister(entry: string) {
  const fetch = mockFetch(() => empty(204));
  const router = createMemoryRouter(
    [{ path: '/', element: <RegisterView email="" onEmail={() => {}} hrefOf={() => '/'} /> }],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

async function signUp() {
  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await ui.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
  await ui.type(screen.getByLabelText('Senha'), 'senha-bem-longa');
  await ui.click(screen.getByRole('button', { name: 'Criar conta' }));
  expect(await screen.findByText(/ana@exemplo\.com/)).toBeInTheDocument();
}

describe('RegisterView keeps the way back for after the confirmation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores ?next= (a path of the app) when the form is sent', async () => {
    const fetch = renderRegister('/?acao=criar-conta&next=%2Fplay%2FAB3K9Q');
    await signUp();
    expect(callsTo(fetch, '/api/auth/register')).toHaveLength(1);
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBe('/play/AB3K9Q');
  });

  it('stores nothing for a next that leaves the site, and forgets an older one', async () => {
    localStorage.setItem(NEXT_AFTER_CONFIRM_KEY, '/play/ANTIGO');
    renderRegister('/?acao=criar-conta&next=%2F%2Fevil.com');
    await signUp();
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBeNull();
  });
});
