import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloads } from '../../build/route-preloads';

describe('routePreloads', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/web-1.js', src: 'index.html', isEntry: true },
    _shared: { file: 'assets/shared-1.js', name: 'shared' },
    '_query-9.js': { file: 'assets/query-9.js', name: 'query', imports: ['index.html'] },
    'src/app/shell/app-shell.tsx': {
      file: 'assets/app-shell-2.js',
      src: 'src/app/shell/app-shell.tsx',
      imports: ['_query-9.js', '_shared', 'index.html'],
    },
    'src/features/a/screens.ts': {
      file: 'assets/screens-3.js',
      src: 'src/features/a/screens.ts',
      imports: ['_shared'],
    },
  };
  const index = '<head><script type="module" crossorigin src="/assets/web-1.js"></script></head>';

  it('follows static imports, finds a chunk group by name, and leaves out what index.html loads', () => {
    expect(
      routePreloads(
        manifest,
        [
          {
            path: '/a',
            signedIn: true,
            sources: ['query', 'src/app/shell/app-shell.tsx', 'src/features/a/screens.ts'],
          },
        ],
        index,
      ),
    ).toEqual({
      '/a': {
        signedIn: true,
        files: [
          '/assets/query-9.js',
          '/assets/app-shell-2.js',
          '/assets/shared-1.js',
          '/assets/screens-3.js',
        ],
      },
    });
  });

  it('fails the build for a source that is not a chunk (a renamed file)', () => {
    expect(() =>
      routePreloads(
        manifest,
        [{ path: '/b', signedIn: false, sources: ['src/features/b/screens.ts'] }],
        index,
      ),
    ).toThrow(/src\/features\/b\/screens\.ts/);
  });
});
