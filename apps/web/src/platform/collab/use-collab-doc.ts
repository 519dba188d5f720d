import { useMemo, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { CollabConnection, type CollabState } from './collab-connection';

export interface CollabDoc extends CollabState {
  doc: Y.Doc;
  /** Presence; null while not connected. Convention: `{ user: { id, name, color }, selection: string[] }`. */
  awareness: Awareness | null;
  provider: WebsocketProvider | null;
}

const idle: CollabState = { status: 'connecting', readOnly: false, refused: false };

/**
 * One room's document for React: the Y.Doc lives as long as the handle (so offline edits stay
 * and merge on reconnect); the connection opens with the first subscriber and is destroyed
 * with the last (unmount; React's StrictMode re-subscribe opens a fresh one).
 */
export class CollabHandle {
  readonly doc = new Y.Doc();
  private connection: CollabConnection | null = null;
  private stopFollowing: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  private current: CollabDoc;

  constructor(
    readonly room: string,
    private readonly open: (doc: Y.Doc, room: string) => CollabConnection = (doc, room) =>
      new CollabConnection(doc, room),
  ) {
    this.current = this.build();
  }

  private build(): CollabDoc {
    const c = this.connection;
    return {
      ...(c ? c.snapshot() : idle),
      doc: this.doc,
      awareness: c?.awareness ?? null,
      provider: c?.provider ?? null,
    };
  }

  private refresh(): void {
    this.current = this.build();
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.connection) {
      this.connection = this.open(this.doc, this.room);
      this.stopFollowing = this.connection.subscribe(() => this.refresh());
      // React reads the snapshot again right after subscribing.
      this.current = this.build();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0 || !this.connection) return;
      this.stopFollowing?.();
      this.connection.destroy();
      this.connection = null;
      this.current = this.build();
    };
  };

  readonly snapshot = (): CollabDoc => this.current;
}

/**
 * The live document of `room` (`<kind>:<id>`, e.g. `mind-map:<uuid>`) on the collaboration
 * layer (server: platform/collab): `{ doc, awareness, provider, status: 'connecting' |
 * 'synced' | 'offline', readOnly, refused }`. A new room is a new document. `readOnly` comes
 * from the server (Observador): the editor must not write then (the server drops such edits
 * anyway). `refused`: the document is gone or not accessible (the server's 4404).
 */
export function useCollabDoc(room: string): CollabDoc {
  const handle = useMemo(() => new CollabHandle(room), [room]);
  return useSyncExternalStore(handle.subscribe, handle.snapshot);
}
