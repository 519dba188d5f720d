import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../session/session-store';
import { notify } from '../toasts';
import {
  DAILY_ACCESS_PATH,
  LAST_RUN_KEY,
  LOCK_KEY,
  runDailyCheck,
  startDailyCheck,
  type DailyCheckRequest,
} from './daily-check';
import { saoPauloDate } from './sao-paulo-date';

const ok = (): DailyCheckRequest => vi.fn<DailyCheckRequest>().mockResolvedValue({ granted: [] });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  setToken('token-de-teste');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saoPauloDate', () => {
  it('counts days in São Paulo, not UTC, around midnight UTC', () => {
    expect(saoPauloDate(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(saoPauloDate(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(saoPauloDate(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });
});

describe('runDailyCheck', () => {
  it('posts the daily access once signed in and records the São Paulo date', async () => {
    const request = ok();
    expect(await runDailyCheck(request)).toBe('sent');
    expect(request).toHaveBeenCalledExactlyOnceWith('POST', DAILY_ACCESS_PATH);
    expect(localStorage.getItem(LAST_RUN_KEY)).toBe('2026-03-10');
    expect(await runDailyCheck(request)).toBe('skipped');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does not run when signed out', async () => {
    setToken('');
    const request = ok();
    expect(await runDailyCheck(request)).toBe('skipped');
    expect(request).not.toHaveBeenCalled();
    expect(localStorage.getItem(LAST_RUN_KEY)).toBeNull();
  });

  it('uses the São Paulo date: 02:30Z is still yesterday there, 03:00Z is a new day', async () => {
    const request = ok();
    vi.setSystemTime(new Date('2026-03-10T02:30:00Z'));
    await runDailyCheck(request);
    expect(localStorage.getItem(LAST_RUN_KEY)).toBe('2026-03-09');

    vi.setSystemTime(new Date('2026-03-10T02:59:00Z'));
    expect(await runDailyCheck(request)).toBe('skipped');

    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
    expect(await runDailyCheck(request)).toBe('sent');
    expect(localStorage.getItem(LAST_RUN_KEY)).toBe('2026-03-10');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('is blocked by a lock younger than 30 s', async () => {
    const request = ok();
    localStorage.setItem(LOCK_KEY, String(Date.now() - 29_999));
    expect(await runDailyCheck(request)).toBe('skipped');
    expect(request).not.toHaveBeenCalled();
  });

  it('ignores a lock 30 s old or older', async () => {
    const request = ok();
    localStorage.setItem(LOCK_KEY, String(Date.now() - 30_000));
    expect(await runDailyCheck(request)).toBe('sent');
    expect(request).toHaveBeenCalledOnce();
  });

  it('holds the lock while the request is in flight and releases it after success', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = vi.fn<DailyCheckRequest>(() => new Promise((resolve) => (answer = resolve)));
    const first = runDailyCheck(request);
    expect(localStorage.getItem(LOCK_KEY)).toBe(String(Date.now()));
    expect(await runDailyCheck(request)).toBe('skipped');
    answer({});
    expect(await first).toBe('sent');
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
    expect(request).toHaveBeenCalledOnce();
  });

  it('only logs a failure, releases the lock and leaves the date unrecorded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = vi
      .fn<DailyCheckRequest>()
      .mockRejectedValue(new Error('Erro inesperado ao realizar a requisição.'));
    expect(await runDailyCheck(request)).toBe('failed');
    expect(log).toHaveBeenCalledOnce();
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_RUN_KEY)).toBeNull();
  });

  it('shows the won toast for each granted reward', async () => {
    const won = vi.spyOn(notify, 'won').mockReturnValue('x');
    const request = vi.fn<DailyCheckRequest>().mockResolvedValue({
      granted: [
        { quantidade: 5, nome: 'Moedas' },
        { quantidade: 1, nome: 'Troféu' },
        { nome: 'sem quantidade' },
      ],
    });
    await runDailyCheck(request);
    expect(won.mock.calls).toEqual([['Você ganhou 5 de Moedas!'], ['Você ganhou 1 de Troféu!']]);
  });
});

describe('startDailyCheck', () => {
  it('runs at start-up and retries on the next focus or visible tab after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = vi
      .fn<DailyCheckRequest>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({});
    const stop = startDailyCheck(request);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(localStorage.getItem(LOCK_KEY)).toBeNull());
    expect(localStorage.getItem(LAST_RUN_KEY)).toBeNull();

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(localStorage.getItem(LAST_RUN_KEY)).toBe('2026-03-10'));
    expect(request).toHaveBeenCalledTimes(2);

    // Next day: a tab becoming visible is a trigger too.
    vi.setSystemTime(new Date('2026-03-11T12:00:00Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(localStorage.getItem(LAST_RUN_KEY)).toBe('2026-03-11'));
    expect(request).toHaveBeenCalledTimes(3);

    stop();
    vi.setSystemTime(new Date('2026-03-12T12:00:00Z'));
    window.dispatchEvent(new Event('focus'));
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('leaves the start-up check to an idle moment, and a stop before it cancels it', async () => {
    const request = vi.fn<DailyCheckRequest>().mockResolvedValue({});
    const stop = startDailyCheck(request);
    expect(request).not.toHaveBeenCalled(); // not in the mounting task
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    stop();

    localStorage.removeItem(LAST_RUN_KEY);
    startDailyCheck(request)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('calls onSent after each access the server recorded, not after a failure or a skip', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = vi
      .fn<DailyCheckRequest>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({});
    const onSent = vi.fn();
    const stop = startDailyCheck(request, onSent);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(localStorage.getItem(LOCK_KEY)).toBeNull());
    expect(onSent).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('focus')); // same day: skipped
    await Promise.resolve();
    expect(onSent).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not call onSent when the server already had today’s access (another device came first)', async () => {
    const request = vi
      .fn<DailyCheckRequest>()
      .mockResolvedValue({ day: '2026-03-10', firstToday: false, streak: 3, granted: [] });
    const onSent = vi.fn();
    const stop = startDailyCheck(request, onSent);
    await vi.waitFor(() => expect(localStorage.getItem(LAST_RUN_KEY)).toBe('2026-03-10'));
    await vi.waitFor(() => expect(localStorage.getItem(LOCK_KEY)).toBeNull());
    expect(request).toHaveBeenCalledTimes(1);
    expect(onSent).not.toHaveBeenCalled();
    stop();
  });
});
