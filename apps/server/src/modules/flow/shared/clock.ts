/**
 * The flow module's "now": tests replace `clock.now` (vi.spyOn) to stand at a fixed instant
 * (urgency, the weekly review, time in stage) without faking the global Date.
 */
export const clock = {
  now: (): Date => new Date(),
};
