/**
 * What other modules may use from communication (ARCHITECTURE.md: only through service.ts).
 * - `createNotification(tx, { workspaceId, userId, kind, title, body?, link? })`: inside
 *   your transaction; delivered live on the person's `/user/queue/notifications` after it commits.
 * - `onDailyAccess(handler)`: grant the day's rewards (gamification) when a person's first
 *   access of a São Paulo day is recorded; the handler's grants are answered to the client.
 */
export {
  onDailyAccess,
  streakUpTo,
  type DailyAccessEvent,
  type DailyAccessHandler,
} from './daily-access';
export { createNotification } from './notifications';
