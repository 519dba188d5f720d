import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { NEXT_AFTER_CONFIRM_KEY } from '../next-after-confirm';
import { RegisterView } from './register-view';

const invitePath = '/conta/conta/0b8f7f0e-3c55-4b7e-9d3f-6a1d2a1e9c10?convite=tok-1';

function renderRegister(entry: string) {
  const fetch = mockFetch((url) => {
    if (url === '/api/public/convites/previa')
      return json(200, { workspaceName: 'Agência Órbita', email: 'bia@exemplo.com.br' });
    return json(201, { message: 'Enviamos um link.' });
  });
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

describe('RegisterView from an invite link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('prefills the invited e-mail, locked and named, and signs up with it', async () => {
    const fetch = renderRegister(`/?acao=criar-conta&next=${encodeURIComponent(invitePath)}`);
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('bia@exemplo.com.br');
    // The label sits above the value, not over it.
    expect(screen.getByText('E-mail', { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
    expect(screen.getByText('O e-mail do convite para Agência Órbita.')).toBeInTheDocument();
    expect(screen.getByText(/Você foi convidado para a conta Agência Órbita/)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetch, '/api/public/convites/previa')[0]![1]?.body))).toEqual({
      token: 'tok-1',
    });

    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Nome'), 'Bia Lima');
    await ui.type(screen.getByLabelText('Senha'), 'senha-bem-longa');
    await ui.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(callsTo(fetch, '/api/auth/register')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, '/api/auth/register')[0]![1]?.body))).toMatchObject({
      email: 'bia@exemplo.com.br',
    });
    // After the confirmation, back to the invite.
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBe(invitePath);
  });

  it('asks nothing when the visitor was not headed to an invite', () => {
    const fetch = renderRegister('/?acao=criar-conta&next=%2Fplay%2FAB3K9Q');
    expect(callsTo(fetch, '/api/public/convites/previa')).toHaveLength(0);
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('readonly');
  });
});
