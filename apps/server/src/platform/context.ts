import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { EventBus } from './events/bus';
import type { Realtime } from './realtime';

/**
 * What a service needs from the running app to write: the database, the domain-event bus,
 * the realtime publisher and the log. The app builds one (`app.ctx`); each request gets a
 * copy that also knows the tab that asked (`request.ctx.origin`), so the change's realtime
 * echo can be skipped by that tab. Services that write take it and open their transaction
 * with `transaction(ctx, …)`; reads may take just `ctx.db`.
 */
export interface AppContext {
  db: Database;
  events: EventBus;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** The `X-Orbita-Tab` of the request that caused the work, when there is one. */
  origin?: string | null;
}
