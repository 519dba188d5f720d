import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { connectDatabase } from '../apps/server/src/platform/db/client';
import { users } from '../apps/server/src/platform/identity/schema';
import { createMember } from '../apps/server/src/test/kit/fast-people';
import { launchBenchBrowser } from './support/browser';
import { startBenchDatabase, startOrbita } from './support/servers';
import { percentile } from './support/stats';

/**
 * A public page and a public publication as a signed-out visitor on a slow phone opens them
 * (issue 20: TTFB and LCP at 4× CPU throttle, < 1 s): the server-rendered HTML of
 * `/site/<handle>/<slug>` (a page of 12 text blocks and a button) and `/site/<handle>/p/<slug>`,
 * each opened cold LOADS times in a fresh context with the CPU throttled 4×; medians of the
 * navigation's TTFB and of the largest contentful paint (PerformanceObserver, buffered).
 * Headless Debian Chromium against the production build.
 * Alone: `npx tsx bench/public-page-web.ts`; results in bench/results/public-page-web.json.
 */
const LOADS = Number(process.env.PUBLIC_PAGE_LOADS ?? 7);
const PASSWORD = 'orbita-bench-1';

export interface PublicPageWebResult {
  loads: number;
  pageTtfbMs: number;
  pageLcpMs: number;
  publicationTtfbMs: number;
  publicationLcpMs: number;
}

// Installed before the document loads (a string: tsx would wrap a callback's named functions):
// the latest LCP candidate's time.
const LCP_INIT = `window.__lcp = 0;
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });`;

export async function runPublicPageWebBench(): Promise<PublicPageWebResult> {
  const database = await startBenchDatabase();
  const server = await startOrbita(database.url);
  const handle = connectDatabase(database.url);
  const browser = await launchBenchBrowser();
  try {
    const { user, workspace } = await createMember(handle, 'owner', 'Bench Páginas', {
      accountType: 'creator',
      workspaceName: 'Loja da Bancada',
    });
    const email = `public-page-web-${Date.now()}@exemplo.com.br`;
    await handle.db
      .update(users)
      .set({ email, passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: new Date() })
      .where(eq(users.id, user.id));
    const api = await browser.newContext();
    const login = await api.request.post(`${server.url}/api/auth/login`, {
      headers: { 'X-Client-Type': 'mobile' },
      data: { email, password: PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = {
      'X-Client-Type': 'mobile',
      Authorization: `Bearer ${token}`,
      'X-Workspace-Id': workspace.id,
    };
    const call = async (method: 'POST' | 'GET', url: string, data?: unknown) => {
      const res = await api.request.fetch(`${server.url}${url}`, { method, headers, data });
      if (!res.ok())
        throw new Error(`${method} ${url} answered ${res.status()}: ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const paragraph = (i: number) =>
      `<h2>Seção ${i}</h2><p>Produtos artesanais feitos à mão no interior de Minas Gerais, ` +
      `com entrega para todo o Brasil. Cada peça é única e acompanha certificado. ${i}</p>`;
    const created = await call('POST', '/api/app/produto/pages', {
      title: 'Loja da Bancada',
      visibility: 'public',
      seoDescription: 'Produtos artesanais com entrega para todo o Brasil.',
      blocks: [
        ...Array.from({ length: 12 }, (_, i) => ({
          id: `t${i}`,
          type: 'text',
          html: paragraph(i + 1),
        })),
        { id: 'b1', type: 'button', label: 'Fale conosco', url: 'mailto:loja@exemplo.com.br' },
      ],
    });
    await call('POST', `/api/app/produto/pages/${String(created.id)}/publish`, {
      version: created.version,
    });
    const publication = await call('POST', '/api/app/universo/publications', {
      title: 'Como cuidamos de cada peça',
      excerpt: 'Do barro ao forno: o caminho de uma peça artesanal até a sua casa.',
      visibility: 'public',
    });
    await call('POST', `/api/app/universo/publications/${String(publication.id)}/publish`);
    const site = await call('GET', '/api/app/universo/explore/site');
    await api.close();

    const measure = async (url: string) => {
      const ttfb: number[] = [];
      const lcp: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
        await context.addInitScript(LCP_INIT);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const res = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        if (res?.status() !== 200) throw new Error(`${url} answered ${res?.status()}`);
        ttfb.push(
          await page.evaluate(() => {
            const nav = performance.getEntriesByType(
              'navigation',
            )[0] as PerformanceNavigationTiming;
            return nav.responseStart - nav.startTime;
          }),
        );
        await page.waitForTimeout(500); // a late LCP candidate lands
        lcp.push((await page.evaluate('window.__lcp')) as number);
        await context.close();
      }
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          50,
        );
      return { ttfb: Math.round(median(ttfb)), lcp: Math.round(median(lcp)) };
    };
    const base = `${server.url}/site/${String(site.handle)}`;
    const pageFigures = await measure(`${base}/${String(created.slug)}`);
    const publicationFigures = await measure(`${base}/p/${String(publication.slug)}`);
    return {
      loads: LOADS,
      pageTtfbMs: pageFigures.ttfb,
      pageLcpMs: pageFigures.lcp,
      publicationTtfbMs: publicationFigures.ttfb,
      publicationLcpMs: publicationFigures.lcp,
    };
  } finally {
    await browser.close();
    await handle.close();
    await server.stop();
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runPublicPageWebBench();
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'public-page-web.json'),
    JSON.stringify({ at: new Date().toISOString(), data: result }, null, 2) + '\n',
  );
  console.table(result);
}
