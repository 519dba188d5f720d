import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Tx } from '../db/client';
import { AppError } from '../errors';
import type { ConnectionLimits } from './connection';
import { COLLAB_CLOSE } from './protocol';
import { Room, type RoomHost } from './room';
import { collabDocuments } from './schema';
import type { CollabStore, UpdateRow } from './store';
import type { CollabActor, CollabKind, CollabSession, CollabVersion } from './types';

/**
 * A record's initial document written inside the caller's transaction, when it has none yet
 * (a concurrent first write wins; answers whether this one wrote). For module code that holds
 * only `tx` (imports, templates) and for records made before their kind went live.
 * `replace`: overwrite the snapshot — ONLY for a record created in this same transaction
 * (nobody can have opened it yet, so no live edit can be lost).
 */
export async function seedCollabDocument(
  tx: Tx,
  name: string,
  workspaceId: string,
  fn: (doc: Y.Doc) => void,
  options: { replace?: boolean } = {},
): Promise<boolean> {
  if (!parseRoom(name)) throw new Error(`collab: sala inválida ${name}`);
  const doc = new Y.Doc();
  try {
    fn(doc);
    const snapshot = Y.encodeStateAsUpdate(doc);
    const insert = tx.insert(collabDocuments).values({ id: name, workspaceId, snapshot });
    const rows = await (
      options.replace
        ? insert.onConflictDoUpdate({
            target: collabDocuments.id,
            set: { snapshot },
            where: eq(collabDocuments.workspaceId, workspaceId),
          })
        : insert.onConflictDoNothing()
    ).returning({ id: collabDocuments.id });
    return rows.length > 0;
  } finally {
    doc.destroy();
  }
}

/** Limits and knobs; `app.collab.limits` is this object (tests lower them at run time). */
export interface CollabLimits extends ConnectionLimits {
  /** Update rows folded into the snapshot once this many accumulated on one instance. */
  compactEvery: number;
  /** A single client message above this is refused (close tooLarge). */
  maxMessageBytes: number;
  /** Updates that would take a document above this are refused (close tooLarge). */
  maxDocumentBytes: number;
  /** A kind's `onSettled` runs once a room had no persisted update for this long… */
  settleAfterMs: number;
  /** …or this long after the first update of a burst that never goes quiet. */
  settleMaxWaitMs: number;
}

/** A room whose derived data must follow its document (see CollabKind.onSettled). */
interface PendingSettle {
  editors: Set<string>;
  firstAt: number;
  timer: NodeJS.Timeout | null;
  /** Failed attempts in a row (the retry waits longer each time, up to a minute). */
  failures: number;
}

export type CollabBusMessage =
  | { kind: 'update' | 'awareness'; room: string; from: string; data: string }
  | { kind: 'sessions-ended'; userId: string; sessionIds: string[] }
  | { kind: 'member-changed'; userId: string; workspaceId: string }
  | { kind: 'removed'; room: string };

const roomPattern = /^([a-z0-9-]{1,40}):([A-Za-z0-9_-]{1,100})$/;

/** `mind-map:<id>` → `{ kind: 'mind-map', id }` (null when not a room name). */
export function parseRoom(room: string): { kind: string; id: string } | null {
  const match = roomPattern.exec(room);
  return match ? { kind: match[1]!, id: match[2]! } : null;
}

/**
 * This instance's loaded rooms and the module-facing API (`app.collab`). A room stays
 * loaded while a socket or a server-side reader holds it; unloading waits for its queue,
 * and a new load of the same room waits for that, so nothing persisted late is missed.
 */
export class CollabHub {
  readonly kinds = new Map<string, CollabKind>();
  private readonly rooms = new Map<string, Room>();
  private readonly unloading = new Map<string, Promise<void>>();
  private readonly host: RoomHost;
  private readonly settles = new Map<string, PendingSettle>();
  /** The settle running per room: two never run at once for one room. */
  private readonly settling = new Map<string, Promise<void>>();
  private closing = false;

  constructor(
    private readonly store: CollabStore,
    readonly limits: CollabLimits,
    private readonly send: (message: CollabBusMessage) => void,
    readonly instanceId: string,
    log: RoomHost['log'],
  ) {
    this.log = log;
    this.host = {
      load: (room) => store.load(room),
      append: (room, rows: UpdateRow[]) => store.append(room, rows),
      compact: (room) => store.compact(room),
      publish: ({ kind, room, data }) =>
        send({ kind, room, from: instanceId, data: Buffer.from(data).toString('base64') }),
      idle: (room) => this.unload(room),
      persisted: (room, userIds) => this.scheduleSettle(room, userIds),
      log,
      get compactEvery() {
        return limits.compactEvery;
      },
      get maxDocumentBytes() {
        return limits.maxDocumentBytes;
      },
    };
  }

  private readonly log: RoomHost['log'];

  // --- derived data (CollabKind.onSettled) ---

  private scheduleSettle(name: string, userIds: (string | null)[]): void {
    if (!this.kindOf(name)?.onSettled) return;
    let pending = this.settles.get(name);
    if (!pending) {
      pending = { editors: new Set(), firstAt: Date.now(), timer: null, failures: 0 };
      this.settles.set(name, pending);
    }
    for (const id of userIds) if (id) pending.editors.add(id);
    if (this.closing) return;
    const waited = Date.now() - pending.firstAt;
    const delay = Math.max(
      0,
      Math.min(this.limits.settleAfterMs, this.limits.settleMaxWaitMs - waited),
    );
    this.arm(name, pending, delay);
  }

  private arm(name: string, pending: PendingSettle, delay: number): void {
    if (pending.timer) clearTimeout(pending.timer);
    pending.timer = setTimeout(() => void this.settleNow(name), delay);
    pending.timer.unref();
  }

  /**
   * Runs the kind's `onSettled` for `name` now if a burst is pending (after the one already
   * running, if any). Never rejects: a failure is logged and the burst is kept for a retry.
   */
  settleNow(name: string): Promise<void> {
    const previous = this.settling.get(name) ?? Promise.resolve();
    const run = previous.then(() => this.runSettle(name));
    this.settling.set(name, run);
    void run.finally(() => {
      if (this.settling.get(name) === run) this.settling.delete(name);
    });
    return run;
  }

  private async runSettle(name: string): Promise<void> {
    const pending = this.settles.get(name);
    const kind = this.kindOf(name);
    if (!pending || !kind?.onSettled) return;
    if (pending.timer) clearTimeout(pending.timer);
    pending.timer = null;
    this.settles.delete(name);
    try {
      const workspaceId = await this.store.workspaceOf(name);
      if (!workspaceId) return; // removed meanwhile: nothing left to derive from
      const doc = await this.read(name, workspaceId);
      try {
        await this.store.inTransaction((tx) =>
          kind.onSettled!(
            { tx, room: name, id: parseRoom(name)!.id, workspaceId, editors: [...pending.editors] },
            doc,
          ),
        );
      } finally {
        doc.destroy();
      }
    } catch (err) {
      this.log.error({ err, room: name }, 'collab: falha ao atualizar dados derivados');
      // Keep the burst (merged with whatever arrived meanwhile) and try again later.
      const next = this.settles.get(name);
      if (next) for (const id of pending.editors) next.editors.add(id);
      const kept = next ?? { ...pending, timer: null, failures: pending.failures + 1 };
      this.settles.set(name, kept);
      if (!this.closing)
        this.arm(name, kept, Math.min(60_000, this.limits.settleAfterMs * 2 ** kept.failures));
    }
  }

  /** Every pending settle run now (tests; the server closing). */
  async settleAll(): Promise<void> {
    await Promise.all([...this.settles.keys()].map((name) => this.settleNow(name)));
    await Promise.all([...this.settling.values()]);
  }

  /** The server is closing: settle what is pending once, no more retries afterwards. */
  async closeSettles(): Promise<void> {
    await this.settleAll();
    this.closing = true;
    for (const pending of this.settles.values()) if (pending.timer) clearTimeout(pending.timer);
  }

  addKind(kind: CollabKind): void {
    if (!/^[a-z0-9-]{1,40}$/.test(kind.kind)) throw new Error(`collab: tipo inválido ${kind.kind}`);
    this.kinds.set(kind.kind, kind);
  }

  kindOf(room: string): CollabKind | undefined {
    const parsed = parseRoom(room);
    return parsed ? this.kinds.get(parsed.kind) : undefined;
  }

  /** Loads (or finds) the room and holds it: call `release` when done. */
  async hold(name: string): Promise<Room> {
    let room = this.rooms.get(name);
    if (!room) {
      const previous = this.unloading.get(name);
      if (previous) await previous;
      room = this.rooms.get(name);
      if (!room) {
        room = new Room(name, this.host, this.kindOf(name)?.itemsMap ?? 'nodes');
        this.rooms.set(name, room);
      }
    }
    room.holds++;
    try {
      await room.ready;
    } catch (error) {
      room.holds--;
      if (this.rooms.get(name) === room) this.rooms.delete(name);
      room.destroy();
      throw error;
    }
    return room;
  }

  release(room: Room): void {
    room.holds--;
    room.maybeIdle();
  }

  private unload(name: string): void {
    const room = this.rooms.get(name);
    if (!room) return;
    if (!room.failed && (room.conns.size > 0 || room.holds > 0)) return;
    this.rooms.delete(name);
    const done = room.settled().then(() => room.destroy());
    this.unloading.set(name, done);
    void done.finally(() => {
      if (this.unloading.get(name) === done) this.unloading.delete(name);
    });
  }

  /** A message from the bus (the other instances' and our own). */
  dispatch(message: CollabBusMessage): void {
    if (message.kind === 'update' || message.kind === 'awareness') {
      if (message.from === this.instanceId) return;
      const room = this.rooms.get(message.room);
      if (!room) return;
      const data = new Uint8Array(Buffer.from(message.data, 'base64'));
      if (message.kind === 'update') room.applyRemote(data);
      else room.applyRemoteAwareness(data);
    } else if (message.kind === 'sessions-ended') {
      const ended = new Set(message.sessionIds);
      for (const room of this.rooms.values())
        for (const conn of [...room.conns])
          if (conn.userId === message.userId && ended.has(conn.sessionId))
            conn.close(COLLAB_CLOSE.unauthenticated, 'sessão encerrada');
    } else if (message.kind === 'member-changed') {
      for (const room of this.rooms.values())
        for (const conn of [...room.conns])
          if (conn.userId === message.userId && conn.workspaceId === message.workspaceId)
            conn.close(COLLAB_CLOSE.retry, 'papel alterado');
    } else if (message.kind === 'removed') {
      const room = this.rooms.get(message.room);
      if (room) for (const conn of [...room.conns]) conn.close(COLLAB_CLOSE.notFound, 'removido');
    }
  }

  /** Every loaded room catches up with PostgreSQL (our LISTEN was re-opened). */
  resyncAll(): Promise<void> {
    return Promise.all([...this.rooms.values()].map((r) => r.resync().catch(() => {}))).then(
      () => {},
    );
  }

  /** Every loaded room's queue done (tests, benches). */
  async settled(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((r) => r.settled()));
    await Promise.all([...this.unloading.values()]);
  }

  get loadedRooms(): number {
    return this.rooms.size;
  }

  /** Sockets open in one room on this instance. */
  socketsIn(room: string): number {
    return this.rooms.get(room)?.conns.size ?? 0;
  }

  room(name: string): Room | undefined {
    return this.rooms.get(name);
  }

  closeAll(code: number): void {
    for (const room of this.rooms.values())
      for (const conn of [...room.conns]) conn.close(code, 'servidor encerrando');
  }

  // --- the module API (app.collab), see index.ts ---

  async read(name: string, workspaceId: string): Promise<Y.Doc> {
    const status = await this.store.lookup(name, workspaceId);
    if (status === 'other') throw AppError.notFound('Documento não encontrado.');
    const copy = new Y.Doc();
    if (status === 'missing') return copy;
    const room = await this.hold(name);
    try {
      await room.settled();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(room.doc));
    } finally {
      this.release(room);
    }
    return copy;
  }

  async change(
    name: string,
    workspaceId: string,
    actor: CollabActor,
    fn: (doc: Y.Doc) => void,
  ): Promise<void> {
    if (!parseRoom(name)) throw AppError.notFound('Documento não encontrado.');
    await this.store.ensure(name, workspaceId);
    const room = await this.hold(name);
    try {
      await room.change(actor, fn);
    } finally {
      this.release(room);
    }
    // A server-side change (REST, restore) answers with its derived data already updated.
    await this.settleNow(name);
  }

  async seed(tx: Tx, name: string, workspaceId: string, fn: (doc: Y.Doc) => void): Promise<void> {
    if (!parseRoom(name)) throw new Error(`collab: sala inválida ${name}`);
    const doc = new Y.Doc();
    try {
      fn(doc);
      await tx
        .insert(collabDocuments)
        .values({ id: name, workspaceId, snapshot: Y.encodeStateAsUpdate(doc) });
    } finally {
      doc.destroy();
    }
  }

  async remove(name: string, workspaceId: string): Promise<void> {
    await this.store.remove(name, workspaceId);
    this.send({ kind: 'removed', room: name });
  }

  async createVersion(
    name: string,
    workspaceId: string,
    label: string,
    actor: CollabActor,
  ): Promise<CollabVersion> {
    const title = label.trim();
    if (title === '' || title.length > 200)
      throw AppError.validation('Dê um nome de 1 a 200 caracteres à versão.', {
        name: 'Dê um nome de 1 a 200 caracteres à versão.',
      });
    const doc = await this.read(name, workspaceId);
    try {
      return await this.store.createVersion(
        name,
        workspaceId,
        title,
        actor?.userId ?? null,
        Y.encodeStateAsUpdate(doc),
      );
    } finally {
      doc.destroy();
    }
  }

  listVersions(name: string, workspaceId: string): Promise<CollabVersion[]> {
    return this.store.listVersions(name, workspaceId);
  }

  async readVersion(name: string, workspaceId: string, versionId: string): Promise<Y.Doc> {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, await this.store.versionState(name, workspaceId, versionId));
    return doc;
  }

  async restoreVersion(
    name: string,
    workspaceId: string,
    versionId: string,
    actor: CollabActor,
  ): Promise<void> {
    const kind = this.kindOf(name);
    if (!kind?.restore)
      throw AppError.conflict('Este tipo de documento não permite restaurar versões.');
    const source = await this.readVersion(name, workspaceId, versionId);
    try {
      await this.change(name, workspaceId, actor, (doc) => kind.restore!(doc, source));
    } finally {
      source.destroy();
    }
  }

  listSessions(name: string, workspaceId: string, limit?: number): Promise<CollabSession[]> {
    return this.store.listSessions(name, workspaceId, limit);
  }

  /** Update rows not yet folded into the snapshot (tests, diagnostics). */
  pendingUpdates(name: string): Promise<number> {
    return this.store.pendingUpdates(name);
  }

  /** Whether the document exists in this workspace (no write). */
  async exists(name: string, workspaceId: string): Promise<boolean> {
    return (await this.store.lookup(name, workspaceId)) === 'mine';
  }
}
