import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { nextScheduledRun } from './schedule';

const sp = 'America/Sao_Paulo';

describe('nextScheduledRun', () => {
  it('reads the cron in the time zone: "0 9 * * 1" is Monday 9:00 in São Paulo (12:00 UTC)', () => {
    // Thursday 26 Nov 2026, 10:00 in São Paulo.
    const next = nextScheduledRun('0 9 * * 1', sp, new Date('2026-11-26T13:00:00Z'));
    expect(next.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    // The same cron in Lisbon (UTC+0 in winter) fires three hours earlier in absolute time.
    expect(
      nextScheduledRun('0 9 * * 1', 'Europe/Lisbon', new Date('2026-11-26T13:00:00Z')),
    ).toEqual(new Date('2026-11-30T09:00:00.000Z'));
  });

  it('is strictly after the given instant (a firing at that instant is not repeated)', () => {
    const at = new Date('2026-11-30T12:00:00.000Z');
    expect(nextScheduledRun('0 9 * * 1', sp, at).toISOString()).toBe('2026-12-07T12:00:00.000Z');
    expect(nextScheduledRun('*/15 * * * *', sp, at).toISOString()).toBe('2026-11-30T12:15:00.000Z');
  });

  it('takes day names (THU has an H that is not the random H)', () => {
    expect(
      nextScheduledRun('0 9 * * THU', sp, new Date('2026-11-26T13:00:00Z')).toISOString(),
    ).toBe('2026-12-03T12:00:00.000Z');
  });

  it.each(['H * * * *', '0 0 9 * * 1', '61 * * * *', 'a b c d e', '0 9 * *', '@daily', ''])(
    'refuses %j with 422 and the pt-BR message',
    (cron) => {
      let error: unknown;
      try {
        nextScheduledRun(cron, sp, new Date());
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).message).toMatch(/^Horário inválido/);
    },
  );
});
