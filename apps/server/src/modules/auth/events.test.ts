import type { DomainEventName, DomainEventPayload } from '@orbita/contracts';
import { describe, expect, it } from 'vitest';
import { authTestApp, registerUser, signedInMobileUser } from '../../test/kit';

const app = await authTestApp();

/** What the bus heard after commit of the auth events `names`, about one person. */
function listen<N extends DomainEventName>(names: N[]) {
  const heard: { name: N; payload: DomainEventPayload<N> }[] = [];
  const offs = names.map((name) =>
    app.ctx.events.onAfterCommit(name, (payload) => void heard.push({ name, payload })),
  );
  return { heard, off: () => offs.forEach((off) => off()) };
}

describe('auth writes on the kernel', () => {
  it('registration, sign-in and logout tell the bus, in the person’s personal workspace', async () => {
    const { heard, off } = listen([
      'auth.user.registered',
      'auth.email.confirmed',
      'auth.session.started',
      'auth.session.revoked',
    ]);
    try {
      const { session, userId } = await signedInMobileUser(app);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'x-client-type': 'mobile', authorization: `Bearer ${session.refreshToken}` },
      });
      expect(logout.statusCode).toBe(204);

      const mine = heard.filter((e) => (e.payload as { userId: string }).userId === userId);
      const base = { userId, workspaceId: session.workspaceId, actorId: userId };
      expect(mine.map((e) => e.name)).toEqual([
        'auth.user.registered',
        'auth.email.confirmed',
        'auth.session.started',
        'auth.session.started',
        'auth.session.revoked',
      ]);
      expect(mine[0]!.payload).toEqual({ ...base, method: 'password', newAccount: true });
      expect(mine[2]!.payload).toMatchObject({ ...base, clientType: 'web', method: 'email-link' });
      expect(mine[3]!.payload).toMatchObject({ ...base, clientType: 'mobile', method: 'password' });
      expect(mine[4]!.payload).toEqual({
        ...base,
        sessionId: (mine[3]!.payload as { sessionId: string }).sessionId,
        reason: 'logout',
      });
    } finally {
      off();
    }
  });

  it('a registration of an e-mail already confirmed writes nothing, so it tells nothing', async () => {
    const { email } = await signedInMobileUser(app);
    const { heard, off } = listen(['auth.user.registered']);
    try {
      expect((await registerUser(app, { email })).res.statusCode).toBe(201);
      expect(heard).toEqual([]);
    } finally {
      off();
    }
  });
});
