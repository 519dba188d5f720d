import { LRUCache } from 'lru-cache';
import { userQueue, workspaceDestination } from './destinations';
import { escapeHeader } from './frames';
import { REALTIME_CLOSE } from '@orbita/contracts';
import { endMessages, type StompSession } from './session';

/** What every module publishes after its transaction commits (see index.ts). */
export interface RealtimeEvent {
  type: 'created' | 'updated' | 'deleted' | (string & {});
  workspaceId: string;
  entity: string;
  id: string;
  data: unknown;
  /** The tab whose request made the change (contracts' RealtimeMessage.origin); null when none. */
  origin?: string | null;
}

/**
 * A message travelling between instances: a workspace event, one user's notification, or
 * the end of some of a user's sign-in sessions (their sockets close on every instance).
 */
export type BusMessage =
  | { kind: 'event'; event: RealtimeEvent }
  | { kind: 'user'; userId: string; payload: unknown }
  | { kind: 'sessions-ended'; userId: string; sessionIds: string[] };

/**
 * Membership changes are published by the workspaces module as entity `membership` with
 * the member's id in `data.userId`; the broker then re-reads that user's workspaces.
 */
export const membershipEntity = 'membership';

function concernedUser(event: RealtimeEvent): string | undefined {
  if (event.entity !== membershipEntity || !event.data || typeof event.data !== 'object')
    return undefined;
  const userId = (event.data as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : undefined;
}

/** How long an ended session is remembered: far longer than an upgrade takes. */
const endedMemoryMs = 60_000;

/** The `content-type`, `content-length`, blank line, body and NUL of a MESSAGE, built once per message. */
function messageTail(body: string): string {
  return `content-type:application/json\ncontent-length:${Buffer.byteLength(body, 'utf8')}\n\n${body}\0`;
}

/**
 * This instance's sockets, indexed by user and by workspace, and local delivery. A
 * session is in a workspace's index only while its user is a member (read from the
 * memberships table on connect and again when a membership event concerns the user),
 * so `/topic/*` yields exactly the user's workspaces.
 */
export class Broker {
  private readonly byUser = new Map<string, Set<StompSession>>();
  private readonly byWorkspace = new Map<string, Set<StompSession>>();
  private readonly workspacesOf = new Map<StompSession, Set<string>>();
  /**
   * Sign-in sessions ended lately (id → when). A socket authenticated just before its
   * session was revoked can be added after the revocation went by; it is refused here.
   */
  private readonly endedSessions = new Map<string, number>();
  private queue: Promise<void> | null = null;
  /**
   * When this instance last saw a message for a workspace (`w:<id>`) or a person
   * (`u:<id>`), events from every instance included (they all come through the bus). Bounded:
   * what is forgotten raises `floor`, so a forgotten key answers "maybe just now", never
   * "nothing happened".
   */
  private readonly lastAt = new LRUCache<string, number>({
    max: 100_000,
    dispose: (at, _key, reason) => {
      if (reason === 'evict' || reason === 'delete') this.floor = Math.max(this.floor, at);
    },
  });
  /** Before this instance started it saw nothing: that counts as an event then. */
  private floor = Date.now();

  constructor(
    private readonly loadWorkspaceIds: (userId: string) => Promise<string[]>,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.workspacesOf.size;
  }

  sessions(): IterableIterator<StompSession> {
    return this.workspacesOf.keys();
  }

  /** Open sockets of one user on this instance. */
  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  add(session: StompSession, workspaceIds: string[]): void {
    if (session.authSessionId !== undefined && this.endedSessions.has(session.authSessionId))
      return session.end(endMessages.revoked, REALTIME_CLOSE.sessionRevoked);
    let own = this.byUser.get(session.userId);
    if (!own) this.byUser.set(session.userId, (own = new Set()));
    own.add(session);
    this.workspacesOf.set(session, new Set());
    this.setWorkspaces(session, workspaceIds);
  }

  remove(session: StompSession): void {
    const workspaces = this.workspacesOf.get(session);
    if (!workspaces) return;
    for (const id of workspaces) this.unindex(id, session);
    this.workspacesOf.delete(session);
    const own = this.byUser.get(session.userId);
    own?.delete(session);
    if (own?.size === 0) this.byUser.delete(session.userId);
  }

  private setWorkspaces(session: StompSession, workspaceIds: string[]): void {
    const current = this.workspacesOf.get(session);
    if (!current) return; // closed meanwhile
    const next = new Set(workspaceIds);
    for (const id of current) if (!next.has(id)) this.unindex(id, session);
    for (const id of next) {
      let set = this.byWorkspace.get(id);
      if (!set) this.byWorkspace.set(id, (set = new Set()));
      set.add(session);
    }
    this.workspacesOf.set(session, next);
  }

  private unindex(workspaceId: string, session: StompSession): void {
    const set = this.byWorkspace.get(workspaceId);
    set?.delete(session);
    if (set?.size === 0) this.byWorkspace.delete(workspaceId);
  }

  /**
   * Delivers in arrival order. Usually synchronous; a membership change first re-reads
   * the member's workspaces, and what arrives meanwhile waits behind it.
   */
  dispatch(message: BusMessage): void {
    const userId = message.kind === 'event' ? concernedUser(message.event) : undefined;
    const refresh = userId !== undefined && this.byUser.has(userId);
    if (!refresh && !this.queue) return this.deliver(message);
    const step = async () => {
      if (refresh) await this.refreshUser(userId);
      this.deliver(message);
    };
    const next: Promise<void> = (this.queue ?? Promise.resolve()).then(step).catch(this.onError);
    this.queue = next;
    void next.then(() => {
      if (this.queue === next) this.queue = null;
    });
  }

  /** Resolves when every queued delivery is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.queue) await this.queue;
  }

  private async refreshUser(userId: string): Promise<void> {
    const ids = await this.loadWorkspaceIds(userId);
    for (const session of this.byUser.get(userId) ?? []) this.setWorkspaces(session, ids);
  }

  /**
   * The last message `session`'s person could have been sent: for them or any of their
   * workspaces (at the earliest, when this instance started). A client compares it with
   * when it read, to refetch only what may have missed something (issue 26).
   */
  lastEventFor(session: StompSession): number {
    let last = this.lastAt.get(`u:${session.userId}`) ?? this.floor;
    for (const id of this.workspacesOf.get(session) ?? [])
      last = Math.max(last, this.lastAt.get(`w:${id}`) ?? this.floor);
    return last;
  }

  private noteDelivery(message: BusMessage): void {
    const now = Date.now();
    if (message.kind === 'user') this.lastAt.set(`u:${message.userId}`, now);
    if (message.kind !== 'event') return;
    this.lastAt.set(`w:${message.event.workspaceId}`, now);
    const userId = concernedUser(message.event);
    if (userId !== undefined) this.lastAt.set(`u:${userId}`, now);
  }

  private deliver(message: BusMessage): void {
    this.noteDelivery(message);
    if (message.kind === 'sessions-ended') {
      const ended = new Set(message.sessionIds);
      for (const id of ended) this.endedSessions.set(id, Date.now());
      for (const session of [...(this.byUser.get(message.userId) ?? [])]) {
        if (session.authSessionId !== undefined && ended.has(session.authSessionId))
          session.end(endMessages.revoked, REALTIME_CLOSE.sessionRevoked);
      }
      return;
    }
    if (message.kind === 'user') {
      const tail = messageTail(JSON.stringify(message.payload));
      for (const session of this.byUser.get(message.userId) ?? []) {
        for (const sub of session.subscriptions.values()) {
          if (sub.target.kind === 'notifications') session.deliver(sub, userQueue, tail);
        }
      }
      return;
    }
    const { event } = message;
    let recipients = this.byWorkspace.get(event.workspaceId) ?? new Set<StompSession>();
    // The member just removed still hears about their own removal.
    const userId = concernedUser(event);
    const own = userId === undefined ? undefined : this.byUser.get(userId);
    if (own) recipients = new Set([...recipients, ...own]);
    if (recipients.size === 0) return;
    const tail = messageTail(JSON.stringify(event));
    const destination = escapeHeader(workspaceDestination(event.workspaceId));
    for (const session of recipients) {
      for (const sub of session.subscriptions.values()) {
        const { target } = sub;
        if (
          target.kind === 'workspaces' ||
          (target.kind === 'workspace' && target.workspaceId === event.workspaceId)
        ) {
          session.deliver(sub, destination, tail);
        }
      }
    }
  }

  /** Heart-beats and timeouts of every session. */
  tick(tickMs: number): void {
    const now = Date.now();
    for (const [id, at] of this.endedSessions)
      if (now - at > endedMemoryMs) this.endedSessions.delete(id);
    for (const session of [...this.workspacesOf.keys()]) session.tick(now, tickMs);
  }
}
