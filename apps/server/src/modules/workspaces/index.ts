import { defineModule } from '../../platform/module';
import { auditRoutes } from './audit-routes';
import { invitesRoutes } from './invites-routes';
import { keysRoutes } from './keys-routes';
import { publicInviteRoutes } from './public-invite-routes';
import { membersRoutes } from './members-routes';
import { teamsRoutes } from './teams-routes';
import { workspacesRoutes } from './workspaces-routes';

/**
 * What other modules may use:
 * - `createPersonalWorkspace` (auth, at sign-up, in its transaction), `personalWorkspaceName`;
 * - `recordAudit(tx, workspaceId, actor, action, details)` to log a change in the audit log
 *   (e.g. finance periods closed/reopened), in the same transaction as the change;
 * - `actorOf(request)` to know who (person or API key) made a request.
 */
export { actorOf } from './access';
export { recordAudit, type Actor } from './audit';
export { createPersonalWorkspace, personalWorkspaceName } from './workspaces-service';
/** An invite's e-mail, inviter and role, for notifications (communication). */
export { inviteBrief } from './notification-reads';

/**
 * The workspaces module (area `conta`): workspaces, members and roles, teams, invites, API
 * keys and the audit log, under `/api/app/conta`; the signed-out invite read under
 * `/api/public/convites`. Needs the auth, mail and realtime platforms registered before it.
 */
export const workspacesModule = defineModule({
  name: 'workspaces',
  tag: 'conta',
  routes: async (app) => {
    for (const routes of [
      workspacesRoutes,
      membersRoutes,
      teamsRoutes,
      invitesRoutes,
      keysRoutes,
      auditRoutes,
    ]) {
      await app.register(routes, { prefix: '/api/app/conta' });
    }
    await app.register(publicInviteRoutes, { prefix: '/api/public/convites' });
  },
});
