import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installChunkReload, isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { useChunkReload } from './use-chunk-reload';

const t0 = 1_770_000_000_000;

beforeEach(() => {
  sessionStorage.clear();
  window.history.pushState({}, '', '/flow/listas');
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ and Vite’s chunk failures and nothing else', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/flow-abc.js'),
      ),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once, not again within 10 s for the same path, again after 10 s', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(reload, t0)).toBe(true);
    expect(reloadForChunkError(reload, t0 + 1)).toBe(false);
    expect(reloadForChunkError(reload, t0 + 9_999)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadForChunkError(reload, t0 + 10_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const reload = vi.fn();
    reloadForChunkError(reload, t0);
    window.history.pushState({}, '', '/riqueza/contas');
    expect(reloadForChunkError(reload, t0 + 500)).toBe(true);
    window.history.pushState({}, '', '/flow/listas');
    expect(reloadForChunkError(reload, t0 + 600)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives a damaged record', () => {
    sessionStorage.setItem('chunk-reload.attempts', '{not json');
    const reload = vi.fn();
    expect(reloadForChunkError(reload, t0)).toBe(true);
  });
});

describe('installChunkReload', () => {
  it('reloads on vite:preloadError and swallows it; lets a second one through to the error page', () => {
    const reload = vi.fn();
    const uninstall = installChunkReload(reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(false);
    uninstall();
  });
});

describe('useChunkReload', () => {
  it('asks for a loading state and records the reload for a chunk error', () => {
    const reload = vi.fn();
    const { result } = renderHook(() =>
      useChunkReload(
        new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
        reload,
      ),
    );
    expect(result.current).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('chunk-reload.attempts') ?? '{}')).toHaveProperty([
      '/flow/listas',
    ]);
  });

  it('leaves other errors to the error page', () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useChunkReload(new Error('boom'), reload));
    expect(result.current).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('chunk-reload.attempts')).toBeNull();
  });
});
