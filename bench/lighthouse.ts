import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { connectDatabase } from '../apps/server/src/platform/db/client';
import { users } from '../apps/server/src/platform/identity/schema';
import { createMember } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase, startOrbita } from './support/servers';

/**
 * Lighthouse 12.2.3 (pinned; issue 25), mobile preset (Moto G Power screen, simulated slow 4G
 * and 4× CPU), in Debian's Chromium, on the sign-in page `/`, the signed-in `/me/home` and
 * `/flow/workplace`, and a published public page (`/site/<handle>/<slug>`). Each URL in a
 * fresh browser profile (cold cache); signed-in URLs get the session's cookies first, as a
 * browser keeps them. Scores 0–100 of performance, accessibility, best practices and SEO,
 * the failing audits of the last three, and the main metrics. Lighthouse 12 has no PWA
 * category any more: installability is checked by e2e/tests/pwa.spec.ts (manifest and
 * service worker). Alone: `npx tsx bench/lighthouse.ts` (WEB_DIST_DIR=<build> to pick a
 * build); results in bench/results/lighthouse.json;
 * LIGHTHOUSE_PAGES=/,/me/home for some pages only, LIGHTHOUSE_REPORTS=<dir> to keep the reports.
 */
const PASSWORD = 'orbita-bench-1';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthousePage {
  url: string;
  scores: Record<(typeof categories)[number], number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits below 1 in accessibility, best practices and SEO: id → title. */
  failing: Record<string, string>;
}

export interface LighthouseResult {
  lighthouse: string;
  preset: 'mobile';
  pages: Record<string, LighthousePage>;
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** An owner of a creator workspace, done with onboarding, with a published public page. */
async function prepare(base: string, databaseUrl: string) {
  const handle = connectDatabase(databaseUrl);
  try {
    const { user, workspace } = await createMember(handle, 'owner', 'Ana Souza', {
      accountType: 'creator',
      workspaceName: 'Ateliê da Ana',
    });
    const email = `lighthouse-${Date.now()}@exemplo.com.br`;
    await handle.db
      .update(users)
      .set({ email, passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: new Date() })
      .where(eq(users.id, user.id));
    const mobile = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-type': 'mobile' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { token } = (await mobile.json()) as { token: string };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-client-type': 'mobile',
          authorization: `Bearer ${token}`,
          'x-workspace-id': workspace.id,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
      return (res.status === 204 ? {} : await res.json()) as Record<string, unknown>;
    };
    for (const checkpoint of ['boas-vindas', 'tipo-conta'])
      await call('DELETE', `/api/app/me/checkpoints/${checkpoint}`).catch(() => undefined);
    const list = await call('POST', '/api/app/flow/lists', { name: 'Encomendas' });
    for (const title of ['Responder a Bia', 'Separar o barro', 'Queimar a fornada'])
      await call('POST', `/api/app/flow/lists/${String(list.id)}/tasks`, { title });
    await call('POST', '/api/app/flow/items', { content: 'Ligar para o fornecedor' });
    const page = await call('POST', '/api/app/produto/pages', {
      title: 'Ateliê da Ana',
      visibility: 'public',
      seoDescription: 'Cerâmica feita à mão com entrega para todo o Brasil.',
      blocks: [
        {
          id: 't1',
          type: 'text',
          html: '<h2>Cerâmica</h2><p>Peças feitas à mão no interior de Minas Gerais.</p>',
        },
        { id: 'b1', type: 'button', label: 'Fale conosco', url: 'mailto:ana@exemplo.com.br' },
      ],
    });
    await call('POST', `/api/app/produto/pages/${String(page.id)}/publish`, {
      version: page.version,
    });
    const site = await call('GET', '/api/app/universo/explore/site');
    // The web session as the browser keeps it: the login's cookies and the app's `ai-token`.
    const web = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const session = await web.text();
    const cookies: Cookie[] = web.headers.getSetCookie().map((c) => {
      const [pair = '', ...attributes] = c.split(';');
      const at = pair.indexOf('=');
      const cookiePath =
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith('path='))
          ?.slice(5) ?? '/';
      return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1), path: cookiePath };
    });
    cookies.push({ name: 'ai-token', value: encodeURIComponent(session), path: '/' });
    return { cookies, publicPath: `/site/${String(site.handle)}/${String(page.slug)}` };
  } finally {
    await handle.close();
  }
}

/** One Lighthouse run in a fresh Chromium profile listening on a debugging port. */
async function audit(url: string, cookies: Cookie[]): Promise<LighthousePage> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-lighthouse-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    if (cookies.length > 0)
      await context.addCookies(cookies.map((c) => ({ ...c, domain: new URL(url).hostname })));
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        // Keeps the cookies just set; the profile is new, so the cache is cold anyway.
        disableStorageReset: true,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse não respondeu para ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (process.env.LIGHTHOUSE_REPORTS)
      fs.writeFileSync(
        path.join(
          process.env.LIGHTHOUSE_REPORTS,
          `${new URL(url).pathname.replace(/\W+/g, '_')}.json`,
        ),
        JSON.stringify(lhr),
      );
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const failing: Record<string, string> = {};
    for (const category of ['accessibility', 'best-practices', 'seo'] as const)
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (a && ref.weight > 0 && a.score !== null && a.score < 1) failing[a.id] = a.title;
      }
    return {
      url: lhr.finalDisplayedUrl,
      scores: Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as LighthousePage['scores'],
      metrics: {
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        speedIndexMs: numeric('speed-index'),
      },
      failing,
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function runLighthouseBench(): Promise<LighthouseResult> {
  const database = await startBenchDatabase();
  const server = await startOrbita(database.url);
  try {
    const { cookies, publicPath } = await prepare(server.url, database.url);
    // The server's CSP names its WebSocket origin from APP_URL (localhost): the browser must
    // be on that host, or the realtime socket is blocked and logged as a CSP issue.
    const base = server.url.replace('127.0.0.1', 'localhost');
    // Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART): once more.
    const twice = async (url: string, withCookies: Cookie[]) => {
      try {
        return await audit(url, withCookies);
      } catch (error) {
        console.warn(`Lighthouse de novo: ${String(error)}`);
        return audit(url, withCookies);
      }
    };
    const targets: Record<string, [string, Cookie[]]> = {
      '/': [`${base}/`, []],
      '/me/home': [`${base}/me/home`, cookies],
      '/flow/workplace': [`${base}/flow/workplace`, cookies],
      'página pública': [`${base}${publicPath}`, []],
    };
    // LIGHTHOUSE_PAGES=/,/me/home audits only those (while working on one page).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages: Record<string, LighthousePage> = {};
    for (const [name, [url, withCookies]] of Object.entries(targets))
      if (!only || only.includes(name)) pages[name] = await twice(url, withCookies);
    return { lighthouse: '12.2.3', preset: 'mobile', pages };
  } finally {
    await server.stop();
    await database.stop();
  }
}

export function printLighthouseResult(result: LighthouseResult): void {
  console.log('\nLighthouse 12.2.3, celular (notas 0–100; ms)');
  console.table(
    Object.fromEntries(
      Object.entries(result.pages).map(([name, p]) => [
        name,
        {
          desempenho: p.scores.performance,
          acessibilidade: p.scores.accessibility,
          'boas práticas': p.scores['best-practices'],
          SEO: p.scores.seo,
          LCP: p.metrics.lcpMs,
          TBT: p.metrics.tbtMs,
          CLS: p.metrics.cls,
        },
      ]),
    ),
  );
  for (const [name, p] of Object.entries(result.pages))
    if (Object.keys(p.failing).length > 0)
      console.log(`${name}: ${Object.values(p.failing).join('; ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLighthouseBench();
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'lighthouse.json'),
    JSON.stringify({ meta: { at: new Date().toISOString() }, data: result }, null, 2) + '\n',
  );
  printLighthouseResult(result);
}
