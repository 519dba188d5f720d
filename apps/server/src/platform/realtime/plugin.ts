import websocket from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { memberships } from '../identity/schema';
import { authenticateUpgrade } from '../auth';
import { AppError } from '../errors';
import { Broker, type BusMessage, type RealtimeEvent } from './broker';
import { PgBus } from './bus';
import { StompSession, type SessionLimits, type SocketOwner } from './session';
import { endSocketsOfEndedSessions, tooManySockets } from './session-ends';

/**
 * Who is opening the socket. The real one is `authenticateUpgrade` of platform/auth:
 * `?token=<access JWT>` (mobile), or `?token=<XSRF-TOKEN cookie value>` together with the
 * `ai-token` cookie's JWT (web); it also gives the sign-in session and the token's expiry,
 * which bound the socket's life. It throws an AppError 401 to refuse the upgrade.
 */
export type UpgradeAuthenticator = (request: FastifyRequest) => Promise<SocketOwner>;

export interface RealtimeOptions {
  /** Defaults to platform/auth's `authenticateUpgrade`; tests pass a fake. */
  authenticate?: UpgradeAuthenticator;
  /** Heart-beat offered both ways (spec §9: 10000 ms). */
  heartbeatMs?: number;
  maxFrameBytes?: number;
  maxBufferedBytes?: number;
  connectTimeoutMs?: number;
  /** NOTIFY channel shared by the instances on one database. */
  channel?: string;
  /** NOTIFY payloads above this many bytes go by reference through realtime_payloads. */
  inlineLimit?: number;
  /** Open sockets one person may hold on one instance (default 20); more are refused. */
  maxSocketsPerUser?: number;
}

/**
 * The low-level publisher behind `app.realtime`. Modules do not call it: they use the one
 * publish helper (platform/realtime/publish.ts), which adds the workspace and the tab origin.
 */
export interface Realtime {
  /**
   * Sends an entity change to every member of `event.workspaceId` (here and on the other
   * instances). Only after the transaction committed (publish.ts: after the service
   * returned, or through afterCommit), so nobody hears of a change that rolled back.
   * Never rejects: the change is already saved, so a realtime failure is only logged.
   */
  publish(event: RealtimeEvent): Promise<void>;
  /** Sends a payload to one user's `/user/queue/notifications`; same rules as publish. */
  notifyUser(userId: string, payload: unknown): Promise<void>;
  /**
   * Closes, on every instance, the sockets opened through these sign-in sessions of the
   * user (called when a session is revoked: the `auth.session.revoked` domain event).
   */
  endSessions(userId: string, sessionIds: string[]): Promise<void>;
  /** Open STOMP sessions on this instance. */
  readonly connections: number;
  /** Open STOMP sessions of one user on this instance (tests follow one person's sockets). */
  socketsOf(userId: string): number;
  /** Resolves when deliveries queued on this instance are done (tests, benchmarks). */
  settled(): Promise<void>;
  /** The inter-instance bus (tests inspect and disturb its LISTEN connection). */
  readonly bus: PgBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const defaults = {
  heartbeatMs: 10_000,
  maxFrameBytes: 64 * 1024,
  maxBufferedBytes: 1024 * 1024,
  connectTimeoutMs: 10_000,
  maxSubscriptions: 32,
} satisfies SessionLimits;
const defaultMaxSocketsPerUser = 20;

function validEvent(event: RealtimeEvent): boolean {
  return (
    typeof event.type === 'string' &&
    typeof event.entity === 'string' &&
    typeof event.workspaceId === 'string' &&
    event.workspaceId !== '' &&
    typeof event.id === 'string'
  );
}

/**
 * STOMP 1.2 at `/ws` on the app's port, `app.realtime` for the modules and the
 * LISTEN/NOTIFY fan-out. Register before the web app's fallback.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: RealtimeOptions = {},
): Promise<void> {
  const authenticate = options.authenticate ?? authenticateUpgrade;
  const limits: SessionLimits = {
    heartbeatMs: options.heartbeatMs ?? defaults.heartbeatMs,
    maxFrameBytes: options.maxFrameBytes ?? defaults.maxFrameBytes,
    maxBufferedBytes: options.maxBufferedBytes ?? defaults.maxBufferedBytes,
    connectTimeoutMs: options.connectTimeoutMs ?? defaults.connectTimeoutMs,
    maxSubscriptions: defaults.maxSubscriptions,
  };
  const { db, pool } = app.database;
  const loadWorkspaceIds = async (userId: string) =>
    (
      await db
        .select({ id: memberships.workspaceId })
        .from(memberships)
        .where(eq(memberships.userId, userId))
    ).map((r) => r.id);
  const broker = new Broker(loadWorkspaceIds, (err) =>
    app.log.error({ err }, 'realtime: falha na entrega'),
  );
  const bus = new PgBus({
    db,
    pool,
    connectionString: connectionStringOf(pool),
    channel: options.channel ?? 'orbita_events',
    inlineLimit: options.inlineLimit,
    onMessage: (message) => broker.dispatch(message),
    log: app.log,
  });

  const send = async (message: BusMessage) => {
    try {
      await bus.publish(message);
    } catch (err) {
      app.log.error({ err }, 'realtime: falha ao avisar as outras instâncias');
    }
  };
  app.decorate('realtime', {
    publish: async (event: RealtimeEvent) => {
      if (!validEvent(event)) {
        app.log.error({ event }, 'realtime: evento inválido ignorado');
        return;
      }
      await send({ kind: 'event', event: { ...event, origin: event.origin ?? null } });
    },
    notifyUser: (userId: string, payload: unknown) => send({ kind: 'user', userId, payload }),
    endSessions: (userId: string, sessionIds: string[]) =>
      send({ kind: 'sessions-ended', userId, sessionIds }),
    get connections() {
      return broker.size;
    },
    socketsOf: (userId: string) => broker.socketsOf(userId),
    settled: async () => {
      await bus.drain();
      await broker.idle();
    },
    bus,
  } satisfies Realtime);

  await app.register(websocket, {
    // The STOMP layer answers oversize frames with ERROR; this is only the hard stop behind it.
    options: { maxPayload: limits.maxFrameBytes * 4 },
  });

  const maxSocketsPerUser = options.maxSocketsPerUser ?? defaultMaxSocketsPerUser;
  const pending = new WeakMap<
    FastifyRequest['raw'],
    { owner: SocketOwner; workspaceIds: string[] }
  >();
  app.get(
    '/ws',
    {
      websocket: true,
      // Runs before the upgrade, so a refusal is a plain HTTP 401 (no socket is opened).
      preValidation: async (request) => {
        // A plain GET is not a WebSocket handshake: answer like any unknown API path.
        if (!request.ws) throw AppError.notFound();
        const owner = await authenticate(request);
        pending.set(request.raw, { owner, workspaceIds: await loadWorkspaceIds(owner.userId) });
      },
    },
    (socket: WebSocket, request) => {
      const who = pending.get(request.raw);
      if (!who) return socket.terminate();
      const session = new StompSession(
        socket,
        who.owner,
        limits,
        (s) => broker.remove(s),
        (s) => broker.lastEventFor(s),
      );
      // A cap per person, so one account (or a stolen token) cannot pile up sockets.
      if (broker.socketsOf(who.owner.userId) >= maxSocketsPerUser)
        return tooManySockets(session, maxSocketsPerUser);
      broker.add(session, who.workspaceIds);
    },
  );

  const tickMs = Math.max(50, Math.min(1000, Math.floor(limits.heartbeatMs / 4)));
  const ticker = setInterval(() => broker.tick(tickMs), tickMs);
  ticker.unref();

  endSocketsOfEndedSessions(app);
  await bus.start();
  app.addHook('preClose', async () => {
    clearInterval(ticker);
    for (const session of [...broker.sessions()]) session.close(1001);
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
}

function connectionStringOf(pool: FastifyInstance['database']['pool']): string {
  const { connectionString } = pool.options as { connectionString?: string };
  if (!connectionString) throw new Error('realtime: o pool do banco não tem connectionString');
  return connectionString;
}
