import { describe, expect, it } from 'vitest';
import { authTestApp, person } from '../../test/kit';

const app = await authTestApp();

describe('PATCH /api/app/me avatarUrl (issue 14: only http(s) addresses)', () => {
  it('refuses javascript:, data: and other schemes with a pt-BR 400, and keeps the old avatar', async () => {
    const me = await person(app);
    expect(
      (await me.call('PATCH', '/api/app/me', { avatarUrl: 'https://exemplo.com/eu.png' }))
        .statusCode,
    ).toBe(200);
    for (const avatarUrl of [
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
    ]) {
      const res = await me.call('PATCH', '/api/app/me', { avatarUrl });
      expect(res.statusCode, avatarUrl).toBe(400);
      expect(res.json().fields).toEqual({
        avatarUrl: 'Informe um endereço http:// ou https:// válido.',
      });
    }
    const state = await me.call('GET', '/api/auth/app');
    expect(state.json().user.avatarUrl).toBe('https://exemplo.com/eu.png');
  });
});
