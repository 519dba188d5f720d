import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  checkoutResultSchema,
  guestCheckoutBodySchema,
  memberCheckoutBodySchema,
  orderActionBodySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  publicOrderSchema,
  storeSettingsBodySchema,
  storeSettingsSchema,
} from './index';

const orders = '/api/app/produto/pedidos';
const store = '/api/app/produto/loja';
const guest = '/api/public/loja';

/** The store's member routes (orders, settings, the member's own checkout) and the guests' ones. */
export const storeEndpoints = {
  /** The workspace's orders, newest first (`?status=`). */
  listOrders: defineEndpoint({
    method: 'GET',
    path: orders,
    query: schemaType<typeof orderListQuerySchema>(),
    response: schemaType<typeof orderPageSchema>(),
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: `${orders}/{id}`,
    response: schemaType<typeof orderSchema>(),
  }),
  /** Confirms a reais order paid by hand: the revenue entry goes to the settings' box. */
  payOrder: defineEndpoint({
    method: 'POST',
    path: `${orders}/{id}/pagamento`,
    body: schemaType<typeof orderActionBodySchema>(),
    response: schemaType<typeof orderSchema>(),
  }),
  deliverOrder: defineEndpoint({
    method: 'POST',
    path: `${orders}/{id}/entrega`,
    body: schemaType<typeof orderActionBodySchema>(),
    response: schemaType<typeof orderSchema>(),
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: `${orders}/{id}/cancelamento`,
    body: schemaType<typeof orderActionBodySchema>(),
    response: schemaType<typeof orderSchema>(),
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: `${store}/configuracoes`,
    response: schemaType<typeof storeSettingsSchema>(),
  }),
  /** Admin. */
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: `${store}/configuracoes`,
    body: schemaType<typeof storeSettingsBodySchema>(),
    response: schemaType<typeof storeSettingsSchema>(),
  }),
  /** The signed-in member buys: points (paid at once) or reais (Pix). */
  checkout: defineEndpoint({
    method: 'POST',
    path: `${store}/pedidos`,
    body: schemaType<typeof memberCheckoutBodySchema>(),
    response: schemaType<typeof orderSchema>(),
  }),
  /** "Meus pedidos": the member's orders in this workspace (their account or their e-mail). */
  myOrders: defineEndpoint({
    method: 'GET',
    path: `${store}/meus-pedidos`,
    query: schemaType<typeof orderListQuerySchema>(),
    response: schemaType<typeof orderPageSchema>(),
  }),
  /** A guest's checkout (JSON; the catalog's HTML form gets a 303 to `/pedido/{token}`). */
  guestCheckout: defineEndpoint({
    method: 'POST',
    path: `${guest}/{workspaceSlug}/pedidos`,
    body: schemaType<typeof guestCheckoutBodySchema>(),
    response: schemaType<typeof checkoutResultSchema>(),
  }),
  /** The buyer's view through the order's link. */
  publicOrder: defineEndpoint({
    method: 'GET',
    path: `${guest}/pedidos/{token}`,
    response: schemaType<typeof publicOrderSchema>(),
  }),
};
