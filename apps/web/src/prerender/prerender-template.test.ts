import { describe, expect, it } from 'vitest';
import {
  chunkFiles,
  fillTemplate,
  PAINT_FIRST_FILE,
  startAfterPaint,
} from '../../build/prerender-template';

describe('fillTemplate', () => {
  const template =
    '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/web-1.js"></head>' +
    '<body><div id="root">\n<div aria-hidden="true"><svg></svg></div>\n</div>\n</body></html>';

  it('puts the markup in #root, hints and styles in the head, and preloads the screen chunks', () => {
    const page = fillTemplate(
      template,
      {
        html: '<link rel="preload" as="image" href="/icon.svg"/><main>Entrar</main>',
        styles: '<style data-emotion="css a">.css-a{}</style>',
      },
      ['/assets/screens-1.js', '/assets/web-1.js', '/assets/index-1.js'],
    );
    expect(page).toContain('<div id="root" data-prerendered><main>Entrar</main></div>');
    expect(page).not.toContain('aria-hidden');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/icon.svg"/>');
    expect(head).toContain('<style data-emotion="css a">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/screens-1.js">');
    // What index.html already loads is not asked for twice.
    expect(page.match(/web-1\.js/g)).toHaveLength(1);
    expect(page.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('fails the build when index.html has no #root', () => {
    expect(() => fillTemplate('<html><body></body></html>', { html: '', styles: '' }, [])).toThrow(
      /#root/,
    );
  });
});

describe('startAfterPaint', () => {
  it('preloads the entry and starts it from paint-first.js instead of the HTML', () => {
    const html = startAfterPaint(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head>',
    );
    expect(html).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/index-1.js">' +
        `<script type="module" src="/${PAINT_FIRST_FILE}" data-entry="/assets/index-1.js"></script></head>`,
    );
    expect(PAINT_FIRST_FILE).toMatch(/^assets\/paint-first-[0-9a-f]{10}\.js$/);
    expect(() => startAfterPaint('<head></head>')).toThrow(/entrada/);
  });
});

describe('chunkFiles', () => {
  it('is a chunk and everything it imports, once each', () => {
    const manifest = {
      'src/a.ts': { file: 'assets/a.js', imports: ['_b.js', '_c.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_c.js'] },
      '_c.js': { file: 'assets/c.js' },
    };
    expect(chunkFiles(manifest, 'src/a.ts')).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.js',
    ]);
    expect(() => chunkFiles(manifest, 'src/x.ts')).toThrow(/manifest/);
  });
});
