import { defineModule } from '../../platform/module';
import { startAgents } from './engine';
import { agentEngineRoutes } from './engine-routes';
import { agentRunRoutes } from './run-routes';
import { agentsRoutes } from './routes';

export { presentRun } from './presenter';
export type { AgentRow, AgentRunRow } from './schema';
/** For communication's notifications of runs (approval asked, run failed). */
export { runNoticeBrief, type RunNoticeBrief } from './actions/notice-reads';

/**
 * The agents module (PRODUCT.md §1 "Agents"): a workspace's automations — trigger →
 * conditions → actions — on the screens /conta/agentes and /conta/agente/:id, under
 * `/api/app/conta/agentes`. Every route needs a member of the current workspace (or an API
 * key: `app.requireMember`) and checks its role before the body is parsed (`requires`):
 * Admins manage; the external call needs Editor. Every write emits its `agents.agent.*`
 * event. The engine (./engine) enqueues runs inside the transactions of the events that wake
 * them and works the queue; it starts with the app's bus and stops when the app closes.
 *
 * Restricted hubs (issue 23): agents, their runs and run inputs (which name records' titles)
 * are read by Admins only, whom no hub narrows, so those reads stay as they are. An agent
 * acts as its creator (`actorOf`), so an action that targets a record by id (move_task's
 * task, create_task's list, grant_points' game) reads it as the creator sees it: one a
 * restricted hub narrows away from them is "not found", in the run and in the dry run alike.
 */
export const agentsModule = defineModule({
  name: 'agents',
  tag: 'Agentes',
  prefix: '/api/app/conta',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(agentsRoutes);
    await app.register(agentRunRoutes);
    await app.register(agentEngineRoutes);
    // The engine (matcher, worker, scheduler) lives as long as the app: started here rather
    // than in `subscribe`, which has no close hook, so the runs in hand finish before the
    // app's pool closes (like publications' scheduler).
    startAgents(app.ctx.events, app.ctx, (stop) => app.addHook('onClose', stop));
  },
});
