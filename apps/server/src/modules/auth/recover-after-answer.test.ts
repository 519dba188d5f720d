import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema';
import {
  authTestApp,
  mailsTo,
  registerUser,
  signedInWebUser,
  testDatabase,
  uniqueEmail,
} from '../../test/kit';

const database = testDatabase();
const app = await authTestApp();

/**
 * Holds the person's row locked (FOR UPDATE) until `release()`: issuing a link for them
 * (a one-time token referencing the row) waits for it, so any request that does that work
 * before answering cannot answer while the lock is held.
 */
async function lockPerson(email: string) {
  const client = await database.pool.connect();
  await client.query('begin');
  await client.query('select id from users where lower(email) = lower($1) for update', [email]);
  return async () => {
    await client.query('commit');
    client.release();
  };
}

/** The answer within `ms`, or 'no answer' (the request waits for the locked row). */
const within = <T>(answer: Promise<T>, ms = 5_000) =>
  Promise.race([answer, new Promise<'no answer'>((r) => setTimeout(() => r('no answer'), ms))]);

const ask = (url: string, email: string) => app.inject({ method: 'POST', url, payload: { email } });

describe('recover and resend answer before any work for the address (issue 14: timing told who has an account)', () => {
  it('recover: a known address answers like an unknown one while its link is still being made', async () => {
    const { email } = await signedInWebUser(app);
    const release = await lockPerson(email);
    try {
      const known = await within(ask('/api/auth/recover', email));
      const unknown = await within(ask('/api/auth/recover', uniqueEmail()));
      if (known === 'no answer' || unknown === 'no answer')
        throw new Error('recover waited for the work before answering');
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe(unknown.body);
    } finally {
      await release();
    }
    const [mail] = await mailsTo(app, email); // the work finishes after the answer
    expect(mail!.subject).toBe('Redefina sua senha do Orbita');
  });

  it('resend-confirmation: the same for an account still waiting for confirmation', async () => {
    const { email } = await registerUser(app);
    await mailsTo(app, email);
    const release = await lockPerson(email);
    try {
      const known = await within(ask('/api/auth/resend-confirmation', email));
      if (known === 'no answer') throw new Error('resend waited for the work before answering');
      expect(known.statusCode).toBe(202);
    } finally {
      await release();
    }
    const mails = await mailsTo(app, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirme seu e-mail no Orbita',
      'Confirme seu e-mail no Orbita',
    ]);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmedAt).toBeNull();
  });
});
