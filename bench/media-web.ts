import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mediaFiles } from '../apps/server/src/modules/media/schema';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { connectDatabase } from '../apps/server/src/platform/db/client';
import { users } from '../apps/server/src/platform/identity/schema';
import { createMember } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase, startOrbita } from './support/servers';
import { launchBenchBrowser } from './support/browser';

/**
 * The media library in the browser with a big workspace (issue 18): 5,000 files
 * (bulk-inserted rows, newest first) opened at /fabrica/midia in headless Debian Chromium
 * against the production build — time to the first file on screen, the files in the DOM
 * (the grid is virtualized: bounded), scrolling to the oldest file (every page of 200 loads
 * on the way), and the switch to the list view. Results in bench/results/media-web.json.
 *
 * The rows have no stored renditions (no thumbnails to fetch): the figure is the grid's
 * own render and paging, not image decoding.
 */
const FILES = Number(process.env.MEDIA_WEB_FILES ?? 5_000);
const PASSWORD = 'orbita-bench-1';
const WAIT = { timeout: 60_000 };

export interface MediaWebResult {
  files: number;
  gridFirstFileMs: number;
  gridCellsInDom: { start: number; afterScroll: number };
  scrollToOldestMs: number;
  listFirstRowMs: number;
}

const since = (t: number) => Math.round(performance.now() - t);
const label = (i: number) => `arquivo-${String(i).padStart(5, '0')}.pdf`;

export async function runMediaWebBench(): Promise<MediaWebResult> {
  const database = await startBenchDatabase();
  const server = await startOrbita(database.url);
  const handle = connectDatabase(database.url);
  const browser = await launchBenchBrowser();
  try {
    const { user, workspace } = await createMember(handle, 'owner', 'Bench Mídia', {
      workspaceName: 'Bench mídia',
      emailLabel: 'media-web',
    });
    const email = `media-web-${Date.now()}@exemplo.com.br`;
    await handle.db
      .update(users)
      .set({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailConfirmedAt: new Date(),
        accountType: 'creator',
        checkpoints: [],
      })
      .where(eq(users.id, user.id));
    // Oldest first: file 1 is the oldest, FILES the newest (shown first).
    const start = Date.now() - FILES * 60_000;
    for (let from = 0; from < FILES; from += 1000) {
      await handle.db.insert(mediaFiles).values(
        Array.from({ length: Math.min(1000, FILES - from) }, (_, j) => {
          const i = from + j + 1;
          return {
            workspaceId: workspace.id,
            name: label(i),
            mimeType: 'application/pdf',
            kind: 'document' as const,
            size: 100_000 + i,
            storedBytes: 100_000 + i,
            hash: `bench-${i}`,
            createdBy: user.id,
            createdAt: new Date(start + i * 60_000),
          };
        }),
      );
    }
    await handle.pool.query('analyze');

    const page = await browser.newPage({
      viewport: { width: 1920, height: 1080 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    page.setDefaultTimeout(60_000);
    await page.goto(`${server.url}/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/me\/home$/, WAIT);

    let t = performance.now();
    await page.goto(`${server.url}/fabrica/midia`);
    await page
      .getByRole('gridcell', { name: label(FILES) })
      .waitFor(WAIT)
      .catch(async (error: unknown) => {
        await page.screenshot({
          path: path.join(import.meta.dirname, 'results', 'media-web-failed.png'),
        });
        throw error;
      });
    const gridFirstFileMs = since(t);
    const cells = () => page.getByRole('gridcell').count();
    const startCells = await cells();

    // The list view of the same files, then back to the grid.
    t = performance.now();
    await page.getByRole('button', { name: 'Lista' }).click();
    // A list row is 56 px tall; a grid tile is taller than it is wide.
    await page.waitForFunction(
      () => {
        const cell = document.querySelector('[role="gridcell"]');
        return !!cell && cell.getBoundingClientRect().height < 80;
      },
      undefined,
      WAIT,
    );
    const listFirstRowMs = since(t);
    await page.getByRole('button', { name: 'Grade' }).click();
    await page.getByRole('gridcell', { name: label(FILES) }).waitFor(WAIT);

    // Scroll to the bottom until the oldest file shows (each page of 200 loads on the way).
    const grid = page.getByRole('grid', { name: 'Arquivos' });
    const oldest = page.getByRole('gridcell', { name: label(1) });
    t = performance.now();
    const deadline = Date.now() + 120_000;
    while (!(await oldest.isVisible())) {
      if (Date.now() > deadline) throw new Error('o arquivo mais antigo não apareceu em 120 s');
      await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(50);
    }
    const scrollToOldestMs = since(t);
    const afterScroll = await cells();

    return {
      files: FILES,
      gridFirstFileMs,
      gridCellsInDom: { start: startCells, afterScroll },
      scrollToOldestMs,
      listFirstRowMs,
    };
  } finally {
    await browser.close();
    await handle.close();
    await server.stop();
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runMediaWebBench();
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'media-web.json'),
    JSON.stringify({ at: new Date().toISOString(), data: result }, null, 2) + '\n',
  );
  console.table(result);
}
