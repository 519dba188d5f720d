import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './document-cookie';

const cookieGetter = () => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  return vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    return descriptor.get!.call(this) as string;
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  writeCookie('a=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
});

describe('document cookie', () => {
  it('asks the browser once per task, however many reads', async () => {
    writeCookie('a=1; path=/');
    await Promise.resolve();
    const getter = cookieGetter();
    for (let i = 0; i < 50; i++) expect(readCookie('a')).toBe('1');
    expect(getter).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    readCookie('a');
    expect(getter).toHaveBeenCalledTimes(2);
  });

  it("sees this tab's own write at once, and another writer's from the next task", async () => {
    writeCookie('a=1; path=/');
    expect(readCookie('a')).toBe('1');
    writeCookie('a=2; path=/');
    expect(readCookie('a')).toBe('2');
    document.cookie = 'a=3; path=/'; // another writer (another tab, the server)
    expect(readCookie('a')).toBe('2');
    await Promise.resolve();
    expect(readCookie('a')).toBe('3');
  });

  it('decodes the value, and keeps a malformed one as written', () => {
    writeCookie(`a=${encodeURIComponent('{"x":"ã"}')}; path=/`);
    expect(readCookie('a')).toBe('{"x":"ã"}');
    writeCookie('a=%E0%A4%A; path=/');
    expect(readCookie('a')).toBe('%E0%A4%A');
    expect(readCookie('missing')).toBeNull();
  });
});
