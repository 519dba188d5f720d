import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Locator, Page } from 'playwright-core';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import {
  flowCards,
  flowCardVisits,
  flowProcesses,
  flowStages,
} from '../apps/server/src/modules/flow/processes/schema';
import { connectDatabase } from '../apps/server/src/platform/db/client';
import { users } from '../apps/server/src/platform/identity/schema';
import { seed } from './flow';
import { startBenchDatabase, startOrbita } from './support/servers';
import { launchBenchBrowser } from './support/browser';

/**
 * Flow in the browser with big data (issue 5): a list of 10,000 tasks opened as kanban and
 * as table (first render, scroll to the end, DOM nodes stay bounded), and a process board
 * with 2,000 cards in one stage (first render, a keyboard drag to the next stage). Headless
 * Debian Chromium against the production build; results in bench/results/flow-web.json.
 */
const TASKS = Number(process.env.FLOW_WEB_TASKS ?? 10_000);
const CARDS = Number(process.env.FLOW_WEB_CARDS ?? 2_000);
const PASSWORD = 'orbita-bench-1';

export interface FlowWebResult {
  tasks: number;
  cards: number;
  kanbanFirstCardMs: number;
  kanbanCardsInDom: { start: number; afterScroll: number };
  kanbanScroll30Ms: number;
  tableFirstRowMs: number;
  tableRowsInDomAfterScroll: number;
  tableScroll40Ms: number;
  boardFirstCardMs: number;
  boardCardsInDom: number;
  boardDragToSavedMs: number;
  /** The same keyboard drag with Chromium's CPU throttled 4×. */
  boardDragToSaved4xMs: number;
}

type Db = ReturnType<typeof connectDatabase>['db'];

async function seedProcess(
  db: Db,
  workspaceId: string,
  userId: string,
  count: number,
): Promise<string> {
  const [process] = await db
    .insert(flowProcesses)
    .values({ workspaceId, name: 'Funil grande', createdBy: userId })
    .returning();
  const stageRanks = generateNKeysBetween(null, null, 3);
  const stages = await db
    .insert(flowStages)
    .values(
      ['Entrada', 'Andamento', 'Concluído'].map((name, i) => ({
        workspaceId,
        processId: process!.id,
        name,
        color: '#194DAF',
        rank: stageRanks[i]!,
      })),
    )
    .returning();
  const ranks = generateNKeysBetween(null, null, count);
  const now = new Date();
  for (let start = 0; start < count; start += 1000) {
    const cards = await db
      .insert(flowCards)
      .values(
        ranks.slice(start, start + 1000).map((rank, j) => ({
          workspaceId,
          processId: process!.id,
          stageId: stages[0]!.id,
          title: `Cartão ${start + j + 1}`,
          rank,
          enteredStageAt: now,
          createdBy: userId,
        })),
      )
      .returning({ id: flowCards.id });
    await db.insert(flowCardVisits).values(
      cards.map((c) => ({
        workspaceId,
        cardId: c.id,
        stageId: stages[0]!.id,
        stageName: 'Entrada',
        enteredAt: now,
      })),
    );
  }
  return process!.id;
}

const since = (t: number) => Math.round(performance.now() - t);

async function scrollToEnd(scroller: Locator, page: Page, times: number): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < times; i++) {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(100);
  }
  return since(t);
}

/**
 * A keyboard drag of `card` one stage to the right (Space, →, Space, 150 ms apart), timed
 * from the first key until the move's POST has answered and `shown` resolves.
 */
async function keyboardDragToNextStage(
  page: Page,
  card: Locator,
  shown: () => Promise<void>,
): Promise<number> {
  await card.focus();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/move') && r.request().method() === 'POST',
  );
  const t = performance.now();
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
  const response = await saved;
  if (!response.ok()) throw new Error(`move answered ${response.status()}`);
  await shown();
  return since(t) - 300; // minus the two pauses between key presses
}

export async function runFlowWebBench(): Promise<FlowWebResult> {
  const database = await startBenchDatabase();
  const server = await startOrbita(database.url);
  const handle = connectDatabase(database.url);
  const browser = await launchBenchBrowser();
  try {
    const seeded = await seed(handle, TASKS);
    const email = `flow-web-${Date.now()}@exemplo.com.br`;
    await handle.db
      .update(users)
      .set({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailConfirmedAt: new Date(),
        accountType: 'creator',
        checkpoints: [],
      })
      .where(eq(users.id, seeded.userId));
    const processId = await seedProcess(handle.db, seeded.workspaceId, seeded.userId, CARDS);
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
    await page.waitForURL(/\/me\/home$/);

    // Kanban
    let t = performance.now();
    await page.goto(`${server.url}/flow/lista/${seeded.listId}`);
    const todo = page.getByRole('region', { name: 'Coluna A fazer', exact: true });
    await todo.locator('[data-task-code]').first().waitFor();
    const kanbanFirstCardMs = since(t);
    const cardsInDom = () => page.locator('[data-task-code]').count();
    const start = await cardsInDom();
    const kanbanScroll30Ms = await scrollToEnd(
      todo.locator('[data-index]').first().locator('xpath=../..'),
      page,
      30,
    );
    const afterScroll = await cardsInDom();

    // Table
    t = performance.now();
    await page.getByRole('button', { name: 'Tabela' }).click();
    const table = page.getByRole('table');
    await table.locator('[data-task-code]').first().waitFor();
    const tableFirstRowMs = since(t);
    const tableScroll40Ms = await scrollToEnd(table, page, 40);
    const tableRowsInDomAfterScroll = await table.locator('[data-task-code]').count();

    // Process board with 2,000 cards in one stage
    t = performance.now();
    await page.goto(`${server.url}/flow/processo/${processId}`);
    const entrada = page.getByRole('region', { name: 'Etapa Entrada' });
    const andamento = page.getByRole('region', { name: 'Etapa Andamento' });
    const card = (stage: Locator, n: number) =>
      stage.getByRole('button', { name: `Cartão ${n}`, exact: true });
    await card(entrada, 1).waitFor();
    const boardFirstCardMs = since(t);
    // The board loads every page: count the DOM once the stage says all of them are there.
    await page.getByTestId('wip-Entrada').getByText(String(CARDS), { exact: true }).waitFor();
    const boardCardsInDom = await entrada.getByRole('button', { name: /^Cartão \d+$/ }).count();
    const boardDragToSavedMs = await keyboardDragToNextStage(page, card(entrada, 1), () =>
      card(andamento, 1).waitFor(),
    );
    // The same drag (the next card) with the CPU 4× slower, as on a mid-range phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const trace = process.env.FLOW_WEB_TRACE;
    if (trace) await browser.startTracing(page, { path: trace });
    const boardDragToSaved4xMs = await keyboardDragToNextStage(page, card(entrada, 2), () =>
      card(andamento, 2).waitFor(),
    );
    if (trace) await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    return {
      tasks: TASKS,
      cards: CARDS,
      kanbanFirstCardMs,
      kanbanCardsInDom: { start, afterScroll },
      kanbanScroll30Ms,
      tableFirstRowMs,
      tableRowsInDomAfterScroll,
      tableScroll40Ms,
      boardFirstCardMs,
      boardCardsInDom,
      boardDragToSavedMs,
      boardDragToSaved4xMs,
    };
  } finally {
    await browser.close();
    await handle.close();
    await server.stop();
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runFlowWebBench();
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'flow-web.json'),
    JSON.stringify({ at: new Date().toISOString(), data: result }, null, 2) + '\n',
  );
  console.table(result);
}
