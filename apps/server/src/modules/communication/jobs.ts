import type { FastifyInstance } from 'fastify';
import { sendDigests } from './digest';
import { notifyDueSoon } from './due-soon-job';
import { notifyStatementsDue } from './notify-on-finance-cards';
import { purgeNotificationLeftovers } from './purge';

/** How often an instance looks for tasks due soon and digests to send. */
export const NOTIFICATION_JOBS_EVERY_MS = 5 * 60 * 1000;

/**
 * The kernel has no job queue yet: each instance runs the notification jobs on a small
 * interval. Both are idempotent across instances (the due-soon marks, the digest's claimed
 * period and `skip locked`), so several instances only share the work. Not started in tests,
 * which call the jobs themselves with a clock of their choosing.
 */
export function startNotificationJobs(app: FastifyInstance): void {
  const deps = { ctx: app.ctx, mailer: app.mailer, appUrl: app.config.APP_URL };
  let running = false;
  const tick = async () => {
    if (running) return; // A slow run is never overlapped by the next one.
    running = true;
    try {
      await notifyDueSoon(app.ctx);
      await notifyStatementsDue(app.ctx);
      await sendDigests(deps);
      await purgeNotificationLeftovers(app.ctx);
    } catch (err) {
      app.log.warn({ err }, 'tarefas periódicas de notificação falharam');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), NOTIFICATION_JOBS_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
