import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import type { BusMessage } from './broker';
import { realtimePayloads } from './schema';

export interface BusOptions<M = BusMessage> {
  db: Database;
  pool: pg.Pool;
  /** LISTEN runs on its own connection (a pooled one would be handed to queries). */
  connectionString: string;
  channel: string;
  /** Every message to deliver to this instance's sockets, ours and the other instances', once each. */
  onMessage: (message: M) => void;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** NOTIFY payloads above this many bytes travel by reference through realtime_payloads. */
  inlineLimit?: number;
  pruneAfterMs?: number;
}

/** What goes over NOTIFY: origin instance, its sequence number, and the message or the id of its row. */
type Envelope<M> = { o: string; s: number; m: M } | { o: string; s: number; r: number };

const maxBackoffMs = 5_000;

/**
 * Fan-out between server instances over PostgreSQL LISTEN/NOTIFY. Every message, this
 * instance's own included, is delivered when its notification arrives: PostgreSQL hands
 * notifications to every listener in one order, so all sockets on all instances see the
 * same sequence, and each exactly once. Only when our LISTEN is down (or NOTIFY fails) is
 * an own message delivered directly, and its echo, if one still comes, is then skipped.
 * The LISTEN connection is re-opened with backoff when the database goes away. `M` is the
 * message type (realtime's BusMessage; the collaboration layer has its own channel and type).
 */
export class PgBus<M = BusMessage> {
  readonly instanceId = randomUUID();
  private listener: pg.Client | null = null;
  private closed = false;
  private backoffMs = 250;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readyWaiters: (() => void)[] = [];
  private sequence = 0;
  /** Own messages sent by reference, kept until their echo so they need no read back. */
  private readonly ownPayloads = new Map<number, { message: M; at: number }>();
  /** Own messages already delivered directly (sequence → when), so a late echo is skipped. */
  private readonly deliveredDirectly = new Map<number, number>();

  constructor(private readonly options: BusOptions<M>) {}

  get listening(): boolean {
    return this.listener !== null;
  }

  /** The database backend holding our LISTEN (tests terminate it to simulate a restart). */
  get listenerPid(): number | undefined {
    return (this.listener as (pg.Client & { processID?: number }) | null)?.processID;
  }

  /** Opens the LISTEN connection; if the database is not reachable yet, keeps retrying in the background. */
  async start(): Promise<void> {
    await this.connect();
    const pruneAfterMs = this.options.pruneAfterMs ?? 10 * 60_000;
    this.pruneTimer = setInterval(
      () => void this.prune(pruneAfterMs),
      Math.min(pruneAfterMs, 60_000),
    );
    this.pruneTimer.unref();
  }

  /** Resolves once a LISTEN connection is up (tests use it after killing the connection). */
  ready(): Promise<void> {
    if (this.listener) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // keepAlive: a connection dropped without a FIN (network, failover) is noticed too.
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      keepAlive: true,
    });
    // Without a listener an 'error' (database restart) would crash the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      if (n.channel === this.options.channel && n.payload) this.received(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => {});
      this.options.log.warn({ err: error }, 'realtime: LISTEN indisponível, tentando de novo');
      return this.scheduleReconnect();
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.backoffMs = 250;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  private lost(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.closed) return;
    this.options.log.warn({}, 'realtime: conexão LISTEN perdida, reconectando');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, maxBackoffMs);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Delivers a message on every instance, this one included. */
  async publish(message: M): Promise<void> {
    const seq = ++this.sequence;
    const deliverHere = () => {
      this.deliveredDirectly.set(seq, Date.now());
      this.options.onMessage(message);
    };
    if (!this.listener) deliverHere();
    try {
      await this.notify(seq, message);
    } catch (error) {
      if (!this.deliveredDirectly.has(seq)) deliverHere();
      throw error;
    }
  }

  private async notify(seq: number, message: M): Promise<void> {
    const inline = JSON.stringify({ o: this.instanceId, s: seq, m: message } satisfies Envelope<M>);
    let payload = inline;
    if (Buffer.byteLength(inline, 'utf8') > (this.options.inlineLimit ?? 7000)) {
      const [row] = await this.options.db
        .insert(realtimePayloads)
        .values({ payload: JSON.stringify(message) })
        .returning({ id: realtimePayloads.id });
      if (!row) throw new Error('realtime: realtime_payloads não devolveu o id');
      this.ownPayloads.set(row.id, { message, at: Date.now() });
      payload = JSON.stringify({ o: this.instanceId, s: seq, r: row.id } satisfies Envelope<M>);
    }
    await this.options.pool.query('select pg_notify($1, $2)', [this.options.channel, payload]);
  }

  private received(payload: string): void {
    let envelope: Envelope<M>;
    try {
      envelope = JSON.parse(payload) as Envelope<M>;
    } catch {
      this.options.log.warn(
        { payload: payload.slice(0, 200) },
        'realtime: NOTIFY ilegível ignorado',
      );
      return;
    }
    const own = envelope.o === this.instanceId;
    if (own && this.deliveredDirectly.delete(envelope.s)) return;
    // One at a time, so a message fetched by reference keeps its place in the order.
    this.chain = this.chain.then(async () => {
      try {
        let message: M | null | undefined = 'm' in envelope ? envelope.m : undefined;
        if ('r' in envelope) {
          message = own ? this.ownPayloads.get(envelope.r)?.message : undefined;
          this.ownPayloads.delete(envelope.r);
          message ??= await this.load(envelope.r);
        }
        if (message) this.options.onMessage(message);
      } catch (error) {
        this.options.log.warn({ err: error }, 'realtime: mensagem de outra instância perdida');
      }
    });
  }

  private async load(id: number): Promise<M | null> {
    const [row] = await this.options.db
      .select({ payload: realtimePayloads.payload })
      .from(realtimePayloads)
      .where(eq(realtimePayloads.id, id));
    if (!row) {
      this.options.log.warn({ id }, 'realtime: conteúdo por referência já removido');
      return null;
    }
    return JSON.parse(row.payload) as M;
  }

  private async prune(olderThanMs: number): Promise<void> {
    // Echoes that never came (NOTIFY sent while our LISTEN was down) are forgotten too.
    const cutoff = Date.now() - 60_000;
    for (const [seq, at] of this.deliveredDirectly)
      if (at < cutoff) this.deliveredDirectly.delete(seq);
    for (const [id, own] of this.ownPayloads) if (own.at < cutoff) this.ownPayloads.delete(id);
    try {
      await this.options.db
        .delete(realtimePayloads)
        .where(
          lt(realtimePayloads.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
        );
    } catch (error) {
      this.options.log.warn({ err: error }, 'realtime: limpeza de realtime_payloads falhou');
    }
  }

  /** Waits for messages already received to be handed over (tests). */
  async drain(): Promise<void> {
    await this.chain;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    const listener = this.listener;
    this.listener = null;
    if (listener) {
      listener.removeAllListeners('end');
      await listener.end().catch(() => {});
    }
    await this.chain;
  }
}
