/**
 * The ledger's notion of "now" (expiry, periods, rankings). Tests replace `clock.now`
 * (vi.spyOn) to stand on either side of São Paulo's midnight without faking the global Date.
 */
export const clock = {
  now: (): Date => new Date(),
};
