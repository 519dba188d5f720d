import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession, getSession, updateSession } from '../../../platform/session/session-store';
import { useWorkspaceFollower } from './use-current-workspace';

const gone = '0b8f7f0e-3c55-4b7e-9d3f-6a1d2a1e9c10';
const personal = '7a2d2a63-9e64-4b6a-8e1d-3b7f8d2e2f22';

function Follower() {
  useWorkspaceFollower();
  return <p>tela</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/flow/lista/:id', element: <Follower /> },
      { path: '/flow/listas', element: <Follower /> },
      { path: '/me/home', element: <Follower /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('useWorkspaceFollower: the current workspace is gone (deleted, or I was removed)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const onlyPersonal = () =>
    mockFetch(() =>
      json(200, [
        {
          id: personal,
          name: 'Espaço de Rita',
          kind: 'personal',
          role: 'owner',
          memberCount: 1,
          current: true,
        },
      ]),
    );

  it('moves the session to the current one, and a list page of the lost workspace to the lists', async () => {
    updateSession({ token: 't', checkpoints: [], workspaceId: gone });
    onlyPersonal();
    const router = renderAt('/flow/lista/abc?tarefa=t1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow/listas'));
    expect(router.state.location.search).toBe('');
    expect(getSession()?.workspaceId).toBe(personal);
  });

  it('stays on a screen that holds no record', async () => {
    updateSession({ token: 't', checkpoints: [], workspaceId: gone });
    onlyPersonal();
    const router = renderAt('/me/home');
    await waitFor(() => expect(getSession()?.workspaceId).toBe(personal));
    expect(router.state.location.pathname).toBe('/me/home');
    expect(screen.getByText('tela')).toBeInTheDocument();
  });
});
