import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabId } from '../http/tab-id';
import { APP_STATE_KEY } from '../session/app-state';
import { clearSession, setToken, updateSession } from '../session/session-store';
import { CATCH_UP_MARGIN_MS, realtimeEvents, startRealtime, WS_EVENT } from './realtime-client';
import { useRealtimeInvalidation } from './use-realtime-invalidation';

const { instances, receiptHeaders } = vi.hoisted(() => ({
  instances: [] as { activate: () => void; deactivate: () => Promise<void> }[],
  /** What the fake server's subscription receipts say (none: an older server). */
  receiptHeaders: { current: {} as Record<string, string> },
}));

vi.mock('@stomp/stompjs', () => ({
  Client: class {
    activate = vi.fn();
    deactivate = vi.fn(async () => {});
    private readonly receipts = new Map<string, (frame: { headers: object }) => void>();
    watchForReceipt = vi.fn((id: string, callback: (frame: { headers: object }) => void) => {
      this.receipts.set(id, callback);
    });
    // The receipt comes back as soon as the subscription is made, like a server's would.
    subscribe = vi.fn((_destination: string, _on: unknown, headers: { receipt?: string } = {}) => {
      if (headers.receipt)
        this.receipts.get(headers.receipt)?.({ headers: { ...receiptHeaders.current } });
    });
    constructor() {
      instances.push(this);
    }
  },
}));

const HERE = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const ELSEWHERE = '7d3e1f2a-9b8c-4d5e-8f6a-1b2c3d4e5f60';
const OTHER_TAB = 'c5a1e2b3-4d5f-4a6b-9c7d-8e9f0a1b2c3d';

function Probe({ client }: { client: QueryClient }) {
  useRealtimeInvalidation(client);
  return null;
}

function publish(detail: unknown) {
  realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail }));
}

const taskEvent = (extra: Record<string, unknown>) => ({
  type: 'updated',
  entity: 'task',
  id: '1',
  data: {},
  ...extra,
});

/** A task list on screen (active) and a task detail cached from an earlier screen (inactive). */
async function screenWithTasks() {
  const client = new QueryClient();
  const listFn = vi.fn(async () => ['tarefa']);
  const list = new QueryObserver(client, { queryKey: ['task', 'list'], queryFn: listFn });
  const unsubscribe = list.subscribe(() => undefined);
  await waitFor(() => expect(list.getCurrentResult().data).toEqual(['tarefa']));
  client.setQueryData(['task', 'detail', '1'], { id: '1' });
  render(<Probe client={client} />);
  const state = (key: string[]) => client.getQueryState(key)!;
  return { client, listFn, unsubscribe, state };
}

afterEach(() => {
  clearSession();
  receiptHeaders.current = {};
});

it('connects while mounted and invalidates the queries of the event’s entity', async () => {
  setToken('jwt');
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(<Probe client={queryClient} />);
  expect(instances).toHaveLength(1);
  expect(instances[0]!.activate).toHaveBeenCalled();

  publish({ type: 'updated', entity: 'task', id: '1', workspaceId: 'w' });
  publish({ no: 'entity' });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['task'] });

  view.unmount();
  expect(instances[0]!.deactivate).toHaveBeenCalled();
  publish({ entity: 'task' });
  expect(invalidate).toHaveBeenCalledTimes(1);
});

describe('which events refetch', () => {
  it('another tab’s change refetches what is on screen and marks the rest stale', async () => {
    updateSession({ token: 'jwt', checkpoints: [], workspaceId: HERE });
    const { listFn, unsubscribe, state } = await screenWithTasks();
    publish(taskEvent({ workspaceId: HERE, origin: OTHER_TAB }));
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(2));
    expect(state(['task', 'detail', '1']).isInvalidated).toBe(true);
    // A change made by a script or another client (no origin) counts as another tab's.
    publish(taskEvent({ workspaceId: HERE, origin: null }));
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(3));
    unsubscribe();
  });

  it('a deletion refreshes the nexos panels too (the database drops the record’s links unannounced)', async () => {
    updateSession({ token: 'jwt', checkpoints: [], workspaceId: HERE });
    const { client, unsubscribe } = await screenWithTasks();
    const nexosFn = vi.fn(async () => ['ligação']);
    const panel = new QueryObserver(client, {
      queryKey: ['nexos', 'list', 'person', 'p1'],
      queryFn: nexosFn,
    });
    const offPanel = panel.subscribe(() => undefined);
    await waitFor(() => expect(nexosFn).toHaveBeenCalledTimes(1));
    // An update leaves the links alone; a deletion reloads them.
    publish(taskEvent({ workspaceId: HERE, origin: OTHER_TAB }));
    publish(taskEvent({ type: 'deleted', workspaceId: HERE, origin: OTHER_TAB }));
    await waitFor(() => expect(nexosFn).toHaveBeenCalledTimes(2));
    offPanel();
    unsubscribe();
  });

  it('another person’s batch (30 events at once) refetches the screen once, cancelling nothing', async () => {
    updateSession({ token: 'jwt', checkpoints: [], workspaceId: HERE });
    const { listFn, unsubscribe } = await screenWithTasks();
    const aborted = vi.fn();
    listFn.mockImplementation(
      ({ signal }: { signal?: AbortSignal } = {}) =>
        new Promise<string[]>((resolve) => {
          signal?.addEventListener('abort', aborted);
          setTimeout(() => resolve(['tarefa']), 20);
        }),
    );
    for (let i = 0; i < 30; i += 1)
      publish(taskEvent({ id: String(i), workspaceId: HERE, origin: OTHER_TAB }));
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listFn).toHaveBeenCalledTimes(2);
    expect(aborted).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('this tab’s own echo refetches nothing: its mutation already wrote the cache', async () => {
    updateSession({ token: 'jwt', checkpoints: [], workspaceId: HERE });
    const { client, listFn, unsubscribe, state } = await screenWithTasks();
    client.setQueryData(['task', 'list'], ['tarefa', 'nova']);
    publish(taskEvent({ workspaceId: HERE, origin: tabId }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listFn).toHaveBeenCalledTimes(1);
    expect(state(['task', 'list']).isInvalidated).toBe(false);
    expect(client.getQueryData(['task', 'list'])).toEqual(['tarefa', 'nova']);
    // What the answer could not patch, and is not on screen, reloads when next shown.
    expect(state(['task', 'detail', '1']).isInvalidated).toBe(true);
    unsubscribe();
  });

  it('an event of another workspace leaves the current one’s queries alone', async () => {
    const { client, listFn, unsubscribe, state } = await screenWithTasks();
    client.setQueryData(APP_STATE_KEY, { workspaceId: HERE, role: 'editor' });
    // The signed-in state names the workspace shown, even when the stored session already moved on.
    updateSession({ token: 'jwt', checkpoints: [], workspaceId: ELSEWHERE });
    publish(taskEvent({ workspaceId: ELSEWHERE, origin: OTHER_TAB }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listFn).toHaveBeenCalledTimes(1);
    expect(state(['task', 'detail', '1']).isInvalidated).toBe(false);
    publish(taskEvent({ workspaceId: HERE, origin: OTHER_TAB }));
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(2));
    unsubscribe();
  });

  it('before the signed-in state loads, the stored session names the current workspace', async () => {
    updateSession({ token: 'jwt', checkpoints: [], workspaceId: HERE });
    const { listFn, unsubscribe } = await screenWithTasks();
    publish(taskEvent({ workspaceId: ELSEWHERE, origin: OTHER_TAB }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listFn).toHaveBeenCalledTimes(1);
    // A user-queue event about the person (no workspace) still counts wherever they are.
    publish({ type: 'updated', entity: 'task', id: 'u-1' });
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(2));
    unsubscribe();
  });
});

describe('a (re)connection', () => {
  it('refetches what was read before the subscription began, and nothing read since', async () => {
    setToken('jwt');
    const { client, listFn, unsubscribe, state } = await screenWithTasks();
    const stomp = instances.at(-1) as unknown as { onConnect: () => void };
    // The list was read before this connection subscribed: an event in between was lost.
    await new Promise((resolve) => setTimeout(resolve, 5));
    stomp.onConnect();
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(2));
    expect(state(['task', 'detail', '1']).isInvalidated).toBe(true);
    // Read after the subscription: a later connect of the same moment leaves it alone.
    const readAt = client.getQueryState(['task', 'list'])!.dataUpdatedAt;
    realtimeEvents.dispatchEvent(
      new CustomEvent('connected', { detail: { subscribedAt: readAt - 1 } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('refetches nothing read before the subscription when the server’s last event for the person is older than it by the margin', async () => {
    setToken('jwt');
    const serverClockAhead = 3_600_000;
    receiptHeaders.current = {
      'last-event-at': String(Date.now() + serverClockAhead - CATCH_UP_MARGIN_MS - 60_000),
      'server-time': String(Date.now() + serverClockAhead),
    };
    const { listFn, unsubscribe, state } = await screenWithTasks();
    const stomp = instances.at(-1) as unknown as { onConnect: () => void };
    await new Promise((resolve) => setTimeout(resolve, 5));
    stomp.onConnect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listFn).toHaveBeenCalledTimes(1);
    expect(state(['task', 'detail', '1']).isInvalidated).toBe(false);
    unsubscribe();
  });

  it('refetches what was read before the subscription when the server’s last event is recent, in its own clock', async () => {
    setToken('jwt');
    // The server's clock is an hour behind ours; its event was a second ago by it.
    const serverClockBehind = -3_600_000;
    receiptHeaders.current = {
      'last-event-at': String(Date.now() + serverClockBehind - 1_000),
      'server-time': String(Date.now() + serverClockBehind),
    };
    const { listFn, unsubscribe, state } = await screenWithTasks();
    const stomp = instances.at(-1) as unknown as { onConnect: () => void };
    await new Promise((resolve) => setTimeout(resolve, 5));
    stomp.onConnect();
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(2));
    expect(state(['task', 'detail', '1']).isInvalidated).toBe(true);
    unsubscribe();
  });

  // main.tsx opens the socket at boot; the shell (and this hook) mounts later.
  const bootConnection = () => {
    const release = startRealtime();
    const stomp = instances.at(-1) as unknown as { onConnect: () => void; connected: boolean };
    return { release, connect: () => ((stomp.connected = true), stomp.onConnect()) };
  };

  it('a connection opened at boot, before the first reads, refetches nothing when the shell mounts', async () => {
    setToken('jwt');
    const boot = bootConnection();
    boot.connect();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { listFn, unsubscribe, state } = await screenWithTasks();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listFn).toHaveBeenCalledTimes(1);
    expect(state(['task', 'detail', '1']).isInvalidated).toBe(false);
    unsubscribe();
    boot.release();
  });

  it('a connection opened at boot after a read still refetches that read when the shell mounts', async () => {
    setToken('jwt');
    const boot = bootConnection();
    const client = new QueryClient();
    const listFn = vi.fn(async () => ['tarefa']);
    const list = new QueryObserver(client, { queryKey: ['task', 'list'], queryFn: listFn });
    const unsubscribe = list.subscribe(() => undefined);
    await waitFor(() => expect(list.getCurrentResult().data).toEqual(['tarefa']));
    await new Promise((resolve) => setTimeout(resolve, 5));
    boot.connect();
    render(<Probe client={client} />);
    await waitFor(() => expect(listFn).toHaveBeenCalledTimes(2));
    unsubscribe();
    boot.release();
  });
});
