import { defineModule } from '../../platform/module';
import { storePublicRoutes } from './public-routes';
import { storeRoutes } from './routes';
import { orderSequences } from './sequences-source';
import { subscribeStatementMatching } from './statement-match';

/** Tables read by agents' run input (the records an event names). */
export { storeOrders } from './schema';

/**
 * The store module: orders of the workspace's catalog (products) in reais — Pix BR Code,
 * confirmed by hand or matched in an imported bank statement, then a finance revenue entry —
 * or in points (a gamification resource, spent at checkout); stock reserved at checkout and
 * released on cancel. Screens /produto/pedidos, /produto/pedido/{id}, /produto/loja and the
 * buyer's public /pedido/{token}. Member routes under `/api/app/produto` (`/pedidos…`,
 * `/loja…`; the module's onRequest `app.requireMember`, then `requires(action)` per route);
 * guests under `/api/public/loja`. Every write emits its `store.*` event
 * (packages/contracts/src/store/events.ts); finance's statement imports reach the store only
 * through `finance.import.committed`.
 */
export const storeModule = defineModule({
  name: 'store',
  tag: 'produto',
  sequences: orderSequences,
  routes: async (app) => {
    await app.register(
      async (members) => {
        members.addHook('onRequest', members.requireMember);
        await members.register(storeRoutes);
      },
      { prefix: '/api/app/produto' },
    );
    await app.register(storePublicRoutes, { prefix: '/api/public/loja' });
  },
  subscribe: (bus) => {
    subscribeStatementMatching(bus);
  },
});
