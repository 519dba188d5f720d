import { defineModule } from '../../platform/module';
import { dailyAccessRoutes } from './daily-access-routes';
import { devNotificationRoutes } from './dev-routes';
import { startNotificationJobs } from './jobs';
import { notificationRoutes } from './notification-routes';
import { subscribeNotifications } from './notify-on-events';

/**
 * The communication module (area `comunicacao`): the daily access event and notifications
 * under `/api/app/comunicacao`, plus `/dev/notifications` outside production. Needs the
 * auth and realtime platforms registered before it.
 *
 * What other modules may use (only from here):
 * - `createNotification(tx, { workspaceId, userId, kind, title, body?, link? })`: inside
 *   your transaction; delivered live on the person's `/user/queue/notifications` after it
 *   commits.
 * - `notifyIfWanted(tx, event, input)`: the same for an event the person can switch off in
 *   Configurações (settings' notification preferences); null when they did.
 * - the bus event `communication.daily-access.recorded`: a person's first access of a São
 *   Paulo day; in-transaction handlers reply with what they granted, answered to the client.
 *
 * Notifications from other modules' events (invites, roles, assignments, comments and
 * mentions, cards entering a stage, missions and rewards) come from their domain events
 * (notify-on-events.ts), never from calls into this module; tasks due within 24 hours and the
 * e-mail digest are periodic jobs (jobs.ts).
 */
export { createNotification, notifyIfWanted } from './notifications';
/** The person's notifications, read by the dashboard. */
export { countUnread, listNotifications } from './notifications';

export const communicationModule = defineModule({
  name: 'communication',
  tag: 'comunicacao',
  routes: async (app) => {
    await app.register(dailyAccessRoutes, { prefix: '/api/app/comunicacao' });
    await app.register(notificationRoutes, { prefix: '/api/app/comunicacao' });
    if (app.config.NODE_ENV !== 'production') await app.register(devNotificationRoutes);
    if (app.config.NODE_ENV !== 'test') startNotificationJobs(app);
  },
  subscribe: subscribeNotifications,
});
