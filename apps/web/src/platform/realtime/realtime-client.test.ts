import { REALTIME_CLOSE } from '@orbita/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMobileClient } from '../http/client-mode';
import { renewSession } from '../http/request';
import type * as RequestModule from '../http/request';
import { logout } from '../session/logout';
import { clearSession, setToken, updateSession } from '../session/session-store';
import {
  catchUpOf,
  createRealtimeClient,
  mayHaveMissed,
  HEARTBEAT_MS,
  onRealtimeEvent,
  RECONNECT_DELAY_MS,
  startRealtime,
} from './realtime-client';

interface FakeClient {
  brokerURL?: string;
  reconnectDelay?: number;
  heartbeatIncoming?: number;
  heartbeatOutgoing?: number;
  beforeConnect: (c: FakeClient) => void;
  onConnect: () => void;
  onStompError: (frame: { headers: Record<string, string> }) => void;
  onWebSocketError: (event: Event) => void;
  onWebSocketClose: (event: { code: number }) => void;
  activate: ReturnType<typeof vi.fn>;
  deactivate: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  watchForReceipt: ReturnType<typeof vi.fn>;
}

const { instances } = vi.hoisted(() => ({ instances: [] as FakeClient[] }));

vi.mock('@stomp/stompjs', () => ({
  Client: class {
    activate = vi.fn();
    deactivate = vi.fn(async () => {});
    subscribe = vi.fn();
    watchForReceipt = vi.fn();
    constructor(config: object) {
      Object.assign(this, config);
      instances.push(this as unknown as FakeClient);
    }
  },
}));

vi.mock('../http/client-mode', () => ({ isMobileClient: vi.fn(() => false) }));
vi.mock('../http/request', async (original) => ({
  ...(await original<typeof RequestModule>()),
  renewSession: vi.fn(async () => null),
}));

const setXsrf = (value: string) => {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
};
const last = () => instances[instances.length - 1]!;
const stops: (() => void)[] = [];
const start = () => {
  const stop = startRealtime();
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  instances.length = 0;
  vi.mocked(isMobileClient).mockReturnValue(false);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  clearSession();
  vi.restoreAllMocks();
});

describe('realtime client configuration (spec §7, §9)', () => {
  it('uses reconnect delay 5000 ms and heart-beats 10000 ms both ways', () => {
    const client = createRealtimeClient() as unknown as FakeClient;
    expect(RECONNECT_DELAY_MS).toBe(5000);
    expect(HEARTBEAT_MS).toBe(10_000);
    expect(client).toMatchObject({
      reconnectDelay: 5000,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
    });
  });

  it('web: connects to /ws on this host with the XSRF cookie value as the token', async () => {
    setXsrf('xsrf-123');
    setToken('jwt-abc');
    const client = createRealtimeClient() as unknown as FakeClient;
    expect(client.brokerURL).toBe(`ws://${location.host}/ws?token=xsrf-123`);
    // Rebuilt before every (re)connection, so a renewed value is used. The server renews the
    // cookie in a response, a later task than this one (cookies are read once per task).
    setXsrf('xsrf-456');
    await Promise.resolve();
    client.beforeConnect(client);
    expect(client.brokerURL).toBe(`ws://${location.host}/ws?token=xsrf-456`);
  });

  it('mobile: sends the stored token instead', () => {
    vi.mocked(isMobileClient).mockReturnValue(true);
    setXsrf('xsrf-123');
    setToken('jwt/abc+');
    const client = createRealtimeClient() as unknown as FakeClient;
    expect(client.brokerURL).toBe(
      `ws://${location.host}/ws?token=${encodeURIComponent('jwt/abc+')}`,
    );
  });

  it('subscribes to /topic/* and the notification queue and emits each message, parsed, as a ws event', () => {
    const client = createRealtimeClient() as unknown as FakeClient;
    client.onConnect();
    expect(client.subscribe.mock.calls.map((c) => c[0])).toEqual([
      '/topic/*',
      '/user/queue/notifications',
    ]);
    const received: unknown[] = [];
    const off = onRealtimeEvent((payload) => received.push(payload));
    const deliver = client.subscribe.mock.calls[0]![1] as (m: { body: string }) => void;
    deliver({ body: '{"type":"created","entity":"task","id":"1"}' });
    deliver({ body: 'not json' });
    off();
    deliver({ body: '{"ignored":true}' });
    expect(received).toEqual([{ type: 'created', entity: 'task', id: '1' }]);
  });

  it('asks a receipt for the last subscription and reads the server’s last event into this clock', () => {
    const client = createRealtimeClient() as unknown as FakeClient;
    client.onConnect();
    const [receiptId] = client.watchForReceipt.mock.calls[0]! as [string];
    expect(client.subscribe.mock.calls.map((c) => c[2])).toEqual([{}, { receipt: receiptId }]);
    // Server clock 5 s behind ours: its event 2 s ago was 2 s before the receipt arrived here.
    expect(
      catchUpOf(100, { 'last-event-at': '993000', 'server-time': '995000' }, 1_000_000),
    ).toEqual({ subscribedAt: 100, lastEventAt: 998_000 });
    // An older server (or garbage): no estimate, every earlier read counts as stale.
    expect(catchUpOf(100, {}, 1_000_000)).toEqual({ subscribedAt: 100 });
    expect(catchUpOf(100, { 'last-event-at': 'x', 'server-time': '1' }, 5)).toEqual({
      subscribedAt: 100,
    });
    expect(mayHaveMissed({ subscribedAt: 100 }, 50)).toBe(true);
    expect(mayHaveMissed({ subscribedAt: 100 }, 100)).toBe(false);
    expect(mayHaveMissed({ subscribedAt: 100 }, 0)).toBe(false);
  });

  it('logs broker errors with their message', () => {
    const client = createRealtimeClient() as unknown as FakeClient;
    client.onStompError({ headers: { message: 'Destino desconhecido' } });
    expect(console.error).toHaveBeenCalledWith(expect.any(String), 'Destino desconhecido');
    expect(client.deactivate).not.toHaveBeenCalled();
  });

  it('logs a WebSocket error and deactivates the client', () => {
    const client = createRealtimeClient() as unknown as FakeClient;
    client.onWebSocketError(new Event('error'));
    expect(console.error).toHaveBeenCalled();
    expect(client.deactivate).toHaveBeenCalledTimes(1);
  });
});

describe('realtime connection lifecycle (spec §4)', () => {
  it('stays disconnected while signed out and connects on sign-in', () => {
    start();
    expect(instances).toHaveLength(0);
    setToken('first');
    expect(instances).toHaveLength(1);
    expect(last().activate).toHaveBeenCalledTimes(1);
  });

  it('connects at once when started signed in', () => {
    setToken('first');
    start();
    expect(instances).toHaveLength(1);
    expect(last().activate).toHaveBeenCalledTimes(1);
  });

  it('reconnects when the token changes to a new non-empty value, not on other session updates', () => {
    setToken('first');
    start();
    const first = last();
    updateSession({ checkpoints: ['boas-vindas'] });
    expect(instances).toHaveLength(1);
    setToken('second');
    expect(first.deactivate).toHaveBeenCalledTimes(1);
    expect(instances).toHaveLength(2);
    expect(last().activate).toHaveBeenCalledTimes(1);
  });

  it('disconnects on logout (token cleared)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    setToken('first');
    start();
    const client = last();
    await logout();
    expect(client.deactivate).toHaveBeenCalledTimes(1);
    expect(instances).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('disconnects when the last user releases it', () => {
    setToken('first');
    const stopA = start();
    const stopB = start();
    expect(instances).toHaveLength(1);
    stopA();
    expect(last().deactivate).not.toHaveBeenCalled();
    stopB();
    expect(last().deactivate).toHaveBeenCalledTimes(1);
    setToken('after-release');
    expect(instances).toHaveLength(1);
  });
});

describe('sockets the server ends (issue 14)', () => {
  beforeEach(() => vi.mocked(renewSession).mockClear());

  it('renews the session at once when the access token of the socket expired', () => {
    setToken('first');
    start();
    last().onWebSocketClose({ code: REALTIME_CLOSE.tokenExpired });
    expect(renewSession).toHaveBeenCalledTimes(1);
    // The renewed token reconnects (a new client), like any token change.
    setToken('renewed');
    expect(instances).toHaveLength(2);
    expect(last().activate).toHaveBeenCalledTimes(1);
  });

  it('stops retrying a revoked session, then renews (signing out) unless the tab logged out itself', () => {
    vi.useFakeTimers();
    try {
      setToken('first');
      start();
      const revoked = last();
      revoked.onWebSocketClose({ code: REALTIME_CLOSE.sessionRevoked });
      expect(revoked.deactivate).toHaveBeenCalledTimes(1);
      expect(renewSession).not.toHaveBeenCalled();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      expect(renewSession).toHaveBeenCalledTimes(1);

      // Its own logout: the token is gone by then, nothing to renew.
      vi.mocked(renewSession).mockClear();
      setToken('second');
      last().onWebSocketClose({ code: REALTIME_CLOSE.sessionRevoked });
      clearSession();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      expect(renewSession).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves other closes to the reconnect loop', () => {
    setToken('first');
    start();
    last().onWebSocketClose({ code: 1006 });
    expect(renewSession).not.toHaveBeenCalled();
    expect(last().deactivate).not.toHaveBeenCalled();
  });
});
