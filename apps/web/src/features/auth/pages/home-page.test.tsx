import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession, updateSession } from '../../../platform/session/session-store';
import { HomePage } from './home-page';

function Where() {
  return <p>Em {useLocation().pathname}</p>;
}

function renderSignedIn(entry: string) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId: 'w' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('HomePage — where a signed-in person goes', () => {
  it('goes to the start page chosen in Configurações', async () => {
    const fetch = mockFetch(() => json(200, { startPage: '/flow/workplace' }));
    renderSignedIn('/');
    expect(await screen.findByText('Em /flow/workplace')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/app/me/settings')).toHaveLength(1);
  });

  it('follows ?next= without asking for the settings', async () => {
    const fetch = mockFetch(() => json(200, { startPage: '/flow/workplace' }));
    renderSignedIn('/?next=%2Fflow%2Flistas');
    expect(await screen.findByText('Em /flow/listas')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes to the Painel when the settings cannot be read', async () => {
    mockFetch(() => json(500, { message: 'Erro interno do servidor.', code: 'internal' }));
    renderSignedIn('/');
    expect(await screen.findByText('Em /me/home')).toBeInTheDocument();
  });
});
