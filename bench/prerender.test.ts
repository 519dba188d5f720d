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

// The chunks each route loads lazily, for the server to preload with its page
// (apps/web/build/route-preloads.ts → apps/server web-app.ts).
describe('the route preloads (dist/route-preloads.json)', () => {
  const dist = process.env.WEB_DIST ?? webDist;
  const preloads = JSON.parse(
    fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8'),
  ) as Record<string, { signedIn: boolean; files: string[] }>;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

  it('gives /me/home the shell, the dashboard’s screens and its first reads, and nothing index.html loads', () => {
    const home = preloads['/me/home']!;
    expect(home.signedIn).toBe(true);
    for (const source of [
      'src/app/shell/app-shell.tsx',
      'src/features/dashboard/screens.ts',
      'src/features/dashboard/api/prefetch.ts',
    ])
      expect(home.files).toContain(`/${manifest[source]!.file}`);
    for (const file of home.files) expect(index).not.toContain(file);
  });

  it('lists only files of the build, for every route but the prerendered /', () => {
    expect(preloads['/']).toBeUndefined();
    expect(Object.keys(preloads).length).toBeGreaterThan(40);
    expect(preloads['/registro/Confirma']).toMatchObject({ signedIn: false });
    for (const { files } of Object.values(preloads))
      for (const file of files) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
  });
});
