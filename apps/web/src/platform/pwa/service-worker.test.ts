import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, registerServiceWorker, resetServiceWorkerForTests } from './service-worker';

// workbox-window stand-in: records listeners so a test can play the worker's life.
const wb = vi.hoisted(() => ({
  listeners: {} as Record<string, (() => void)[]>,
  messageSkipWaiting: vi.fn(),
  register: vi.fn(async () => undefined),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, fn: () => void) {
      (wb.listeners[type] ??= []).push(fn);
    }
    messageSkipWaiting = wb.messageSkipWaiting;
    register = wb.register;
  },
}));
const fire = (type: string) => wb.listeners[type]?.forEach((fn) => fn());

let registration: { waiting: object | null; installing: null; update: () => Promise<void> };
beforeEach(() => {
  wb.listeners = {};
  wb.messageSkipWaiting.mockClear();
  registration = { waiting: null, installing: null, update: vi.fn(async () => undefined) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
});
afterEach(() => {
  resetServiceWorkerForTests();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('service worker updates: one notice, one reload path', () => {
  it('a new worker waiting shows the same notice as the hourly check', async () => {
    const announce = vi.fn();
    await registerServiceWorker({ announce, reload: vi.fn() });
    await registerServiceWorker({ announce, reload: vi.fn() }); // StrictMode's second call
    expect(wb.register).toHaveBeenCalledOnce();
    fire('waiting');
    expect(announce).toHaveBeenCalledOnce();
  });

  it('"Recarregar" asks the waiting worker to take over, then reloads once', async () => {
    const reload = vi.fn();
    await registerServiceWorker({ announce: vi.fn(), reload });
    registration.waiting = {};
    await applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled(); // not before the new worker controls the page
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
    await applyUpdate(); // a second click: no second skip, no reload loop
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when the hourly check heard first, it asks the browser for the new worker', async () => {
    const reload = vi.fn();
    await registerServiceWorker({ announce: vi.fn(), reload });
    registration.update = vi.fn(async () => {
      registration.waiting = {};
    });
    await applyUpdate();
    expect(registration.update).toHaveBeenCalledOnce();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it('without a worker (or none new) it is a plain reload', async () => {
    const reload = vi.fn();
    await registerServiceWorker({ announce: vi.fn(), reload });
    await applyUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });
});
