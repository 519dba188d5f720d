import { REALTIME_CLOSE } from '@orbita/contracts';
import { Client, type IMessage } from '@stomp/stompjs';
import { isMobileClient, renewSession } from '../http';
import { readCookie } from '../http/document-cookie';
import { XSRF_COOKIE } from '../http/transport';
import { getToken, onTokenUpdated } from '../session/session-store';

/** Spec §9: reconnect delay 5000 ms, heart-beats 10000 ms both ways. */
export const RECONNECT_DELAY_MS = 5000;
export const HEARTBEAT_MS = 10_000;
/** Spec §7: every topic (wildcard) and the user's notification queue. */
export const REALTIME_DESTINATIONS = ['/topic/*', '/user/queue/notifications'] as const;
export const WS_EVENT = 'ws';

/**
 * Every message from the server, parsed, as a `ws` event (`CustomEvent.detail`). Anything
 * may listen; useRealtimeInvalidation turns them into TanStack Query invalidations.
 */
export const realtimeEvents = new EventTarget();

export function onRealtimeEvent(listener: (payload: unknown) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<unknown>).detail);
  realtimeEvents.addEventListener(WS_EVENT, handler);
  return () => realtimeEvents.removeEventListener(WS_EVENT, handler);
}

const CONNECTED_EVENT = 'connected';

/**
 * What a (re)connection may have missed: events sent while no subscription listened
 * (before the first one, or during a disconnection). A read made before `subscribedAt` may
 * be stale, unless the server's last event for this person and their workspaces
 * (`lastEventAt`, the latest it can be in this tab's clock) went by well before it.
 */
export interface RealtimeCatchUp {
  subscribedAt: number;
  /** Absent when the server did not say (then every earlier read counts as stale). */
  lastEventAt?: number;
}

/**
 * How long before a read's answer an event may still have been missed by it: the read's
 * own time in flight and the clock estimate's error (one round trip) fit well within it.
 */
export const CATCH_UP_MARGIN_MS = 10_000;

/** Whether what was read at `readAt` (0: never) may have missed an event (issue 26). */
export function mayHaveMissed(catchUp: RealtimeCatchUp, readAt: number): boolean {
  if (readAt <= 0 || readAt >= catchUp.subscribedAt) return false;
  return catchUp.lastEventAt === undefined || readAt < catchUp.lastEventAt + CATCH_UP_MARGIN_MS;
}

/**
 * The catch-up of a subscription from the server's receipt: `last-event-at` in the
 * server's clock, moved into ours with `server-time` (read when the receipt arrived, so
 * an event can only have been earlier than this estimate says).
 */
export function catchUpOf(
  subscribedAt: number,
  headers: Record<string, string | undefined>,
  arrivedAt: number,
): RealtimeCatchUp {
  const last = Number(headers['last-event-at']);
  const serverTime = Number(headers['server-time']);
  if (!Number.isFinite(last) || !Number.isFinite(serverTime) || last <= 0 || serverTime <= 0)
    return { subscribedAt };
  return { subscribedAt, lastEventAt: last - serverTime + arrivedAt };
}

/** Called each time the socket is (re)connected and subscribed, with what it may have missed. */
export function onRealtimeConnected(listener: (catchUp: RealtimeCatchUp) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<RealtimeCatchUp>).detail);
  realtimeEvents.addEventListener(CONNECTED_EVENT, handler);
  return () => realtimeEvents.removeEventListener(CONNECTED_EVENT, handler);
}

/**
 * The token in the query string (spec §7): on the web the anti-forgery cookie's value
 * (the server then reads the session from the `ai-token` cookie); on mobile, which sends
 * no cookies, the stored access token itself.
 */
export function realtimeToken(): string {
  return isMobileClient() ? getToken() : (readCookie(XSRF_COOKIE) ?? '');
}

export function realtimeUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?token=${encodeURIComponent(realtimeToken())}`;
}

function emit(message: IMessage): void {
  let payload: unknown;
  try {
    payload = JSON.parse(message.body);
  } catch (error) {
    console.error('[Realtime] Mensagem que não é JSON ignorada.', error);
    return;
  }
  realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail: payload }));
}

export function createRealtimeClient(): Client {
  const client = new Client({
    brokerURL: realtimeUrl(),
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    debug: () => {},
  });
  // The token may have changed since the last attempt (refresh): rebuild the URL each time.
  client.beforeConnect = () => {
    client.brokerURL = realtimeUrl();
  };
  client.onConnect = () => {
    const subscribedAt = Date.now();
    // The receipt of the last SUBSCRIBE (frames are handled in order, so both listen by
    // then) carries the server's last event for this person: reads older than that by a
    // margin missed nothing, and are not fetched again.
    const receipt = `inscrito-${++receipts}`;
    client.watchForReceipt(receipt, (frame) => {
      const catchUp = catchUpOf(subscribedAt, frame.headers, Date.now());
      lastCatchUp = catchUp;
      realtimeEvents.dispatchEvent(new CustomEvent(CONNECTED_EVENT, { detail: catchUp }));
    });
    REALTIME_DESTINATIONS.forEach((destination, i) =>
      client.subscribe(
        destination,
        emit,
        i === REALTIME_DESTINATIONS.length - 1 ? { receipt } : {},
      ),
    );
  };
  client.onStompError = (frame) => {
    console.error('[Realtime] Erro do broker:', frame.headers.message);
  };
  client.onWebSocketClose = (event: CloseEvent) => afterServerEnd(client, event.code);
  client.onWebSocketError = (event) => {
    console.error('[Realtime] Erro no WebSocket.', event);
    void client.deactivate();
  };
  return client;
}

/**
 * The server ends a socket when the credentials it was opened with end. Token expired:
 * renew the session now (the new token reconnects, see `follow`). Session revoked: stop
 * retrying; if this tab still holds the same token after a reconnect delay (it was not
 * its own logout), renewing fails and signs the person out with the usual notice.
 */
function afterServerEnd(ended: Client, code: number): void {
  if (code === REALTIME_CLOSE.tokenExpired) {
    void renewSession();
  } else if (code === REALTIME_CLOSE.sessionRevoked) {
    void ended.deactivate();
    const token = getToken();
    setTimeout(() => {
      if (token && getToken() === token) void renewSession();
    }, RECONNECT_DELAY_MS);
  }
}

let client: Client | null = null;
let connectedToken = '';
let lastCatchUp: RealtimeCatchUp | null = null;
let receipts = 0;

/**
 * The open connection's catch-up (null when not connected or not yet subscribed): a
 * listener that arrives after the connection (the shell mounts once its chunks are in,
 * the socket opens at boot) learns from it what it missed, like `onRealtimeConnected`'s.
 */
export function realtimeCatchUp(): RealtimeCatchUp | null {
  return client?.connected ? lastCatchUp : null;
}
let users = 0;
let stopWatching: (() => void) | null = null;

function disconnect(): void {
  const current = client;
  client = null;
  connectedToken = '';
  lastCatchUp = null;
  if (current) void current.deactivate();
}

/** Connects when signed in; a new non-empty token forces a reconnect; an empty one (logout) disconnects. */
function follow(): void {
  const token = getToken();
  if (!token) return disconnect();
  if (client && token === connectedToken) return; // e.g. only checkpoints changed
  disconnect();
  connectedToken = token;
  client = createRealtimeClient();
  client.activate();
}

/**
 * Starts the connection for as long as someone needs it (the signed-in shell); returns
 * the function that releases it. Calls are counted, so the last release disconnects.
 */
export function startRealtime(): () => void {
  users++;
  if (users === 1) {
    stopWatching = onTokenUpdated(follow);
    follow();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0) {
      stopWatching?.();
      stopWatching = null;
      disconnect();
    }
  };
}
