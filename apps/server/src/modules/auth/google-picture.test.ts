import { describe, expect, it } from 'vitest';
import { authTestApp, GOOGLE_CLIENT_ID, startFakeGoogle } from '../../test/kit';

const google = await startFakeGoogle();
const app = await authTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });

/** Issue 14: the avatar is http(s) only, whichever way it arrives (here Google's picture claim). */
describe('Google sign-in picture', () => {
  it('signs in but keeps no avatar when the picture is not an http(s) address', async () => {
    const { credential } = await google.sign({ picture: 'javascript:alert(document.cookie)' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatarUrl).toBeNull();
  });
});
