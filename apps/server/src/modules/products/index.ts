import { defineModule } from '../../platform/module';
import { catalogRoutes } from './catalog-routes';
import { productsRoutes } from './routes';
import { products } from './schema';
import { productSequences } from './sequences-source';

/** For the store: stock taken and given back inside the order's transaction, and what sells. */
export { loadSellable, releaseStock, reserveStock, type Sellable } from './stock';
/** Tables read by other modules (the store's order items, agents' run input). */
export { products, productVariants, type ProductRow, type ProductVariantRow } from './schema';

/**
 * The products module: a workspace's products, their variants and images, on the screens
 * /produto/produtos and /produto/produto/{id}, under `/api/app/produto/produtos` (members:
 * the scope's onRequest `app.requireMember`, then `requires(action)` per route), and the
 * public catalog `/catalogo/<site handle>` and `/catalogo/<site handle>/<slug>`
 * (server-rendered HTML). Every write emits its `products.product.*` domain event
 * (packages/contracts/src/products/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const productsModule = defineModule({
  name: 'products',
  tag: 'produto',
  sequences: productSequences,
  locatable: {
    produto: {
      table: products,
      title: products.name,
      path: '/produto/produto/{id}',
      deleted: ['products.product.deleted'],
    },
  },
  routes: async (app) => {
    await app.register(
      async (members) => {
        members.addHook('onRequest', members.requireMember);
        await members.register(productsRoutes);
      },
      { prefix: '/api/app/produto' },
    );
    await app.register(catalogRoutes(app.config.APP_URL));
  },
});
