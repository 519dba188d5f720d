import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema } from '@orbita/contracts';
import { catalogPath } from '@orbita/contracts/products';
import {
  checkoutResultSchema,
  guestCheckoutBodySchema,
  orderTokenPath,
  publicOrderParamsSchema,
  publicOrderSchema,
  storeEntity,
  storeMessages,
  storeSlugParamsSchema,
} from '@orbita/contracts/store';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, messages } from '../../platform/errors';
import { siteByHandle } from '../explore';
import { escapeHtml } from '../pages';
import { checkout, getOrderByToken } from './orders';
import { presentOrder, presentPublicOrder, resourceNamesOf } from './presenter';

/** Checkouts per client IP per minute: a person buys a few times, a bot is stopped. */
export const CHECKOUT_RATE_LIMIT = 20;
/** Reads of an order page per IP per minute (the buyer's page polls every 10 s). */
export const ORDER_READ_RATE_LIMIT = 120;
/** A checkout is small: 20 items of a uuid and a quantity, a name and an e-mail. */
export const CHECKOUT_BODY_LIMIT = 16 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

const perIp = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    hook: 'onRequest' as const,
    keyGenerator: (request: { ip: string }) => `store-${name}:${normalizeIP(request.ip)}`,
  },
});

/** A small pt-BR page for a form post that could not become an order (JavaScript off). */
const htmlAnswer = (title: string, text: string, back: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">Voltar ao catálogo</a></p></main></body></html>`;

/**
 * `/api/public/loja`, signed out: a guest's checkout in a workspace's catalog (the workspace
 * named by its public site's handle, like the catalog's address) and the buyer's view of an
 * order through its secret link. Rate limited per IP before any work; never a 500 for
 * anything a visitor sends.
 */
export const storePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const mailDeps = { mailer: app.mailer, appUrl: app.config.APP_URL };

  // The catalog's plain HTML form (JavaScript off) posts here: form fields only in this plugin.
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: CHECKOUT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        const fields: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(body as string))
          if (!(key in fields)) fields[key] = value;
        done(null, fields);
      } catch {
        done(AppError.validation(messages.validation), undefined);
      }
    },
  );

  app.post(
    '/:workspaceSlug/pedidos',
    {
      bodyLimit: CHECKOUT_BODY_LIMIT,
      config: perIp('checkout', CHECKOUT_RATE_LIMIT),
      schema: {
        summary:
          'Comprar sem conta (Pix): JSON { name, email, items } ou o formulário do catálogo (name, email, variantId, quantity), que recebe 303 para /pedido/{token}',
        params: storeSlugParamsSchema,
        body: guestCheckoutBodySchema,
        response: {
          201: checkoutResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const isForm = (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);
      const back = catalogPath(request.params.workspaceSlug);
      const page = (status: number, html: string) =>
        (reply as unknown as FastifyReply)
          .status(status)
          .type('text/html; charset=utf-8')
          .send(html);
      try {
        const site = await siteByHandle(db, request.params.workspaceSlug);
        if (!site) throw AppError.notFound(storeMessages.storeNotFound);
        const made = await checkout(
          request.ctx,
          site.workspaceId,
          { name: request.body.name, email: request.body.email, userId: null },
          'brl',
          request.body.items,
          mailDeps,
        );
        const names = await resourceNamesOf(db, site.workspaceId, made.items);
        await app.realtime.publish({
          type: 'created',
          entity: storeEntity,
          id: made.order.id,
          data: await presentOrder(made.order, made.items, names, false),
          workspaceId: site.workspaceId,
          origin: null,
        });
        const path = orderTokenPath(made.order.token);
        if (isForm) return reply.redirect(path, 303);
        const { storeName } = await getOrderByToken(db, made.order.token);
        return reply.status(201).send({
          token: made.order.token,
          path,
          order: await presentPublicOrder(made.order, made.items, names, storeName),
        });
      } catch (error) {
        if (!isForm) throw error;
        // What the shop refuses (sold out, closed, unknown store): a page the person can read.
        // Fields the browser's own form checks let through wrong stay JSON 400, as for pages.
        if (error instanceof AppError)
          return page(
            error.status,
            htmlAnswer('Não foi possível fazer o pedido', error.message, back),
          );
        throw error;
      }
    },
  );

  app.get(
    '/pedidos/:token',
    {
      config: perIp('order', ORDER_READ_RATE_LIMIT),
      schema: {
        summary:
          'O pedido pelo link de quem comprou (QR code e copia e cola do Pix enquanto pendente)',
        params: publicOrderParamsSchema,
        response: {
          200: publicOrderSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await getOrderByToken(db, request.params.token);
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return presentPublicOrder(
        found.order,
        found.items,
        await resourceNamesOf(db, found.order.workspaceId, found.items),
        found.storeName,
      );
    },
  );
};
