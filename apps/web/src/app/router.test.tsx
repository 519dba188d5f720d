import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../platform/session/session-store';
import { guardFor } from './guards';
import type * as Manifest from './modules';
import { Providers } from './providers';
import { buildRoutes } from './router';

// Every route of the spec's table has its module now. The labelled "Em breve" page stays for a
// route that joins the table before its module does: without the codex line, /codex/codices is one.
vi.mock('./modules', async (importOriginal) => {
  const real = await importOriginal<typeof Manifest>();
  return {
    ...real,
    webModules: real.webModules.filter((m) => m.name !== 'codex'),
    moduleServing: (path: string) =>
      path.startsWith('/codex/') ? undefined : real.moduleServing(path),
  };
});

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('router', () => {
  it('sends a signed-out visitor of an auth route to sign in at /', async () => {
    const router = renderAt('/flow/listas?x=1');
    await screen.findByText('Tudo o que importa, em órbita.', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?next=%2Fflow%2Flistas%3Fx%3D1');
    // The sign-in form works without a query client (none is provided above `/`).
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('shows the Em breve page of an area not built yet to a signed-in user', async () => {
    setToken('t');
    renderAt('/codex/codices');
    expect(await screen.findByText('Em breve', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A área Codex ainda está em construção. Assim que estiver pronta, ela aparece aqui.',
      ),
    ).toBeInTheDocument();
  });

  it('answers unknown routes with the 404 page and the spec message', async () => {
    renderAt('/nao/existe?a=b');
    expect(await screen.findByText('Page Not Found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /nao/existe?a=b')).toBeInTheDocument();
  });

  it('a change of the query alone (a drawer opening) runs no loader and never shows "loading"', async () => {
    setToken('t');
    const router = renderAt('/codex/codices');
    await screen.findByText('Em breve', {}, { timeout: 5000 });
    const states: string[] = [];
    const off = router.subscribe((state) => states.push(state.navigation.state));
    await router.navigate('/codex/codices?tarefa=1');
    expect(router.state.location.search).toBe('?tarefa=1');
    expect(states).not.toContain('loading');
    // Another path still runs its route's guard and prefetch.
    await router.navigate('/codex/codex/1');
    expect(states).toContain('loading');
    off();
  });

  it('throws for an unknown named guard', () => {
    expect(() => guardFor('admin')).toThrow('Unknown route guard: admin');
  });
});
