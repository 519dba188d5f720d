/**
 * What other modules may use from the workspaces module:
 * - `createPersonalWorkspace` (auth, at sign-up), `personalWorkspaceName`;
 * - `recordAudit(tx, workspaceId, actor, action, details)` to log a change in the audit log
 *   (e.g. finance periods closed/reopened), in the same transaction as the change;
 * - `actorOf(request)` to know who (person or API key) made a request.
 */
export { actorOf } from './access';
export { recordAudit, type Actor } from './audit';
export { createPersonalWorkspace, personalWorkspaceName } from './workspaces-service';
