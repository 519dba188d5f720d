import type { EventBus } from '../../platform/events/bus';
import { subscribeAgentNotices } from './notify-on-agents';
import { subscribeChatNotices } from './notify-on-chats';
import { subscribeBudgetNotices } from './notify-on-finance-budgets';
import { subscribeCardNotices } from './notify-on-finance-cards';
import { subscribeFlowNotices } from './notify-on-flow';
import { subscribeGamificationNotices } from './notify-on-gamification';
import { subscribeWorkspaceNotices } from './notify-on-workspaces';

/**
 * Subscribes notifications to the domain events they come from (the module's `subscribe`).
 * Each handler runs inside the event's transaction (so a notification commits with its cause
 * and is never lost), guarded by a savepoint (so it can never undo the cause), and goes
 * through `deliver` (actor, membership, preferences, grouping, digest).
 */
export function subscribeNotifications(bus: EventBus): void {
  subscribeWorkspaceNotices(bus);
  subscribeFlowNotices(bus);
  subscribeGamificationNotices(bus);
  subscribeBudgetNotices(bus);
  subscribeCardNotices(bus);
  subscribeAgentNotices(bus);
  subscribeChatNotices(bus);
}
