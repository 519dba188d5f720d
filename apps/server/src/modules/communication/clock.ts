/**
 * The module's notion of "now". Days are computed from it, so tests replace `clock.now`
 * (vi.spyOn) to stand on either side of São Paulo's midnight without faking the global
 * Date, which sessions and tokens depend on.
 */
export const clock = {
  now: (): Date => new Date(),
};
