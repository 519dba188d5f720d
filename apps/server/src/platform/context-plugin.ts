import { TAB_HEADER } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { EventBus } from './events/bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context for services (database, event bus, realtime, log). */
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** `app.ctx` plus the tab that asked (`X-Orbita-Tab`), for the realtime echo. */
    ctx: AppContext;
  }
}

/** A tab id is a UUID; anything else is ignored rather than echoed to every socket. */
const tabId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Builds `app.ctx` (after realtime is registered) and each request's `request.ctx`. */
export function registerAppContext(app: FastifyInstance, database: DatabaseHandle): void {
  const ctx: AppContext = {
    db: database.db,
    events: new EventBus(),
    realtime: app.realtime,
    log: app.log,
    origin: null,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('ctx', null as unknown as AppContext);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[TAB_HEADER];
    const origin = typeof header === 'string' && tabId.test(header) ? header.toLowerCase() : null;
    request.ctx = origin ? { ...ctx, origin } : ctx;
  });
}
