// Each screen is its own chunk: the buyer's public page (`/pedido/{token}`) downloads only
// itself, and nothing of the store rides with the sign-in page.
export const screens = {
  '/produto/pedidos': {
    load: async () => (await import('./orders/orders-page')).OrdersPage,
  },
  '/produto/pedido/:id?': {
    load: async () => (await import('./order/order-page')).OrderPage,
  },
  '/produto/loja': {
    load: async () => (await import('./shop/shop-page')).ShopPage,
  },
  '/pedido/:token': {
    load: async () => (await import('./public/public-order-page')).PublicOrderPage,
  },
};
