import { describe, expect, it } from 'vitest';
import { authTestApp, linkToken, mailsTo, registerUser, signedInWebUser } from '../../test/kit';
import { commonPasswordMessage, isCommonPassword } from './passwords';

const app = await authTestApp();
const refused = (field: string) => ({
  message: commonPasswordMessage,
  code: 'validation',
  fields: { [field]: commonPasswordMessage },
});

describe('the most common passwords are refused (issue 14)', () => {
  it('knows the international top list and the pt-BR one, whatever the letter case', () => {
    for (const password of [
      '12345678',
      'password',
      'Password',
      'senha123',
      'qwertyuiop',
      'brasil123',
      'mudar123',
      'Flamengo',
      'corinthians',
    ])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['senha-forte-123', 'nova-senha-forte', 'cavalo correto bateria'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('at sign-up, with the message on the password field', async () => {
    for (const password of ['12345678', 'password', 'senha123', 'corinthians']) {
      const { res, email } = await registerUser(app, { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual(refused('password'));
      expect(await mailsTo(app, email)).toEqual([]);
    }
  });

  it('at password change (newPassword) and at reset (the link stays usable)', async () => {
    const { session, email, password } = await signedInWebUser(app);
    const change = await app.inject({
      method: 'POST',
      url: '/api/app/me/password',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { currentPassword: password, newPassword: 'brasil123' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual(refused('newPassword'));

    await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
    const token = await linkToken(app, email, '/registro/Recupera');
    const reset = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        payload: { token, password: newPassword },
      });
    const weak = await reset('flamengo');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(refused('password'));
    expect((await reset('uma-senha-so-minha')).statusCode).toBe(200);
  });
});
