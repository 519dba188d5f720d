import { defineModule } from '../../platform/module';
import { nexosRoutes } from './routes';

/**
 * The nexos module: links between any two records of a workspace (THE record registry's
 * kinds, `app.records`), under `/api/app/nexos`; the web shows them in a panel on each
 * record's page (apps/web/src/platform/nexos). A deleted record takes its links with it in
 * its own transaction through database triggers (migration 0045_nexos_triggers): cascades
 * and merges delete rows without an event, so bus handlers could not promise "never
 * dangling". Writes emit `nexos.link.*` (packages/contracts/src/nexos/events.ts).
 */
export const nexosModule = defineModule({
  name: 'nexos',
  tag: 'nexos',
  prefix: '/api/app',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(nexosRoutes);
  },
});
