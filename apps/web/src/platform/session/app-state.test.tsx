import type { AppState } from '@orbita/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../http/test-fetch';
import { APP_STATE_KEY, useAccountAllows, useAppState, useCan, useMyUserId } from './app-state';
import { getSession, getToken, updateSession } from './session-store';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';

function appState(role: AppState['role']): AppState {
  return {
    user: {
      id: '6f1c1f52-8d53-4a59-9d0c-2a6f7c1d1e11',
      name: 'Ana',
      email: 'ana@exemplo.com',
      accountType: null,
      avatarUrl: null,
      hasPassword: true,
      googleLinked: false,
      emailConfirmed: true,
    },
    workspaces: [],
    workspaceId,
    role,
    checkpoints: [],
    settings: { googleClientId: null, facebookAvailable: false },
  };
}

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('app state: one session layer for every feature', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers nothing while the role is unknown', async () => {
    updateSession({ token: 'jwt', checkpoints: [] });
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useCan('workspace.read'), {
      wrapper: wrapperWith(newClient()),
    });
    expect(result.current).toBe(false);
    answer(json(200, appState('viewer')));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('an Editor may write content but not manage structure; an Observador may only read', () => {
    for (const [role, write, manage] of [
      ['editor', true, false],
      ['viewer', false, false],
    ] as const) {
      const client = newClient();
      client.setQueryData(APP_STATE_KEY, appState(role));
      const { result } = renderHook(
        () => ({
          write: useCan('content.write'),
          manage: useCan('structure.manage'),
          read: useCan('workspace.read'),
        }),
        { wrapper: wrapperWith(client) },
      );
      expect(result.current).toEqual({ write, manage, read: true });
    }
  });

  it("hides what the workspace's account type refuses, as the server does (issue 14)", () => {
    const cases = [
      // [my role here, my account type, finance, teams, inbox]
      ['owner', 'tourist', false, false, true],
      ['owner', null, false, false, true],
      ['owner', 'creator', true, false, true],
      ['owner', 'organization', true, true, true],
      // Someone else's workspace: its Principal's type decides, and the server knows it.
      ['editor', 'tourist', true, true, true],
    ] as const;
    for (const [role, accountType, finance, teams, inbox] of cases) {
      const client = newClient();
      const state = appState(role === 'editor' ? 'admin' : role);
      client.setQueryData(APP_STATE_KEY, { ...state, user: { ...state.user, accountType } });
      const { result } = renderHook(
        () => ({
          finance: useCan('structure.manage', 'finance'),
          teams: useAccountAllows('teams'),
          inbox: useCan('content.write'),
          read: useCan('workspace.read', 'finance'),
        }),
        { wrapper: wrapperWith(client) },
      );
      expect(result.current, `${role} ${accountType}`).toEqual({
        finance,
        teams,
        inbox,
        read: true,
      });
    }
  });

  it('a 401 renews the session through the request helper and asks again', async () => {
    updateSession({ token: 'old-token', checkpoints: [] });
    const fetch = mockFetch((url) => {
      if (url === '/api/auth/refresh') return json(200, { token: 'new-token', checkpoints: [] });
      return getToken() === 'new-token'
        ? json(200, appState('editor'))
        : json(401, { message: 'Faça login para continuar.' });
    });
    const { result } = renderHook(() => ({ can: useCan('content.write'), me: useMyUserId() }), {
      wrapper: wrapperWith(newClient()),
    });
    await waitFor(() =>
      expect(result.current).toEqual({ can: true, me: '6f1c1f52-8d53-4a59-9d0c-2a6f7c1d1e11' }),
    );
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    expect(callsTo(fetch, '/api/auth/app')).toHaveLength(2);
    // The stored session follows the answer (user and workspace), as the shell expects.
    expect(getSession()).toMatchObject({ token: 'new-token', workspaceId });
  });

  it('a 401 without a session is the answer: no refresh', async () => {
    const fetch = mockFetch(() => json(401, { message: 'Faça login para continuar.' }));
    const { result } = renderHook(() => useAppState(), { wrapper: wrapperWith(newClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Faça login para continuar.');
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(0);
  });
});
