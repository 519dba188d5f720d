import { defineModule } from '../../platform/module';
import { agentRunRoutes } from './run-routes';
import { agentsRoutes } from './routes';

export { presentRun } from './presenter';
export type { AgentRow, AgentRunRow } from './schema';

/**
 * The agents module (PRODUCT.md §1 "Agents"): a workspace's automations — trigger →
 * conditions → actions — on the screens /conta/agentes and /conta/agente/:id, under
 * `/api/app/conta/agentes`. Every route needs a member of the current workspace (or an API
 * key: `app.requireMember`) and checks its role before the body is parsed (`requires`):
 * Admins manage; the external call needs Editor. Every write emits its `agents.agent.*`
 * event. The engine (./engine) enqueues runs inside the transactions of the events that wake
 * them and works the queue; it starts with the app's bus and stops when the app closes.
 */
export const agentsModule = defineModule({
  name: 'agents',
  tag: 'Agentes',
  prefix: '/api/app/conta',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(agentsRoutes);
    await app.register(agentRunRoutes);
  },
});
