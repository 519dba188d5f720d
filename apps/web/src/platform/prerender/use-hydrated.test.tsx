import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Entrar</button>;
}

describe('useHydrated', () => {
  afterEach(() => {
    seen.length = 0;
    document.body.innerHTML = '';
  });

  it('is false in the prerender and while React adopts it, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.querySelector('button')!.disabled).toBe(true);
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('is true from the first render of a page drawn in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).not.toContain(false);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });
});
