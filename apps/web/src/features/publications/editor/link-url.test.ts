import { describe, expect, it } from 'vitest';
import { checkLinkUrl } from './link-url';

describe('checkLinkUrl', () => {
  it('accepts web and e-mail addresses, completing bare ones', () => {
    expect(checkLinkUrl(' https://orbita.app/a?b=1 ')).toEqual({
      ok: true,
      href: 'https://orbita.app/a?b=1',
    });
    expect(checkLinkUrl('http://exemplo.com')).toEqual({ ok: true, href: 'http://exemplo.com/' });
    expect(checkLinkUrl('exemplo.com.br/preco')).toEqual({
      ok: true,
      href: 'https://exemplo.com.br/preco',
    });
    expect(checkLinkUrl('ana@exemplo.com')).toEqual({ ok: true, href: 'mailto:ana@exemplo.com' });
    expect(checkLinkUrl('mailto:ana@exemplo.com?subject=Oi')).toEqual({
      ok: true,
      href: 'mailto:ana@exemplo.com?subject=Oi',
    });
  });

  it('refuses script and data links and anything that is not an address, in pt-BR', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://exemplo.com',
      'mailto:nada',
      'não é link',
      'palavra',
      '',
    ]) {
      const result = checkLinkUrl(bad);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^(Informe|Use|O endereço)/);
    }
  });
});
