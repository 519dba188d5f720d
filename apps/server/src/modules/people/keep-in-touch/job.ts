import type { FastifyInstance } from 'fastify';
import { notifyKeepInTouch } from './service';

/** How often an instance looks for people whose keep-in-touch cadence ran out. */
export const KEEP_IN_TOUCH_EVERY_MS = 15 * 60 * 1000;

/**
 * The kernel has no job queue: like communication's notification jobs, each instance runs the
 * check on an interval (idempotent across instances: the reminder rows decide who tells).
 * Not started in tests, which call `notifyKeepInTouch` with a clock of their choosing.
 */
export function startKeepInTouchJob(app: FastifyInstance): void {
  if (app.config.NODE_ENV === 'test') return;
  let running = false;
  const tick = async () => {
    if (running) return; // A slow run is never overlapped by the next one.
    running = true;
    try {
      await notifyKeepInTouch(app.ctx);
    } catch (err) {
      app.log.warn({ err }, 'pessoas: lembretes de manter contato falharam');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), KEEP_IN_TOUCH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
