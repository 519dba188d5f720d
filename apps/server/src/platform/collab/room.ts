import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Connection } from './connection';
import {
  stampAwareness,
  awarenessMessage,
  awarenessOf,
  COLLAB_CLOSE,
  readOnlyMessage,
  syncStep1,
  syncStep2,
  updateMessage,
} from './protocol';
import type { UpdateRow } from './store';
import { emptySets, watchItems, type ItemSets } from './summary';
import type { CollabActor } from './types';

/** What a room needs from the hub that holds it. */
export interface RoomHost {
  load(room: string): Promise<Uint8Array[]>;
  append(room: string, rows: UpdateRow[]): Promise<void>;
  compact(room: string): Promise<number | null>;
  /** Tells the other instances (never rejects). */
  publish(message: { kind: 'update' | 'awareness'; room: string; data: Uint8Array }): void;
  /** The room has neither sockets nor holders: unload it. */
  idle(room: string): void;
  /** Updates of these people (null: the system) were persisted: derived data may follow. */
  persisted(room: string, userIds: (string | null)[]): void;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  compactEvery: number;
  maxDocumentBytes: number;
}

/** Marks changes that came from another instance (already persisted and counted there). */
const REMOTE = Symbol('remote');

/** A change waiting for the next flush: a socket's update or a server-side edit. */
interface Pending {
  conn: Connection | null;
  userId: string | null;
  apply: (doc: Y.Doc, origin: unknown) => void;
  bytes: number;
  done?: { resolve: () => void; reject: (error: unknown) => void };
}

/**
 * One loaded document: its Y.Doc, awareness and sockets on this instance. Everything that
 * touches the doc runs on one promise chain, in arrival order. Updates are batched: each
 * flush applies what arrived, appends it to PostgreSQL in one transaction and only then
 * relays it to the other sockets and instances. A failed append resets the room (its
 * sockets reconnect and re-send their changes in the sync handshake).
 */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly conns = new Set<Connection>();
  /** Server-side readers/writers holding the room loaded. */
  holds = 0;
  private chain: Promise<void>;
  private pending: Pending[] = [];
  private flushQueued = false;
  private counting: ItemSets | null = null;
  private unwatch: () => void;
  private bytes = 0;
  private sinceCompaction = 0;
  failed = false;

  constructor(
    readonly name: string,
    private readonly host: RoomHost,
    itemsMap: string,
  ) {
    this.awareness.setLocalState(null);
    this.unwatch = watchItems(this.doc, itemsMap, () => this.counting);
    this.awareness.on('update', this.onAwareness);
    this.chain = this.load();
  }

  private async load(): Promise<void> {
    const updates = await this.host.load(this.name);
    for (const u of updates) this.bytes += u.byteLength;
    this.sinceCompaction = Math.max(0, updates.length - 1);
    if (updates.length) Y.applyUpdate(this.doc, Y.mergeUpdates(updates), REMOTE);
  }

  /** Resolves once the room is loaded (rejects when loading failed). */
  get ready(): Promise<void> {
    return this.chain;
  }

  private enqueue(task: () => Promise<void> | void): Promise<void> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => {});
    return run;
  }

  /** Waits for what is queued (tests, unload). */
  settled(): Promise<void> {
    return this.chain;
  }

  join(conn: Connection): void {
    this.conns.add(conn);
    void this.enqueue(() => {
      // Our state vector first: the client answers with what we lack (its offline edits).
      conn.send(syncStep1(this.doc));
      if (conn.access === 'view') conn.send(readOnlyMessage());
      const others = [...this.awareness.getStates().keys()];
      if (others.length) conn.send(awarenessOf(this.awareness, others));
    });
  }

  leave(conn: Connection): void {
    if (!this.conns.delete(conn)) return;
    if (conn.awarenessIds.size)
      awarenessProtocol.removeAwarenessStates(this.awareness, [...conn.awarenessIds], null);
    this.maybeIdle();
  }

  maybeIdle(): void {
    if (this.conns.size === 0 && this.holds === 0) this.host.idle(this.name);
  }

  answerStep1(conn: Connection, stateVector: Uint8Array): void {
    void this.enqueue(() => conn.send(syncStep2(this.doc, stateVector)));
  }

  /** A socket's update. Observers' updates never get here (dropped by the hub). */
  receive(conn: Connection, update: Uint8Array): void {
    if (this.bytes + update.byteLength > this.host.maxDocumentBytes) {
      this.host.log.warn(
        { room: this.name, bytes: this.bytes },
        'collab: documento no limite de tamanho',
      );
      conn.close(COLLAB_CLOSE.tooLarge, 'documento grande demais');
      return;
    }
    this.bytes += update.byteLength;
    this.queue({
      conn,
      userId: conn.userId,
      bytes: update.byteLength,
      apply: (doc, origin) => Y.applyUpdate(doc, update, origin),
    });
  }

  /** A server-side edit; resolves once persisted (and relayed). */
  change(actor: CollabActor, fn: (doc: Y.Doc) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue({
        conn: null,
        userId: actor?.userId ?? null,
        bytes: 0,
        apply: (doc, origin) => doc.transact(() => fn(doc), origin),
        done: { resolve, reject },
      });
    });
  }

  private queue(item: Pending): void {
    this.pending.push(item);
    if (this.flushQueued) return;
    this.flushQueued = true;
    void this.enqueue(() => this.flush());
  }

  private async flush(): Promise<void> {
    this.flushQueued = false;
    const batch = this.pending.splice(0);
    if (this.failed) {
      for (const item of batch) item.done?.reject(new Error('collab: sala reiniciada'));
      return;
    }
    // One merged row per origin (socket, or server actor) per flush.
    const groups = new Map<unknown, { item: Pending; updates: Uint8Array[]; sets: ItemSets }>();
    const errors = new Map<Pending, unknown>();
    for (const item of batch) {
      const key = item.conn ?? `server:${item.userId ?? ''}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { item, updates: [], sets: emptySets() }));
      const emitted: Uint8Array[] = [];
      const capture = (u: Uint8Array) => emitted.push(u);
      this.doc.on('update', capture);
      this.counting = group.sets;
      try {
        item.apply(this.doc, item.conn ?? key);
      } catch (error) {
        errors.set(item, error);
        if (item.conn) item.conn.close(COLLAB_CLOSE.tooLarge, 'atualização inválida');
      } finally {
        this.counting = null;
        this.doc.off('update', capture);
      }
      group.updates.push(...emitted);
    }
    const rows = [...groups.values()]
      .filter((g) => g.updates.length > 0)
      .map((g) => ({
        conn: g.item.conn,
        row: {
          update: g.updates.length === 1 ? g.updates[0]! : Y.mergeUpdates(g.updates),
          userId: g.item.userId,
          added: [...g.sets.added],
          edited: [...g.sets.edited],
          removed: [...g.sets.removed],
        } satisfies UpdateRow,
      }));
    if (rows.length) {
      try {
        await this.host.append(
          this.name,
          rows.map((r) => r.row),
        );
      } catch (error) {
        this.host.log.error({ err: error, room: this.name }, 'collab: falha ao gravar');
        for (const item of batch) item.done?.reject(error);
        this.reset();
        return;
      }
      this.host.persisted(
        this.name,
        rows.map((r) => r.row.userId),
      );
    }
    for (const item of batch) {
      if (errors.has(item)) item.done?.reject(errors.get(item));
      else item.done?.resolve();
    }
    for (const { conn, row } of rows) {
      const message = updateMessage(row.update);
      for (const other of this.conns) if (other !== conn) other.send(message);
      this.host.publish({ kind: 'update', room: this.name, data: row.update });
    }
    this.sinceCompaction += rows.length;
    if (this.sinceCompaction >= this.host.compactEvery) await this.compact();
  }

  private async compact(): Promise<void> {
    try {
      const size = await this.host.compact(this.name);
      this.sinceCompaction = 0;
      if (size !== null) this.bytes = size;
    } catch (error) {
      // The updates are safe in their rows; compaction is tried again after N more.
      this.sinceCompaction = 0;
      this.host.log.warn({ err: error, room: this.name }, 'collab: compactação falhou');
    }
  }

  /** Forces a compaction now (tests, benches). */
  compactNow(): Promise<void> {
    return this.enqueue(() => this.compact());
  }

  /**
   * Catches up with PostgreSQL (after our LISTEN was down, notifications of the other
   * instances may have been missed): applies whatever the stored document has that ours
   * lacks and hands it to our sockets.
   */
  resync(): Promise<void> {
    return this.enqueue(async () => {
      const updates = await this.host.load(this.name);
      if (updates.length) this.integrateRemote(Y.mergeUpdates(updates), false);
    });
  }

  /** An update another instance persisted: apply and hand to our sockets. */
  applyRemote(update: Uint8Array): void {
    void this.enqueue(() => this.integrateRemote(update, true));
  }

  private integrateRemote(update: Uint8Array, counts: boolean): void {
    const emitted: Uint8Array[] = [];
    const capture = (u: Uint8Array) => emitted.push(u);
    this.doc.on('update', capture);
    try {
      Y.applyUpdate(this.doc, update, REMOTE);
    } finally {
      this.doc.off('update', capture);
    }
    if (counts) this.bytes += update.byteLength;
    for (const u of emitted) {
      const message = updateMessage(u);
      for (const conn of this.conns) conn.send(message);
    }
  }

  applyRemoteAwareness(update: Uint8Array): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, REMOTE);
  }

  receiveAwareness(conn: Connection, update: Uint8Array): void {
    const stamped = stampAwareness(update, { id: conn.userId, name: conn.userName });
    awarenessProtocol.applyAwarenessUpdate(this.awareness, stamped, conn);
  }

  answerAwarenessQuery(conn: Connection): void {
    conn.send(awarenessOf(this.awareness, [...this.awareness.getStates().keys()]));
  }

  private readonly onAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    const changed = [...added, ...updated, ...removed];
    if (changed.length === 0) return;
    if (origin && typeof origin === 'object' && this.conns.has(origin as Connection)) {
      const conn = origin as Connection;
      for (const id of [...added, ...updated]) conn.awarenessIds.add(id);
      for (const id of removed) conn.awarenessIds.delete(id);
    }
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
    const message = awarenessMessage(update);
    for (const conn of this.conns) conn.send(message);
    if (origin !== REMOTE) this.host.publish({ kind: 'awareness', room: this.name, data: update });
  };

  /**
   * The in-memory doc may hold changes that are not persisted: drop it. Every socket
   * reconnects (retry code) and re-sends its changes, which are persisted then.
   */
  reset(): void {
    this.failed = true;
    for (const conn of [...this.conns]) conn.close(COLLAB_CLOSE.retry, 'tente de novo');
    this.conns.clear();
    this.host.idle(this.name);
  }

  destroy(): void {
    this.unwatch();
    this.awareness.off('update', this.onAwareness);
    this.awareness.destroy();
    this.doc.destroy();
  }
}
