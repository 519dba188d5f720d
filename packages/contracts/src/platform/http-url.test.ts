import { describe, expect, it } from 'vitest';
import { updateMeBodySchema } from '../auth';
import { createResourceBodySchema } from '../gamification';
import { httpUrl } from './http-url';

const scripted = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'javascript://exemplo.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://exemplo.com/a.png',
];

describe('httpUrl', () => {
  it('accepts http and https addresses', () => {
    for (const url of ['http://exemplo.com/a.png', 'https://cdn.exemplo.com.br/x?y=1#z'])
      expect(httpUrl().safeParse(url).success, url).toBe(true);
  });

  it('refuses every other scheme with a pt-BR message', () => {
    for (const url of scripted) {
      const parsed = httpUrl().safeParse(url);
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'Informe um endereço http:// ou https:// válido.',
      );
    }
  });

  it('httpsOnly refuses plain http', () => {
    expect(httpUrl({ httpsOnly: true }).safeParse('http://exemplo.com/a.png').success).toBe(false);
    expect(httpUrl({ httpsOnly: true }).safeParse('https://exemplo.com/a.png').success).toBe(true);
  });

  it('bounds the length', () => {
    expect(httpUrl().safeParse(`https://exemplo.com/${'a'.repeat(2100)}`).success).toBe(false);
  });
});

describe('URL fields a person sets', () => {
  it('the profile avatar takes only http(s) addresses (or null to remove it)', () => {
    for (const url of scripted)
      expect(updateMeBodySchema.safeParse({ avatarUrl: url }).success, url).toBe(false);
    expect(updateMeBodySchema.safeParse({ avatarUrl: 'https://exemplo.com/eu.png' }).success).toBe(
      true,
    );
    expect(updateMeBodySchema.safeParse({ avatarUrl: null }).success).toBe(true);
  });

  it('game images take only https addresses', () => {
    for (const url of [...scripted, 'http://exemplo.com/a.png'])
      expect(
        createResourceBodySchema.safeParse({ name: 'Moeda', imageUrl: url }).error?.issues[0]?.path,
        url,
      ).toEqual(['imageUrl']);
  });
});
