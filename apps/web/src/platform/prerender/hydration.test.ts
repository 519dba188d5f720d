import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydratesPrerendered, whenRouterReady } from './hydration';

describe('hydratesPrerendered', () => {
  const prerendered = () => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '');
    return root;
  };
  const home = { pathname: '/', search: '', state: null };

  it('only the prerendered markup of a signed-out visit to / with no query', () => {
    expect(hydratesPrerendered(prerendered(), home, false)).toBe(true);
    expect(hydratesPrerendered(document.createElement('div'), home, false)).toBe(false);
    expect(hydratesPrerendered(prerendered(), home, true)).toBe(false);
    expect(
      hydratesPrerendered(prerendered(), { ...home, search: '?acao=criar-conta' }, false),
    ).toBe(false);
    expect(hydratesPrerendered(prerendered(), { ...home, pathname: '/play' }, false)).toBe(false);
    // The notice a password reset leaves in the history entry: the build rendered none.
    const notice = { notice: 'Senha redefinida. Entre com a nova senha.' };
    expect(hydratesPrerendered(prerendered(), { ...home, state: notice }, false)).toBe(false);
  });
});

describe('whenRouterReady', () => {
  it('resolves once the first route has loaded its lazy screen', async () => {
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const router = createMemoryRouter(
      [{ path: '/', lazy: async () => (await loaded, { Component: () => null }) }],
      { initialEntries: ['/'] },
    );
    let ready = false;
    const waiting = whenRouterReady(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    load();
    await waiting;
    expect(router.state.initialized).toBe(true);
    await expect(whenRouterReady(router)).resolves.toBeUndefined();
    router.dispose();
  });
});
