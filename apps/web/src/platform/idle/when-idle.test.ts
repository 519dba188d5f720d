import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('asks for an idle period with the timeout, and cancels it', () => {
    const request = vi.fn((_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const go = vi.fn();
    const cancel = whenIdle(go, 1_000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_000 });
    expect(go).not.toHaveBeenCalled();
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(go).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to the next task where there is no requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const go = vi.fn();
    whenIdle(go, 1_000);
    expect(go).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const never = vi.fn();
    whenIdle(never, 1_000)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(never).not.toHaveBeenCalled();
  });
});
