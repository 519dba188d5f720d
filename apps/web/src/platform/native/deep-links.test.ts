import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-links';

describe('deep links of the installed app (issue 25)', () => {
  const host = 'app.orbita.com.br';

  it('opens the confirmation and recovery links with their token', () => {
    expect(deepLinkPath(`https://${host}/registro/Confirma?token=abc`, host)).toBe(
      '/registro/Confirma?token=abc',
    );
    expect(deepLinkPath(`https://${host}/registro/recupera?token=x#y`, host)).toBe(
      '/registro/Recupera?token=x#y',
    );
  });

  it('ignores other hosts, schemes, paths and garbage', () => {
    expect(deepLinkPath('https://evil.example/registro/Confirma?token=abc', host)).toBeNull();
    expect(deepLinkPath(`http://${host}/registro/Confirma`, host)).toBeNull();
    expect(deepLinkPath(`https://${host}/me/home`, host)).toBeNull();
    expect(deepLinkPath('não é url', host)).toBeNull();
  });
});
