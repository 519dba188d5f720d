import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE_DAYS, setLanguageCookie } from './language';

afterEach(() => vi.restoreAllMocks());

describe('setLanguageCookie', () => {
  it('sets lang=pt-BR for 365 days on path / and keeps <html lang="pt-BR">', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    document.documentElement.lang = 'en';
    setLanguageCookie(new Date('2026-03-10T12:00:00Z'));

    expect(LANGUAGE_COOKIE_DAYS).toBe(365);
    expect(writes).toHaveLength(1);
    const attributes = writes[0]?.split('; ') ?? [];
    expect(attributes[0]).toBe('lang=pt-BR');
    expect(attributes).toContain('max-age=31536000');
    expect(attributes).toContain('expires=Wed, 10 Mar 2027 12:00:00 GMT');
    expect(attributes).toContain('path=/');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('is readable by the page afterwards', () => {
    setLanguageCookie();
    expect(document.cookie.split('; ')).toContain('lang=pt-BR');
  });
});
