import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, empty, json, mockFetch } from '../../../platform/http/test-fetch';
import { ResetPage } from './reset-page';

function renderReset(check: () => Response) {
  const fetch = mockFetch((url) =>
    url === '/api/auth/reset/check' ? check() : json(500, { message: 'inesperado' }),
  );
  const router = createMemoryRouter(
    [
      { path: '/registro/Recupera', element: <ResetPage /> },
      { path: '/', element: <p>entrar</p> },
    ],
    { initialEntries: ['/registro/Recupera?token=t-1'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('ResetPage: the link is checked as the page opens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a used link before any typing: no fields, one way to ask for a new link', async () => {
    const fetch = renderReset(() =>
      json(400, {
        message: 'Este link é inválido ou já foi usado. Peça um novo.',
        code: 'auth.token_invalid',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link é inválido ou já foi usado. Peça um novo.',
    );
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    const again = screen.getByRole('link', { name: 'Pedir um novo link' });
    expect(again).toHaveAttribute('href', '/?acao=recuperar-senha');
    await waitFor(() => expect(again).toHaveFocus());
    expect(JSON.parse(String(callsTo(fetch, '/api/auth/reset/check')[0]![1]?.body))).toEqual({
      token: 't-1',
    });
  });

  it('opens the form for a usable link, with the cursor in the new password', async () => {
    renderReset(() => empty(204));
    expect(screen.getByRole('status', { name: 'Conferindo o link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toBeDisabled();
    const field = await screen.findByLabelText('Nova senha', { selector: 'input:enabled' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('status', { name: 'Conferindo o link' })).not.toBeInTheDocument();
  });

  it('a check that fails for another reason (offline) leaves the form usable', async () => {
    renderReset(() => json(503, { message: 'Serviço indisponível.' }));
    expect(
      await screen.findByLabelText('Nova senha', { selector: 'input:enabled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
