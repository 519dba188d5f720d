import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '../../platform/identity/schema';
import { oneTimeTokens } from './schema';
import {
  authTestApp,
  linkToken,
  mailsTo,
  registerUser,
  signedInMobileUser,
  signedInWebUser,
  testDatabase,
  uniqueEmail,
  webHeaders,
  appStateStatus,
} from '../../test/kit';

const database = testDatabase();
const app = await authTestApp();
const recoverMessage = {
  message: 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.',
};

const recover = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/recover', () => {
  it('answers 202 with one message whether or not the e-mail has an account', async () => {
    const { email } = await signedInWebUser(app);
    const known = await recover(email);
    const unknownEmail = uniqueEmail();
    const unknown = await recover(unknownEmail);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(recoverMessage);
    }
    expect(await mailsTo(app, unknownEmail)).toEqual([]);
    const [mail] = await mailsTo(app, email);
    expect(mail!.subject).toBe('Redefina sua senha do Orbita');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/registro\/Recupera\?token=[\w-]{43}\n/);
  });

  it('issues a link valid for one hour', async () => {
    const { email, userId } = await signedInWebUser(app);
    await recover(email);
    await app.mailer.flush(); // the link is made after the answer
    const resetRow = (
      await database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId))
    ).find((r) => r.purpose === 'reset_password')!;
    expect((resetRow.expiresAt.getTime() - resetRow.createdAt.getTime()) / 60_000).toBeCloseTo(
      60,
      0,
    );
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the new password, ends every session of the person and uses the link once', async () => {
    const { email, password, jar, session } = await signedInWebUser(app);
    const mobile = await signedInMobileUser(app, { email: uniqueEmail() });
    await recover(email);
    const token = await linkToken(app, email, '/registro/Recupera');

    const res = await reset(token, 'nova-senha-forte');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha alterada! Entre com a nova senha.' });

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'nova-senha-forte')).statusCode).toBe(200);
    expect(await appStateStatus(app, session.token)).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: webHeaders(jar) }))
        .statusCode,
    ).toBe(401);
    const families = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    expect(families.find((f) => f.revokedReason === 'password_reset')).toBeDefined();
    // Someone else's sessions are untouched.
    expect(await appStateStatus(app, mobile.session.token)).toBe(200);

    const again = await reset(token, 'outra-senha-forte');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Este link é inválido ou já foi usado. Peça um novo.',
      code: 'auth.token_invalid',
    });
  });

  it('refuses an expired link and keeps the old password', async () => {
    const { email, password, userId } = await signedInWebUser(app);
    await recover(email);
    const token = await linkToken(app, email, '/registro/Recupera');
    await database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.userId, userId));
    const res = await reset(token, 'nova-senha-forte');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Este link expirou. Peça um novo.',
      code: 'auth.token_expired',
    });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('refuses the e-mail as password and a short one, naming the field, and the link stays usable', async () => {
    const { email } = await signedInWebUser(app);
    await recover(email);
    const token = await linkToken(app, email, '/registro/Recupera');
    const same = await reset(token, email);
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ password: 'A senha não pode ser igual ao seu e-mail.' });
    const short = await reset(token, 'curta');
    expect(short.json().fields).toEqual({
      password: 'A senha precisa ter pelo menos 8 caracteres.',
    });
    expect((await reset(token, 'agora-sim-valida')).statusCode).toBe(200);
  });

  it('confirms the e-mail of an account that never confirmed it (the link proves the mailbox)', async () => {
    const { email } = await registerUser(app);
    await recover(email);
    const token = await linkToken(app, email, '/registro/Recupera');
    expect((await reset(token, 'senha-recuperada')).statusCode).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await login(email, 'senha-recuperada')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await reset('a'.repeat(43), 'senha-qualquer-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('auth.token_invalid');
  });
});

describe('POST /api/auth/reset/check', () => {
  const check = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/reset/check', payload: { token } });

  it('answers 204 for a usable link without using it, then refuses it once used', async () => {
    const { email } = await signedInWebUser(app);
    await recover(email);
    const token = await linkToken(app, email, '/registro/Recupera');
    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    expect((await reset(token, 'nova-senha-forte')).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      message: 'Este link é inválido ou já foi usado. Peça um novo.',
      code: 'auth.token_invalid',
    });
  });

  it('refuses an expired link and a made-up one, in pt-BR', async () => {
    const { email, userId } = await signedInWebUser(app);
    await recover(email);
    const token = await linkToken(app, email, '/registro/Recupera');
    await database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.userId, userId));
    expect((await check(token)).json()).toEqual({
      message: 'Este link expirou. Peça um novo.',
      code: 'auth.token_expired',
    });
    expect((await check('b'.repeat(43))).json().code).toBe('auth.token_invalid');
  });
});
