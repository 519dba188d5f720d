import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDist } from './web-sizes';

// Runs after `npm run build -w @orbita/web` (see the root `test:e2e` script): the sign-in page
// the build prerendered (apps/web/build/prerender-sign-in.ts), as the server sends it for `/`.
describe('the prerendered sign-in page (dist/home.html)', () => {
  const dist = process.env.WEB_DIST ?? webDist;
  const page = fs.readFileSync(path.join(dist, 'home.html'), 'utf8');
  const root = page.slice(page.indexOf('<div id="root"'));
  const head = page.slice(0, page.indexOf('</head>'));

  it('is the page itself, not the spinner, with a form that cannot be sent before hydration', () => {
    expect(root).toMatch(/^<div id="root" data-prerendered>/);
    expect(root).toContain('Tudo o que importa, em órbita.');
    expect(root).toContain('Colete ideias, organize listas e processos');
    expect(root).toMatch(/<input[^>]*type="email"/);
    expect(root).toMatch(/<input[^>]*type="password"/);
    expect(root).toMatch(/<form[^>]*method="post"/);
    expect(root).toMatch(
      /<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/,
    );
    expect(root).not.toContain('role="progressbar"');
    // Everything rendered at build time: no boundary left for the client (`<!--$!`), no
    // inline script or template React would need to finish it (the CSP allows no inline script).
    expect(root).not.toContain('<!--$!');
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<template');
  });

  it('carries the rules of every class it uses in its head', () => {
    const classes = new Set([...root.matchAll(/\bcss-([a-z0-9]{3,})\b/g)].map((m) => m[1]));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes)
      expect(head, `css-${name}`).toMatch(new RegExp(`\\.css-${name}[{:\\[ .]`));
    expect(head).toMatch(/<style data-emotion="css [a-z0-9 -]+">/);
  });

  it('preloads the scripts the page needs to come alive', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const screens = manifest['src/features/auth/screens.ts']!.file;
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="/${screens}">`);
    const entry = `/${manifest['index.html']!.file}`;
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="${entry}">`);
    const start = new RegExp(
      `<script type="module" src="/(assets/paint-first-\\w+\\.js)" data-entry="${entry}">`,
    ).exec(head);
    expect(start, 'paint-first script').not.toBeNull();
    expect(fs.existsSync(path.join(dist, start![1]!))).toBe(true);
  });
});
