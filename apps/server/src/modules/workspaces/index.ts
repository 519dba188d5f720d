import { defineModule } from '../../platform/module';
import { auditRoutes } from './audit-routes';
import { invitesRoutes } from './invites-routes';
import { keysRoutes } from './keys-routes';
import { membersRoutes } from './members-routes';
import { teamsRoutes } from './teams-routes';
import { workspacesRoutes } from './workspaces-routes';

/**
 * The workspaces module (area `conta`): workspaces, members and roles, teams, invites, API
 * keys and the audit log, under `/api/app/conta`. Needs the auth, mail and realtime
 * platforms registered before it. Other modules use `./service`.
 */
export const workspacesModule = defineModule({
  name: 'workspaces',
  tag: 'conta',
  prefix: '/api/app/conta',
  routes: async (app) => {
    for (const routes of [
      workspacesRoutes,
      membersRoutes,
      teamsRoutes,
      invitesRoutes,
      keysRoutes,
      auditRoutes,
    ]) {
      await app.register(routes);
    }
  },
});
