import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { RegisterView } from './register-view';

// The server's answer to a common password (issue 14); the list itself stays on the server.
const message = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra, que só você saiba.';

describe('RegisterView: a password the server refuses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's message on the password field", async () => {
    mockFetch(() => json(400, { message, code: 'validation', fields: { password: message } }));
    const router = createMemoryRouter([
      { path: '/', element: <RegisterView email="" onEmail={() => {}} hrefOf={() => '/'} /> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await ui.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await ui.type(screen.getByLabelText('Senha'), 'senha123');
    await ui.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  });
});
