import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../platform/context';
import { createLoop, DUE_FLOOR_MS } from './loop';

const ctx = { db: {}, log: { warn: vi.fn() } } as unknown as AppContext;

/** A loop whose every round claims nothing and says the next row is due `dueInMs` from now. */
function loopDue(dueInMs: number, onRound: () => void) {
  return createLoop({
    ctx,
    name: 'teste',
    round: async () => {
      onRound();
      return { more: false, nextAt: new Date(Date.now() + dueInMs) };
    },
    idleMs: 5_000,
  });
}

describe('createLoop', () => {
  afterEach(() => vi.useRealTimers());

  it('does not spin on a due time it cannot claim: a past nextAt waits the floor', async () => {
    vi.useFakeTimers();
    const at: number[] = [];
    // Every round: nothing claimed, and a queued row due a minute ago (blocked behind another).
    const loop = loopDue(-60_000, () => at.push(Date.now()));
    loop.start();
    await vi.advanceTimersByTimeAsync(5 * DUE_FLOOR_MS);
    await loop.stop();
    // One round per floor (at 0 ms the rounds followed each other without a pause).
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(gaps.every((gap) => gap === DUE_FLOOR_MS)).toBe(true);
  });

  it('with real timers, a due row it cannot claim costs one round, not hundreds', async () => {
    let rounds = 0;
    const loop = loopDue(-60_000, () => rounds++);
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await loop.stop();
    // An upper bound only (a busy machine runs fewer): at 0 ms it was 268 rounds.
    expect(rounds).toBeLessThanOrEqual(2);
  });

  it('still wakes at a future nextAt sooner than the idle poll', async () => {
    vi.useFakeTimers();
    const at: number[] = [];
    const loop = loopDue(2_000, () => at.push(Date.now()));
    loop.start();
    await vi.advanceTimersByTimeAsync(4_100);
    await loop.stop();
    expect(at.length).toBe(3);
    expect(at[1]! - at[0]!).toBe(2_000);
  });
});
