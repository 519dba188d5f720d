import { defineModule } from '../../platform/module';
import { catalogRoutes, publicPlayRoutes } from './catalog/routes';
import { ledgerRoutes } from './ledger/routes';

/**
 * The gamification module (area `gamificacao`): catalog and ledger routes under
 * `/api/app/gamificacao`, the public game reads under `/api/public/play`.
 */
export const gamificationModule = defineModule({
  name: 'gamification',
  tag: 'gamificacao',
  routes: async (app) => {
    await app.register(catalogRoutes, { prefix: '/api/app/gamificacao' });
    await app.register(ledgerRoutes, { prefix: '/api/app/gamificacao' });
    await app.register(publicPlayRoutes, { prefix: '/api/public/play' });
  },
});
