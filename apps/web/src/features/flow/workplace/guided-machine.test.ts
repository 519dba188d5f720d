import { describe, expect, it } from 'vitest';
import {
  currentId,
  guidedReducer,
  progressLabel,
  startGuided,
  type GuidedEvent,
  type GuidedState,
} from './guided-machine';

const run = (state: GuidedState, ...events: GuidedEvent[]) => events.reduce(guidedReducer, state);

describe('guided processing state machine', () => {
  it('starts at "É acionável?" on the first item, "1 de 3"', () => {
    const state = startGuided(['a', 'b', 'c']);
    expect(state.step).toBe('actionable');
    expect(currentId(state)).toBe('a');
    expect(progressLabel(state)).toBe('1 de 3');
  });

  it('an empty queue is finished at once', () => {
    expect(startGuided([]).step).toBe('finished');
    expect(currentId(startGuided([]))).toBeNull();
  });

  it('not actionable asks reference / someday / trash; actionable asks the 2-minute question', () => {
    expect(run(startGuided(['a']), { type: 'actionable', yes: false }).step).toBe('not-actionable');
    expect(run(startGuided(['a']), { type: 'actionable', yes: true }).step).toBe('quick');
  });

  it('under 2 minutes goes to "Fazer agora" details; otherwise asks how, then the chosen details', () => {
    const quick = run(
      startGuided(['a']),
      { type: 'actionable', yes: true },
      { type: 'quick', yes: true },
    );
    expect(quick).toMatchObject({ step: 'details', action: 'do-now' });
    const how = run(
      startGuided(['a']),
      { type: 'actionable', yes: true },
      { type: 'quick', yes: false },
    );
    expect(how.step).toBe('how');
    for (const action of ['next-action', 'schedule', 'delegate', 'to-process'] as const) {
      expect(guidedReducer(how, { type: 'choose', action })).toMatchObject({
        step: 'details',
        action,
      });
    }
  });

  it('ignores answers that do not belong to the current question', () => {
    const start = startGuided(['a']);
    expect(guidedReducer(start, { type: 'quick', yes: true })).toBe(start);
    expect(guidedReducer(start, { type: 'choose', action: 'schedule' })).toBe(start);
    const notActionable = guidedReducer(start, { type: 'actionable', yes: false });
    expect(guidedReducer(notActionable, { type: 'actionable', yes: true })).toBe(notActionable);
  });

  it('goes back question by question, and not before the first', () => {
    const details = run(
      startGuided(['a']),
      { type: 'actionable', yes: true },
      { type: 'quick', yes: false },
      { type: 'choose', action: 'delegate' },
    );
    const how = guidedReducer(details, { type: 'back' });
    expect(how).toMatchObject({ step: 'how', action: null });
    const quick = guidedReducer(how, { type: 'back' });
    expect(quick.step).toBe('quick');
    const first = guidedReducer(quick, { type: 'back' });
    expect(first.step).toBe('actionable');
    expect(guidedReducer(first, { type: 'back' })).toBe(first);
  });

  it('processing or skipping moves to the next item with a fresh question, then finishes', () => {
    let state = run(
      startGuided(['a', 'b']),
      { type: 'actionable', yes: false },
      { type: 'processed', id: 'a' },
    );
    expect(state).toMatchObject({ index: 1, step: 'actionable', processed: 1, trail: [] });
    expect(progressLabel(state)).toBe('2 de 2');
    state = guidedReducer(state, { type: 'skip' });
    expect(state).toMatchObject({ step: 'finished', processed: 1, skipped: 1 });
    expect(guidedReducer(state, { type: 'actionable', yes: true })).toBe(state);
  });

  it('a "processed" for another item does not move the queue', () => {
    const state = startGuided(['a', 'b']);
    expect(guidedReducer(state, { type: 'processed', id: 'b' })).toBe(state);
  });

  it('sync drops items processed elsewhere and moves on when the current one is gone', () => {
    const state = startGuided(['a', 'b', 'c', 'd']);
    const dropped = guidedReducer(state, { type: 'sync', openIds: ['a', 'c', 'd'] });
    expect(dropped.ids).toEqual(['a', 'c', 'd']);
    expect(currentId(dropped)).toBe('a');
    const moved = guidedReducer(dropped, { type: 'sync', openIds: ['c', 'd'] });
    expect(currentId(moved)).toBe('c');
    expect(moved.skipped).toBe(1);
    expect(guidedReducer(moved, { type: 'sync', openIds: ['c', 'd'] })).toBe(moved);
  });

  it('its own item echoed back before the answer still counts as processed, once', () => {
    const state = startGuided(['a', 'b']);
    const echoed = guidedReducer(state, { type: 'sync', openIds: ['b'] });
    expect(currentId(echoed)).toBe('b');
    const answered = guidedReducer(echoed, { type: 'processed', id: 'a' });
    expect(answered).toMatchObject({ index: 1, processed: 1, skipped: 0 });
  });
});
