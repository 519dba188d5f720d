import { conflictErrorSchema } from '@orbita/contracts';
import {
  memberCheckoutBodySchema,
  orderActionBodySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  storeEntity,
  storeMessages,
  storeSettingsBodySchema,
  storeSettingsSchema,
} from '@orbita/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { errors, idParams, requires, security } from '../../platform/http/route-kit';
import { users } from '../../platform/identity/schema';
import { publish } from '../../platform/realtime/publish';
import {
  cancelOrder,
  checkout,
  deliverOrder,
  getOrder,
  listMyOrders,
  listOrders,
  payOrder,
  type OrderWithItems,
} from './orders';
import { presentOrder, resourceNamesOf } from './presenter';
import { loadSettings, presentSettings, saveSettings } from './settings';

const orderParams = idParams(storeMessages.orderNotFound);

/** One order as the routes answer it, with its QR code while pending. */
export async function presentOne(q: Queryable, workspaceId: string, found: OrderWithItems) {
  return presentOrder(
    found.order,
    found.items,
    await resourceNamesOf(q, workspaceId, found.items),
    true,
  );
}

async function presentPage(
  q: Queryable,
  workspaceId: string,
  page: { orders: OrderWithItems[]; nextCursor: string | null },
) {
  const names = await resourceNamesOf(
    q,
    workspaceId,
    page.orders.flatMap((o) => o.items),
  );
  return {
    items: await Promise.all(page.orders.map((o) => presentOrder(o.order, o.items, names, false))),
    nextCursor: page.nextCursor,
  };
}

/**
 * The store's member routes under `/api/app/produto`: any member reads orders and the
 * settings; Editor and above confirm payments, deliver, cancel and buy; Admin saves the
 * settings. Each: validate → `requires(action)` → service (its own transaction) →
 * presenter → `publish`.
 */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const mailDeps = { mailer: app.mailer, appUrl: app.config.APP_URL };

  app.get(
    '/pedidos',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Pedidos da loja, do mais novo ao mais antigo (filtro por status)',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) =>
      presentPage(
        db,
        request.member.workspaceId,
        await listOrders(db, request.member, request.query),
      ),
  );

  app.get(
    '/pedidos/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um pedido (com o QR code do Pix enquanto pendente)',
        params: orderParams,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      presentOne(
        db,
        request.member.workspaceId,
        await getOrder(db, request.member, request.params.id),
      ),
  );

  const actions = [
    {
      path: 'pagamento',
      summary:
        'Confirmar o pagamento de um pedido em reais: lança a receita na caixa da loja, uma vez',
      run: payOrder,
    },
    { path: 'entrega', summary: 'Marcar um pedido pago como entregue', run: deliverOrder },
    {
      path: 'cancelamento',
      summary: 'Cancelar um pedido pendente (o estoque volta)',
      run: cancelOrder,
    },
  ] as const;
  for (const action of actions)
    app.post(
      `/pedidos/:id/${action.path}`,
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: action.summary,
          params: orderParams,
          body: orderActionBodySchema,
          response: { 200: orderSchema, ...errors, 409: conflictErrorSchema(orderSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const order = await withCurrentOnConflict(
          async () =>
            presentOne(
              db,
              request.member.workspaceId,
              await action.run(request.ctx, request.member, id, request.body.version),
            ),
          async () =>
            presentOne(db, request.member.workspaceId, await getOrder(db, request.member, id)),
        );
        await publish(request, { type: 'updated', entity: storeEntity, id, data: order });
        return order;
      },
    );

  app.get(
    '/loja/configuracoes',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Configurações da loja (chave Pix, recebedor, caixa de receita)',
        response: { 200: storeSettingsSchema, ...errors },
      },
    },
    async (request) => presentSettings(await loadSettings(db, request.member.workspaceId)),
  );

  app.put(
    '/loja/configuracoes',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Salvar as configurações da loja (Admin)',
        body: storeSettingsBodySchema,
        response: {
          200: storeSettingsSchema,
          ...errors,
          409: conflictErrorSchema(storeSettingsSchema),
        },
      },
    },
    async (request) => {
      const settings = presentSettings(
        await withCurrentOnConflict(
          () => saveSettings(request.ctx, request.member, request.body),
          async () => presentSettings(await loadSettings(db, request.member.workspaceId)),
        ),
      );
      await publish(request, {
        type: 'updated',
        entity: storeEntity,
        id: 'settings',
        data: settings,
      });
      return settings;
    },
  );

  app.post(
    '/loja/pedidos',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary:
          'Comprar como membro: em pontos (pago na hora, do seu saldo do recurso) ou em reais (Pix)',
        body: memberCheckoutBodySchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [me] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, request.member.userId));
      if (!me) throw AppError.unauthenticated();
      const made = await checkout(
        request.ctx,
        request.member.workspaceId,
        { name: me.name, email: me.email.toLowerCase(), userId: request.member.userId },
        request.body.currency,
        request.body.items,
        mailDeps,
      );
      const order = await presentOne(db, request.member.workspaceId, made);
      await publish(request, { type: 'created', entity: storeEntity, id: order.id, data: order });
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/loja/meus-pedidos',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Meus pedidos nesta conta (feitos com minha conta ou meu e-mail)',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) =>
      presentPage(
        db,
        request.member.workspaceId,
        await listMyOrders(db, request.member, request.query),
      ),
  );
};
