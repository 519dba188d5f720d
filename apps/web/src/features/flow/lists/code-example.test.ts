import { describe, expect, it } from 'vitest';
import { codeExample } from './code-example';

describe('codeExample (live preview of the code sequence)', () => {
  it('builds TAR-0042-X from prefix, width and suffix, upper-cased like the server', () => {
    expect(codeExample('tar', 4, 'x')).toBe('TAR-0042-X');
    expect(codeExample('PRJ', 3, '')).toBe('PRJ-042');
    expect(codeExample('OS', 1, '', 7)).toBe('OS-7');
  });
  it('has nothing to show while the fields cannot make a code', () => {
    expect(codeExample('', 4, '')).toBeNull();
    expect(codeExample('TAR', Number.NaN, '')).toBeNull();
    expect(codeExample('TAR', 11, '')).toBeNull();
    expect(codeExample('TAR', 0, '')).toBeNull();
  });
});
