import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { coversWindow } from './summary';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();
afterEach(() => vi.restoreAllMocks());

const day = 86_400_000;
const t0 = new Date('2025-03-01T12:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

describe('weekly review: coversWindow', () => {
  const now = at(10);
  const windowStart = at(3);
  it('is true only when collected spells cover every instant of the last 7 days', () => {
    expect(coversWindow([{ start: at(2), end: null }], windowStart, now)).toBe(true);
    expect(coversWindow([{ start: at(3), end: null }], windowStart, now)).toBe(true);
    expect(coversWindow([{ start: at(3.01), end: null }], windowStart, now)).toBe(false);
    // Chained spells with no gap (one item processed as the next arrives) still count.
    expect(
      coversWindow(
        [
          { start: at(1), end: at(5) },
          { start: at(5), end: at(8) },
          { start: at(7), end: null },
        ],
        windowStart,
        now,
      ),
    ).toBe(true);
    // A gap of one hour at day 6: the inbox was empty then.
    expect(
      coversWindow(
        [
          { start: at(1), end: at(6) },
          { start: new Date(at(6).getTime() + 3_600_000), end: null },
        ],
        windowStart,
        now,
      ),
    ).toBe(false);
    // Everything processed before now.
    expect(coversWindow([{ start: at(1), end: at(9.9) }], windowStart, now)).toBe(false);
    expect(coversWindow([], windowStart, now)).toBe(false);
  });
});

describe('GET inbox/summary', () => {
  it('counts by stage, urgent and someday', async () => {
    const spy = vi.spyOn(clock, 'now').mockReturnValue(at(0));
    const owner = await newCaller(app, database);
    const post = async (body: object) =>
      expectStatus(await owner.post<{ id: string }>('/items', body), 201);
    await post({ content: 'urgente', dueAt: at(0.5).toISOString() });
    await post({ content: 'atrasado', dueAt: at(-1).toISOString() });
    await post({ content: 'tranquilo', dueAt: at(3).toISOString() });
    const separated = await post({ content: 'separado' });
    const someday = await post({ content: 'algum dia' });
    const canceled = await post({ content: 'cancelado', dueAt: at(0.1).toISOString() });
    expectStatus(await owner.post(`/items/${separated.id}/separate`), 200);
    expectStatus(await owner.post(`/items/${someday.id}/process`, { action: 'someday' }), 200);
    expectStatus(await owner.post(`/items/${canceled.id}/cancel`), 200);
    spy.mockReturnValue(at(0.01));
    expect(expectStatus(await owner.get('/inbox/summary'), 200)).toEqual({
      counts: { collected: 3, separated: 2, canceled: 1, archived: 0 },
      urgent: 2,
      someday: 1,
      reviewDue: false,
      oldestCollectedAt: at(0).toISOString(),
    });
  });

  it('reviewDue: true after 7 days never reaching zero collected items, false after an empty moment', async () => {
    const spy = vi.spyOn(clock, 'now');
    const owner = await newCaller(app, database);
    const summary = async (days: number) => {
      spy.mockReturnValue(at(days));
      return expectStatus(await owner.get<{ reviewDue: boolean }>('/inbox/summary'), 200).reviewDue;
    };
    const capture = async (days: number, content: string) => {
      spy.mockReturnValue(at(days));
      return expectStatus(await owner.post<{ id: string }>('/items', { content }), 201).id;
    };
    const separate = async (days: number, id: string) => {
      spy.mockReturnValue(at(days));
      expectStatus(await owner.post(`/items/${id}/separate`), 200);
    };

    const first = await capture(0, 'primeiro');
    expect(await summary(6.9)).toBe(false);
    // A second item arrives before the first is processed: the inbox never empties.
    const second = await capture(5, 'segundo');
    await separate(6, first);
    expect(await summary(7.1)).toBe(true);
    // Inbox zero for a moment (day 8), then a new capture: the 7 days start again.
    await separate(8, second);
    expect(await summary(8)).toBe(false);
    await capture(8.5, 'terceiro');
    expect(await summary(15)).toBe(false);
    expect(await summary(15.6)).toBe(true);
  });
});
