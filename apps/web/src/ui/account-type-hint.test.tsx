import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountTypeHint } from './account-type-hint';

function renderAs(role: string, accountType: string | null) {
  const client = new QueryClient();
  client.setQueryData(['auth', 'app'], { role, user: { id: 'u-1', accountType } });
  const router = createMemoryRouter([
    { path: '*', element: <AccountTypeHint feature="finance" /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AccountTypeHint', () => {
  it('tells a tourist in their own workspace why finance is closed, and where to change it', () => {
    renderAs('owner', 'tourist');
    expect(
      screen.getByText(/Finanças: disponível em contas do tipo Criador ou Organização/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/me/perfil');
  });

  it('says nothing when the type allows it, or in someone else’s workspace', () => {
    renderAs('owner', 'creator');
    renderAs('editor', 'tourist');
    expect(screen.queryByText(/disponível em contas do tipo/)).toBeNull();
  });
});
