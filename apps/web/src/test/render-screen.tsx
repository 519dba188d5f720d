/**
 * THE test kit of a feature's screens (imported by `*.test.tsx` and features' test fixtures
 * only): a screen rendered at a route as a role sees it, with the API answered by a mocked
 * fetch, plus the helpers those tests share. One kit for every feature, so a change to how
 * the app is wired (session, app state, toasts, realtime) is made once.
 */
import type { AppState } from '@orbita/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { mockFetch } from '../platform/http/test-fetch';
import { onEntityEvent, realtimeEvents, WS_EVENT } from '../platform/realtime';
import { APP_STATE_KEY } from '../platform/session/app-state';
import { updateSession } from '../platform/session/session-store';
import { Toasts } from '../platform/toasts';

export const testWorkspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const testUserId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** Where the router is now (path and query), for navigation checks. */
function Where() {
  const location = useLocation();
  return <output aria-label="Endereço">{location.pathname + location.search}</output>;
}

/** A screen `wide` (≥ md: MUI's up('md') asks for min-width) or a phone. */
export function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide ? query.includes('min-width') : query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/**
 * `page` at `path` (route pattern `route`) as `role` sees it in a Criador's workspace (so
 * only the role limits), signed in as user 1 "Ana", with the API answered by `handler`.
 * `live`: realtime events invalidate the queries as the signed-in shell does (`off` stops it).
 */
export function renderScreen(
  role: AppState['role'],
  handler: Parameters<typeof mockFetch>[0],
  page: ReactElement,
  {
    path,
    route = path,
    live = false,
    appStateFromApi = false,
  }: {
    path: string;
    route?: string;
    live?: boolean;
    /** Leave `auth/app` unread, as on a cold load: `handler` answers it when the test says. */
    appStateFromApi?: boolean;
  },
) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId: testWorkspaceId });
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (!appStateFromApi) client.setQueryData(APP_STATE_KEY, appStateFor(role));
  const off = live
    ? onEntityEvent(client, ({ entity }) => void client.invalidateQueries({ queryKey: [entity] }))
    : () => undefined;
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<p>Outra tela</p>} />
          <Route path={route} element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { fetch, client, off, view };
}

/** The signed-in state of user 1 "Ana" with `role` in a Criador's workspace. */
export function appStateFor(role: AppState['role']): AppState {
  return {
    workspaceId: testWorkspaceId,
    role,
    user: { id: testUserId(1), name: 'Ana', accountType: 'creator' },
  } as AppState;
}

/** A realtime event as the server publishes it (another person's change: not this tab's echo). */
export function nudge(entity: string, id: string, workspaceId = testWorkspaceId) {
  act(() => {
    realtimeEvents.dispatchEvent(
      new CustomEvent(WS_EVENT, {
        detail: { type: 'updated', entity, id, workspaceId, origin: 'outra-aba' },
      }),
    );
  });
}

/** The URL a fetch call asked for, parsed (path and query). */
export const urlOf = (input: unknown) => new URL(String(input), 'http://localhost');

/** The calls made with `method` to `pathname`. */
export function calls(
  fetch: ReturnType<typeof mockFetch>,
  method: string,
  pathname: string,
): { url: URL; body: unknown }[] {
  return fetch.mock.calls
    .filter(([u, init]) => (init?.method ?? 'GET') === method && urlOf(u).pathname === pathname)
    .map(([u, init]) => ({
      url: urlOf(u),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
