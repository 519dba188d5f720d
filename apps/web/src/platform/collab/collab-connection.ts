import * as decoding from 'lib0/decoding';
import { Awareness } from 'y-protocols/awareness';
import { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { renewSession } from '../http';
import { realtimeToken } from '../realtime/realtime-client';
import { getSession, getToken, onTokenUpdated } from '../session/session-store';

export type CollabStatus = 'connecting' | 'synced' | 'offline';

/** The server's close codes (apps/server/src/platform/collab/protocol.ts COLLAB_CLOSE). */
export const COLLAB_CLOSE = { unauthenticated: 4401, notFound: 4404, tooLarge: 4413 } as const;

export interface CollabState {
  status: CollabStatus;
  /** The server said this person may only follow (Observador). */
  readOnly: boolean;
  /** Refused for good: missing, another workspace's, no access (4404) or too large (4413). */
  refused: boolean;
}

/** `ws(s)://<this host>/api/collab`: the room name is appended by the provider. */
export function collabServerUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/collab`;
}

/** The realtime socket's token scheme (XSRF value on the web, the JWT on mobile) and the workspace. */
export function collabParams(): { token: string; workspace: string } {
  const workspace = getSession()?.workspaceId;
  return { token: realtimeToken(), workspace: typeof workspace === 'string' ? workspace : '' };
}

const messageAuth = 2;
const permissionDenied = 0;

/**
 * One document's live connection: a y-websocket provider on `/api/collab/<room>` with this
 * tab's credentials, its awareness, and a small observable state for React. Reconnects
 * with backoff (edits made meanwhile stay in the doc and are sent on reconnect); a 4401
 * (token expired or sign-in ended) renews the session and reconnects once; 4404/4413 stop.
 */
export class CollabConnection {
  readonly awareness: Awareness;
  readonly provider: WebsocketProvider;
  private state: CollabState = { status: 'connecting', readOnly: false, refused: false };
  private readonly listeners = new Set<() => void>();
  private readonly stopWatchingToken: () => void;
  private renewing = false;

  constructor(
    readonly doc: Y.Doc,
    readonly room: string,
    options: { WebSocketPolyfill?: typeof WebSocket; maxBackoffTime?: number } = {},
  ) {
    this.awareness = new Awareness(doc);
    this.provider = new WebsocketProvider(collabServerUrl(), room, doc, {
      awareness: this.awareness,
      params: collabParams(),
      maxBackoffTime: options.maxBackoffTime ?? 5000,
      ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
    });
    // The server tells an observer once, right after connecting ("permission denied: read-only").
    this.provider.messageHandlers[messageAuth] = (_encoder, decoder) => {
      if (decoding.readVarUint(decoder) !== permissionDenied) return;
      if (decoding.readVarString(decoder) === 'read-only') this.set({ readOnly: true });
    };
    this.provider.on('status', ({ status }) => {
      if (status === 'disconnected') this.set({ status: 'offline' });
      else if (status === 'connecting' && this.state.status !== 'offline')
        this.set({ status: 'connecting' });
    });
    this.provider.on('sync', (synced) => {
      if (synced) this.set({ status: 'synced' });
    });
    this.provider.on('connection-close', () => {
      // The next attempt carries the current token (refreshed meanwhile, or another workspace).
      this.provider.params = collabParams();
    });
    this.provider.on('closed', ({ code }) => this.closedForGood(code));
    this.stopWatchingToken = onTokenUpdated(() => {
      this.provider.params = collabParams();
    });
  }

  private closedForGood(code: number): void {
    if (code === COLLAB_CLOSE.unauthenticated && !this.renewing) {
      this.renewing = true;
      void renewSession().then((token) => {
        this.renewing = false;
        if (!token || !getToken()) return;
        this.provider.params = collabParams();
        this.provider.connect();
      });
      return;
    }
    if (code === COLLAB_CLOSE.notFound || code === COLLAB_CLOSE.tooLarge)
      this.set({ status: 'offline', refused: true });
  }

  private set(patch: Partial<CollabState>): void {
    const next = { ...this.state, ...patch };
    if (
      next.status === this.state.status &&
      next.readOnly === this.state.readOnly &&
      next.refused === this.state.refused
    )
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): CollabState => this.state;

  destroy(): void {
    this.stopWatchingToken();
    this.listeners.clear();
    this.provider.destroy();
    this.awareness.destroy();
  }
}
