import type { InboxItem } from '@orbita/contracts/flow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as QueueModule from './capture-queue';
import type { QueuedCapture } from './capture-queue';
import { disk } from '../../../../test/idb-keyval-stand-in';

vi.mock('idb-keyval', () => import('../../../../test/idb-keyval-stand-in'));

type Queue = typeof QueueModule;
type Send = (entry: QueuedCapture) => Promise<InboxItem>;
let q: Queue;
const user = 'user-1';
const entry = (n: number) => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  body: { content: `Ideia ${n}`, clientId: `00000000-0000-4000-8000-00000000000${n}` },
  workspaceId: 'ws-1',
  queuedAt: `2026-03-10T12:00:0${n}.000Z`,
});
const item = (content: string) => ({ content }) as InboxItem;
const failure = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

beforeEach(async () => {
  disk.clear();
  vi.resetModules();
  q = await import('./capture-queue');
});
afterEach(() => vi.restoreAllMocks());

describe('offline capture queue', () => {
  it('sends the waiting ideas in the order captured, once each', async () => {
    for (const n of [1, 2, 3]) await q.enqueueCapture(user, entry(n));
    await q.enqueueCapture(user, entry(2)); // the same key twice is kept once
    const send = vi.fn<Send>(async (e) => item(e.body.content));
    const onSent = vi.fn();
    expect(await q.flushQueue(user, { send, onSent })).toBe('done');
    expect(send.mock.calls.map(([e]) => e.body.content)).toEqual(['Ideia 1', 'Ideia 2', 'Ideia 3']);
    expect(onSent).toHaveBeenCalledTimes(3);
    expect(await q.readQueue(user)).toEqual([]);
    await q.flushQueue(user, { send });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops at a failure worth retrying, keeps the order, and sends the rest later', async () => {
    for (const n of [1, 2, 3]) await q.enqueueCapture(user, entry(n));
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce(item('Ideia 1'))
      .mockRejectedValueOnce(failure(0));
    expect(await q.flushQueue(user, { send })).toBe('retry-later');
    expect((await q.readQueue(user)).map((e) => e.body.content)).toEqual(['Ideia 2', 'Ideia 3']);
    send.mockImplementation(async (e) => item(e.body.content));
    expect(await q.flushQueue(user, { send })).toBe('done');
    // Ideia 2 went twice (same key: the server answers its first item), Ideia 3 once.
    expect(send.mock.calls.map(([e]) => e.body.content)).toEqual([
      'Ideia 1',
      'Ideia 2',
      'Ideia 2',
      'Ideia 3',
    ]);
    expect(send.mock.calls[1]![0].clientId).toBe(send.mock.calls[2]![0].clientId);
  });

  it('drops an idea the server refuses for good (400/403) and goes on', async () => {
    for (const n of [1, 2]) await q.enqueueCapture(user, entry(n));
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(failure(403))
      .mockResolvedValueOnce(item('Ideia 2'));
    const onRejected = vi.fn();
    expect(await q.flushQueue(user, { send, onRejected })).toBe('done');
    expect(onRejected).toHaveBeenCalledOnce();
    expect(await q.readQueue(user)).toEqual([]);
  });

  it('runs one flush at a time: a second call joins the first', async () => {
    await q.enqueueCapture(user, entry(1));
    let answer: (v: InboxItem) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise<InboxItem>((resolve) => (answer = resolve)));
    const first = q.flushQueue(user, { send });
    const second = q.flushQueue(user, { send });
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    answer(item('Ideia 1'));
    expect(await first).toBe('done');
    expect(await second).toBe('done');
    expect(send).toHaveBeenCalledOnce();
  });

  it('survives a reload (the queue is on the device), per person', async () => {
    await q.enqueueCapture(user, entry(1));
    await q.enqueueCapture('user-2', entry(2));
    vi.resetModules();
    const reloaded: Queue = await import('./capture-queue');
    expect((await reloaded.readQueue(user)).map((e) => e.body.content)).toEqual(['Ideia 1']);
    expect((await reloaded.readQueue('user-2')).map((e) => e.body.content)).toEqual(['Ideia 2']);
  });

  it('keeps at most 200 ideas waiting and says so in pt-BR', async () => {
    disk.set(
      `captures:${user}`,
      Array.from({ length: q.MAX_QUEUED }, (_, i) => ({ ...entry(1), clientId: `id-${i}` })),
    );
    await expect(q.enqueueCapture(user, entry(2))).rejects.toThrow(q.QUEUE_FULL_MESSAGE);
  });

  it('makes v4 UUIDs', () => {
    expect(q.newClientId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
