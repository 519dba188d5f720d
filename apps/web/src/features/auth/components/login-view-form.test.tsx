import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession } from '../../../platform/session/session-store';
import { LoginView } from './login-view';

/**
 * The sign-in form as a visitor uses it: nothing checked while typing before the first
 * submit, the pt-BR messages and the first invalid field focused on submit, each message
 * gone as its field is fixed, the server's field messages under their fields.
 */
function renderLogin(login: () => Response) {
  const fetch = mockFetch((url) => {
    if (url === '/api/auth/login') return login();
    return json(200, { googleClientId: null, facebookEnabled: false });
  });
  const onEmail = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <LoginView email="ana@" onEmail={onEmail} hrefOf={() => '/'} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, onEmail };
}

const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Senha');
const submit = () => screen.getByRole('button', { name: 'Entrar' });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('LoginView: the form', () => {
  it('starts with the e-mail typed in another view and checks nothing before the submit', async () => {
    const user = userEvent.setup();
    renderLogin(() => json(401, { message: 'E-mail ou senha inválidos.', code: 'unauthorized' }));
    expect(email()).toHaveValue('ana@');
    await user.type(password(), 'x');
    await user.clear(password());
    expect(screen.queryByText('Informe sua senha.')).toBeNull();
    expect(screen.queryByText('Informe um e-mail válido.')).toBeNull();
  });

  it('shows each message on submit, focuses the first field, and clears a message once fixed', async () => {
    const user = userEvent.setup();
    const { fetch } = renderLogin(() => json(401, { message: 'x', code: 'unauthorized' }));
    await user.click(submit());
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    await user.type(email(), 'exemplo.com');
    expect(screen.queryByText('Informe um e-mail válido.')).toBeNull();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    await user.click(submit());
    expect(password()).toHaveFocus();
    expect(callsTo(fetch, '/api/auth/login')).toHaveLength(0);
  });

  it('sends the values and puts a server message under its field, focused', async () => {
    const user = userEvent.setup();
    const { fetch, onEmail } = renderLogin(() =>
      json(400, {
        message: 'Dados inválidos.',
        code: 'validation',
        fields: { password: 'Senha fraca demais.' },
      }),
    );
    await user.type(email(), 'exemplo.com');
    await user.type(password(), 'segredo');
    await user.click(submit());
    expect(await screen.findByText('Senha fraca demais.')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    const [, init] = callsTo(fetch, '/api/auth/login')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'ana@exemplo.com',
      password: 'segredo',
    });
    expect(onEmail).toHaveBeenCalledWith('ana@exemplo.com');

    // Typing in the field takes the server's message away (its rules pass).
    await user.type(password(), '!');
    expect(screen.queryByText('Senha fraca demais.')).toBeNull();
  });

  it('shows a message without a field in the alert', async () => {
    const user = userEvent.setup();
    renderLogin(() => json(401, { message: 'E-mail ou senha inválidos.', code: 'unauthorized' }));
    await user.type(email(), 'exemplo.com');
    await user.type(password(), 'segredo');
    await user.click(submit());
    await waitFor(() => expect(screen.getByText('E-mail ou senha inválidos.')).toBeInTheDocument());
    expect(submit()).toBeEnabled();
  });
});
