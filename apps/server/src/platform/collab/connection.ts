import type { WebSocket } from 'ws';
import type { CollabAccess } from './types';

/** The per-socket limits (plugin options; defaults in plugin.ts). */
export interface ConnectionLimits {
  /** Messages a socket may send in a burst… */
  rateBurst: number;
  /** …refilled at this many per second; beyond, the socket is closed with slowDown. */
  ratePerSecond: number;
  /** Bytes queued towards a slow client before it is dropped (it reconnects and resyncs). */
  maxBufferedBytes: number;
}

/** One socket in one room: who, with which access, and the awareness clients it controls. */
export class Connection {
  /** Awareness client ids this socket announced (removed from the room when it leaves). */
  readonly awarenessIds = new Set<number>();
  private tokens: number;
  private refilledAt = Date.now();
  closed = false;

  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
    /** The person's name, stamped on every presence state this socket sends. */
    readonly userName: string,
    readonly sessionId: string,
    /** The workspace the socket acts in (a role change there reconnects it). */
    readonly workspaceId: string,
    readonly access: CollabAccess,
    private readonly limits: ConnectionLimits,
  ) {
    this.tokens = limits.rateBurst;
  }

  /** Token bucket: false when the socket sends faster than its allowance. */
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(
      this.limits.rateBurst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.limits.ratePerSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  send(message: Uint8Array): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      // A client this far behind resyncs from scratch on reconnect: nothing is lost.
      this.close(4290, 'lento demais');
      return;
    }
    this.socket.send(message);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.socket.close(code, reason);
    } catch {
      this.socket.terminate();
    }
  }
}
