import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { authenticateUpgrade } from '../auth';
import { AppError } from '../errors';
import { PgBus } from '../realtime/bus';
import type { UpgradeAuthenticator } from '../realtime';
import { users } from '../identity/schema';
import { loadMemberContext } from '../scope';
import { Connection } from './connection';
import { CollabHub, parseRoom, type CollabBusMessage, type CollabLimits } from './hub';
import { COLLAB_CLOSE, readClientMessage } from './protocol';
import type { Room } from './room';
import { CollabStore } from './store';
import type { CollabAccess, CollabKind } from './types';

export interface CollabOptions {
  /** The kinds of document (the manifest's `collab` fields); tests add theirs with `addKind`. */
  kinds?: CollabKind[];
  /** Defaults to platform/auth's `authenticateUpgrade` (the realtime socket's scheme). */
  authenticate?: UpgradeAuthenticator;
  limits?: Partial<CollabLimits>;
  /** NOTIFY channel shared by the instances on one database. */
  channel?: string;
  /** Edits of one person closer than this are one editing session (default 30 min). */
  sessionGapMs?: number;
}

export const defaultCollabLimits: CollabLimits = {
  compactEvery: 500,
  // @fastify/websocket's maxPayload (realtime: 256 KiB) stops anything larger before us.
  maxMessageBytes: 256 * 1024,
  maxDocumentBytes: 16 * 1024 * 1024,
  rateBurst: 1000,
  ratePerSecond: 200,
  maxBufferedBytes: 8 * 1024 * 1024,
  settleAfterMs: 2000,
  settleMaxWaitMs: 10_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The collaboration layer: see platform/collab/index.ts. */
    collab: CollabHub;
    /** Its inter-instance bus (tests disturb its LISTEN connection). */
    collabBus: PgBus<CollabBusMessage>;
  }
}

type Verdict =
  | {
      ok: true;
      userId: string;
      userName: string;
      sessionId: string;
      workspaceId: string;
      expiresAt: number | undefined;
      room: string;
      access: CollabAccess;
    }
  | { ok: false; code: number; reason: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refused = (code: number, reason: string): Verdict => ({ ok: false, code, reason });

/**
 * The collaboration endpoint `/api/collab/<kind>:<id>?token=…&workspace=<id>` speaking the
 * y-websocket protocol, and `app.collab`. Register after the app context (it uses
 * `app.ctx` for its transactions) and before the web app's fallback.
 */
export async function registerCollab(
  app: FastifyInstance,
  options: CollabOptions = {},
): Promise<void> {
  const authenticate = options.authenticate ?? authenticateUpgrade;
  const limits: CollabLimits = { ...defaultCollabLimits, ...options.limits };
  const store = new CollabStore(app.ctx, {
    sessionGapMs: options.sessionGapMs ?? 30 * 60_000,
    maxItemsPerSession: 5000,
  });
  const { db, pool } = app.database;
  let hub: CollabHub | null = null;
  const bus = new PgBus<CollabBusMessage>({
    db,
    pool,
    connectionString: (pool.options as { connectionString: string }).connectionString,
    channel: options.channel ?? 'orbita_collab',
    onMessage: (message) => hub?.dispatch(message),
    log: app.log,
  });
  const send = (message: CollabBusMessage) => {
    bus
      .publish(message)
      .catch((err: unknown) =>
        app.log.error({ err }, 'collab: falha ao avisar as outras instâncias'),
      );
  };
  hub = new CollabHub(store, limits, send, bus.instanceId, app.log);
  for (const kind of options.kinds ?? []) hub.addKind(kind);
  app.decorate('collab', hub);
  const collab = hub;

  const admit = async (request: FastifyRequest, room: string): Promise<Verdict> => {
    let owner;
    try {
      owner = await authenticate(request);
    } catch (error) {
      if (error instanceof AppError && error.status === 401)
        return refused(COLLAB_CLOSE.unauthenticated, 'sem sessao');
      throw error;
    }
    const { workspace } = (request.query ?? {}) as { workspace?: unknown };
    const parsed = parseRoom(room);
    const kind = parsed && collab.kinds.get(parsed.kind);
    if (typeof workspace !== 'string' || !uuid.test(workspace) || !parsed || !kind)
      return refused(COLLAB_CLOSE.notFound, 'nao encontrado');
    let member;
    try {
      member = await loadMemberContext(db, owner.userId, workspace);
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        return refused(COLLAB_CLOSE.notFound, 'nao encontrado');
      throw error;
    }
    const access = await kind.access({ ...member, db }, parsed.id);
    if (!access) return refused(COLLAB_CLOSE.notFound, 'nao encontrado');
    try {
      await store.ensure(room, workspace);
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        return refused(COLLAB_CLOSE.notFound, 'nao encontrado');
      throw error;
    }
    const [person] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, owner.userId));
    return {
      ok: true,
      userId: owner.userId,
      userName: person?.name ?? '',
      workspaceId: workspace,
      sessionId: owner.sessionId ?? '',
      expiresAt: owner.expiresAt,
      room,
      access,
    };
  };

  const verdicts = new WeakMap<FastifyRequest['raw'], Verdict>();
  app.get(
    '/api/collab/*',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        // A plain GET is not a WebSocket handshake: answer like any unknown API path.
        if (!request.ws) throw AppError.notFound();
        const room = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
        try {
          verdicts.set(request.raw, await admit(request, room));
        } catch (err) {
          app.log.error({ err, room }, 'collab: falha ao admitir');
          verdicts.set(request.raw, refused(COLLAB_CLOSE.retry, 'tente de novo'));
        }
      },
    },
    (socket: WebSocket, request) => {
      const verdict = verdicts.get(request.raw);
      if (!verdict) return socket.terminate();
      if (!verdict.ok) return socket.close(verdict.code, verdict.reason);
      void serve(socket, verdict);
    },
  );

  const serve = async (socket: WebSocket, v: Extract<Verdict, { ok: true }>) => {
    const conn = new Connection(
      socket,
      v.userId,
      v.userName,
      v.sessionId,
      v.workspaceId,
      v.access,
      limits,
    );
    // Messages arriving while the room loads wait for it, in order.
    const early: Uint8Array[] = [];
    let room: Room | null = null;
    const handle = (data: Uint8Array) => {
      if (!room) return void early.push(data);
      if (data.byteLength > limits.maxMessageBytes)
        return conn.close(COLLAB_CLOSE.tooLarge, 'mensagem grande demais');
      if (!conn.take()) return conn.close(COLLAB_CLOSE.slowDown, 'mensagens demais');
      let message;
      try {
        message = readClientMessage(data);
      } catch {
        return conn.close(4400, 'mensagem invalida');
      }
      switch (message.type) {
        case 'step1':
          return room.answerStep1(conn, message.stateVector);
        case 'update':
          // An observer follows live; its edits are dropped, never stored nor relayed.
          if (conn.access === 'edit') room.receive(conn, message.update);
          return;
        case 'awareness':
          try {
            room.receiveAwareness(conn, message.update);
          } catch {
            conn.close(4400, 'mensagem invalida');
          }
          return;
        case 'query-awareness':
          return room.answerAwarenessQuery(conn);
        default:
          return;
      }
    };
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const bytes = Array.isArray(data)
        ? new Uint8Array(Buffer.concat(data))
        : new Uint8Array(data as ArrayBuffer);
      handle(bytes);
    });
    // The socket lives no longer than its access token (the web renews and reconnects).
    const expiry =
      v.expiresAt === undefined
        ? undefined
        : setTimeout(
            () => conn.close(COLLAB_CLOSE.unauthenticated, 'token expirado'),
            Math.max(0, Math.min(v.expiresAt - Date.now(), 2 ** 31 - 1)),
          );
    expiry?.unref();
    socket.on('close', () => {
      conn.closed = true;
      clearTimeout(expiry);
      if (room) room.leave(conn);
    });
    let held: Room;
    try {
      held = await collab.hold(v.room);
    } catch (err) {
      app.log.error({ err, room: v.room }, 'collab: falha ao carregar');
      return conn.close(COLLAB_CLOSE.retry, 'tente de novo');
    }
    if (conn.closed) return collab.release(held);
    room = held;
    room.join(conn);
    collab.release(held);
    for (const data of early.splice(0)) handle(data);
  };

  // Sockets close with the sign-in they were opened with (logout, password change…).
  app.ctx.events.onAfterCommit('auth.session.revoked', ({ userId, sessionId }) =>
    send({ kind: 'sessions-ended', userId, sessionIds: [sessionId] }),
  );

  // A role change or removal in a workspace takes effect on its open sockets at once: they
  // reconnect, and the new role's access (Observador: view only; removed: refused) applies.
  const memberChanged = ({ userId, workspaceId }: { userId: string; workspaceId: string }) =>
    send({ kind: 'member-changed', userId, workspaceId });
  app.ctx.events.onAfterCommit('workspaces.member.role-changed', memberChanged);
  app.ctx.events.onAfterCommit('workspaces.member.removed', memberChanged);

  await bus.start();
  // A LISTEN re-opened (database restart, network) may have missed other instances' updates:
  // every loaded room then catches up from PostgreSQL. A new backend pid is a new connection.
  let listenerPid = bus.listenerPid;
  const watch = setInterval(() => {
    const pid = bus.listenerPid;
    if (pid !== undefined && pid !== listenerPid) void collab.resyncAll();
    listenerPid = pid ?? listenerPid;
  }, 200);
  watch.unref();
  app.decorate('collabBus', bus);
  app.addHook('preClose', async () => {
    clearInterval(watch);
    collab.closeAll(COLLAB_CLOSE.goingAway);
  });
  app.addHook('onClose', async () => {
    await collab.settled();
    await collab.closeSettles();
    await bus.close();
  });
}
