import { REALTIME_CLOSE } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { StompSession } from './session';

/**
 * A socket lives no longer than the sign-in it was opened with: every revocation (logout,
 * password change or reset, a reused refresh token) emits `auth.session.revoked`, and the
 * sockets of that session close on every instance (through the bus). `app.ctx`, which holds
 * the domain-event bus, is built after realtime, hence the subscription once the app is
 * ready; a bare realtime app (test kit) has no domain events.
 */
export function endSocketsOfEndedSessions(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    if (!app.hasDecorator('ctx')) return;
    app.ctx.events.onAfterCommit('auth.session.revoked', ({ userId, sessionId }) =>
      app.realtime.endSessions(userId, [sessionId]),
    );
  });
}

/** Refuses a socket over the per-person cap with a pt-BR STOMP ERROR frame. */
export function tooManySockets(session: StompSession, max: number): void {
  session.end(
    `Conexões em tempo real demais abertas para esta pessoa (máximo ${max}). Feche abas ou aparelhos que não estiver usando.`,
    REALTIME_CLOSE.tooManySockets,
  );
}
