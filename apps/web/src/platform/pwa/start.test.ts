import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { whenNetworkQuiet } from './start';

// A stand-in PerformanceObserver: the test says when the page fetched something.
let observed: (() => void) | null = null;
class FakeObserver {
  constructor(callback: () => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}
const fetched = () => observed?.();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  // jsdom has no requestIdleCallback: the fallback (a timeout) runs it.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observed = null;
});

it('waits until the page has fetched nothing for the quiet time (the service worker precache must not race the first screen)', () => {
  const go = vi.fn();
  whenNetworkQuiet(go, 2_000, 30_000);
  vi.advanceTimersByTime(1_500);
  fetched(); // a lazy chunk of the first screen
  vi.advanceTimersByTime(1_500);
  fetched(); // its data
  vi.advanceTimersByTime(1_999);
  expect(go).not.toHaveBeenCalled();
  vi.advanceTimersByTime(10);
  expect(go).toHaveBeenCalledTimes(1);
  fetched();
  vi.advanceTimersByTime(5_000);
  expect(go).toHaveBeenCalledTimes(1);
});

it('a page that never goes quiet (a poll) still registers after the longest wait, once', () => {
  const go = vi.fn();
  whenNetworkQuiet(go, 2_000, 30_000);
  for (let t = 0; t < 29_000; t += 1_000) {
    fetched();
    vi.advanceTimersByTime(1_000);
  }
  expect(go).not.toHaveBeenCalled();
  fetched();
  vi.advanceTimersByTime(1_100);
  expect(go).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(60_000);
  expect(go).toHaveBeenCalledTimes(1);
});
