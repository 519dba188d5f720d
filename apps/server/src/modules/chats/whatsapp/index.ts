import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { EventBus } from '../../../platform/events/bus';
import { chatWhatsappConnections } from '../schema';
import { whatsappDeps, type WhatsappDeps } from './deps';
import { createLoop, type Loop } from './loop';
import { mediaRound } from './media-download';
import { outboxRound } from './outbox';
import { reactionRound } from './reaction-outbox';
import { whatsappAdminRoutes } from './routes';
import { webhookRound } from './webhook-worker';
import { whatsappWebhookRoutes } from './webhook-routes';

export { approvedTemplate, connectionOf } from './connection';
export { shareTheDatabaseWithOtherApps } from './deps';
export { queueReaction } from './reaction-outbox';
export { renderTemplate } from './templates';

export interface WhatsappWorkers {
  /** Tests: this app's loops take this workspace's work too (see WhatsappDeps.scope). */
  serve(workspaceId: string): void;
  webhooks: Loop;
  media: Loop;
  outbox: Loop;
  close(): Promise<void>;
}

/** Each app's workers, by its bus (pokeOutbox only holds a ctx). */
const workersOfBus = new WeakMap<EventBus, WhatsappWorkers>();

/**
 * The WhatsApp pipeline's three loops for one app: the webhook worker (stored bodies →
 * messages, in arrival order per connection), the media downloader (Meta → media library)
 * and the outbox sender (queued messages → Graph API, in order per conversation). Each
 * sleeps while idle; an installation without a connection polls once every 30 s.
 */
export function startWhatsapp(deps: WhatsappDeps): WhatsappWorkers {
  // In tests (a scope that serves no workspace yet) the loops take nothing, so they ask
  // nothing either: an idle test app's polls would count in other tests' query counts.
  const inUse = async () =>
    deps.scope?.size !== 0 &&
    (
      await deps.ctx.db
        .select({ id: chatWhatsappConnections.id })
        .from(chatWhatsappConnections)
        .limit(1)
    ).length > 0;
  const media = createLoop({
    ctx: deps.ctx,
    name: 'whatsapp-mídia',
    round: () =>
      deps.scope?.size === 0 ? Promise.resolve({ more: false, nextAt: null }) : mediaRound(deps),
    idleMs: 10_000,
    unusedMs: 30_000,
    inUse,
  });
  const webhooks = createLoop({
    ctx: deps.ctx,
    name: 'whatsapp-webhooks',
    round: async () => {
      if (deps.scope?.size === 0) return { more: false, nextAt: null };
      const r = await webhookRound(deps);
      if (r.media > 0) media.poke();
      return r;
    },
    idleMs: 5_000,
    unusedMs: 30_000,
    inUse,
  });
  const outbox = createLoop({
    ctx: deps.ctx,
    name: 'whatsapp-envio',
    // Messages, then members' reactions (their own outbox, chat_reaction_sends).
    round: async () => {
      if (deps.scope?.size === 0) return { more: false, nextAt: null };
      const messages = await outboxRound(deps);
      const reactions = await reactionRound(deps);
      const next = [messages.nextAt, reactions.nextAt].filter((d): d is Date => !!d);
      return {
        more: messages.more || reactions.more,
        nextAt: next.length ? new Date(Math.min(...next.map((d) => d.getTime()))) : null,
      };
    },
    idleMs: 5_000,
    unusedMs: 30_000,
    inUse,
  });
  const workers: WhatsappWorkers = {
    serve: (workspaceId) => {
      deps.scope?.add(workspaceId);
      webhooks.poke();
      outbox.poke();
      media.poke();
    },
    webhooks,
    media,
    outbox,
    close: async () => {
      await Promise.all([webhooks.stop(), media.stop(), outbox.stop()]);
      if (workersOfBus.get(deps.ctx.events) === workers) workersOfBus.delete(deps.ctx.events);
    },
  };
  workersOfBus.set(deps.ctx.events, workers);
  webhooks.start();
  media.start();
  outbox.start();
  return workers;
}

/** After a queued WhatsApp message commits: send now, not at the next poll. */
export function pokeOutbox(ctx: AppContext): void {
  workersOfBus.get(ctx.events)?.outbox.poke();
}

/** This app's workers (tests drive the queues with their `drain`). */
export function whatsappWorkersOf(ctx: AppContext): WhatsappWorkers | undefined {
  return workersOfBus.get(ctx.events);
}

/**
 * Mounts WhatsApp on the app, from the chats module's root scope (no module prefix): the
 * Admins' routes under /api/app/comunicacao, Meta's webhook under /api/public/whatsapp, and
 * the workers, stopped when the app closes (before its pool).
 */
export async function registerWhatsapp(app: FastifyInstance): Promise<void> {
  const deps = whatsappDeps(app.ctx, app.config);
  const workers = startWhatsapp(deps);
  app.addHook('onClose', () => workers.close());
  await app.register(
    async (member) => {
      member.addHook('onRequest', member.requireMember);
      await member.register(whatsappAdminRoutes(deps));
    },
    { prefix: '/api/app/comunicacao' },
  );
  await app.register(
    whatsappWebhookRoutes(deps, () => workers.webhooks.poke()),
    {
      prefix: '/api/public/whatsapp',
    },
  );
}
