import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { connectDatabase } from '../apps/server/src/platform/db/client';
import { users } from '../apps/server/src/platform/identity/schema';
import { createMember } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase, startOrbita } from './support/servers';
import { launchBenchBrowser } from './support/browser';

/**
 * The mind-map editor with a big map (issue 19): a 2,000-node map (imported as a Markdown
 * outline: 8 main branches, 4 children each, …) opened in the editor — first render (route
 * open → nodes on screen, the document synced over the collaboration socket) and how many
 * nodes the DOM holds — then the frame rate of a scripted pan (a pointer drag on the canvas,
 * one move per animation frame, 3 s) and of a Ctrl+wheel zoom, counted with
 * requestAnimationFrame, at full speed and with the CPU throttled 4×. Headless Debian
 * Chromium (software rendering) against the production build.
 * Alone: `npx tsx bench/mind-maps-web.ts`; results in bench/results/mind-maps-web.json.
 */
const NODES = Number(process.env.MIND_MAP_WEB_NODES ?? 2_000);
const PASSWORD = 'orbita-bench-1';

export interface MindMapsWebResult {
  nodes: number;
  firstRenderMs: number;
  nodesInDom: number;
  panFps: number;
  zoomFps: number;
  panFps4x: number;
  zoomFps4x: number;
  /** The whole map on screen ("Ajustar à tela"): every node in the DOM, culling no help. */
  fitNodesInDom: number;
  panFpsFit: number;
}

/** A Markdown outline of `count` ideas under the root: breadth first, 8 then 4 per node. */
export function bigOutline(count: number): string {
  type N = { text: string; children: N[] };
  const root: N = { text: 'Mapa grande', children: [] };
  let level = [root];
  let made = 1;
  while (made < count) {
    const next: N[] = [];
    for (const parent of level) {
      const fanout = parent === root ? 8 : 4;
      for (let k = 0; k < fanout && made < count; k++) {
        const child = { text: `Ideia ${made} do mapa`, children: [] };
        parent.children.push(child);
        next.push(child);
        made++;
      }
    }
    level = next;
  }
  const lines: string[] = [];
  const walk = (n: N, depth: number) => {
    lines.push(`${'  '.repeat(depth)}- ${n.text}`);
    n.children.forEach((c) => walk(c, depth + 1));
  };
  walk(root, 0);
  return lines.join('\n') + '\n';
}

/**
 * In-page code as a string: tsx would wrap named functions of a page.evaluate callback in its
 * own `__name` helper, which the page does not have.
 */
const FRAMES_SCRIPT = `(kind, ms) => new Promise((resolve) => {
  const frame = document.querySelector('[role=tree]');
  const r = frame.getBoundingClientRect();
  const pointer = (type, x, y) => frame.dispatchEvent(new PointerEvent(type, {
    bubbles: true, clientX: x, clientY: y, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true,
  }));
  // A press on the background (the top-left corner holds no node at the start).
  if (kind === 'pan') pointer('pointerdown', r.left + 4, r.top + 4);
  let frames = 0;
  const start = performance.now();
  const tick = (now) => {
    frames++;
    const i = frames % 240;
    if (kind === 'pan') pointer('pointermove', r.left + 4 + i * 3, r.top + 4 + i * 2);
    else frame.dispatchEvent(new WheelEvent('wheel', {
      bubbles: true, cancelable: true, ctrlKey: true, deltaY: i < 120 ? -8 : 8,
      clientX: r.left + r.width / 2, clientY: r.top + r.height / 2,
    }));
    if (now - start < ms) requestAnimationFrame(tick);
    else {
      if (kind === 'pan') pointer('pointerup', r.left, r.top);
      resolve(frames / ((performance.now() - start) / 1000));
    }
  };
  requestAnimationFrame(tick);
})`;

/** Frames per second while the canvas pans (a pointer drag) or zooms, one step a frame. */
async function framesWhile(page: Page, kind: 'pan' | 'zoom', ms = 3000): Promise<number> {
  return page.evaluate(`(${FRAMES_SCRIPT})(${JSON.stringify(kind)}, ${ms})`) as Promise<number>;
}

const one = (v: number) => Math.round(v * 10) / 10;

export async function runMindMapsWebBench(): Promise<MindMapsWebResult> {
  const database = await startBenchDatabase();
  const server = await startOrbita(database.url);
  const handle = connectDatabase(database.url);
  const browser = await launchBenchBrowser();
  try {
    const { user } = await createMember(handle, 'owner', 'Bench Mapas', { accountType: 'creator' });
    const email = `mind-maps-web-${Date.now()}@exemplo.com.br`;
    await handle.db
      .update(users)
      .set({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailConfirmedAt: new Date(),
        checkpoints: [],
      })
      .where(eq(users.id, user.id));

    const page = await browser.newPage({
      viewport: { width: 1920, height: 1080 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    page.setDefaultTimeout(120_000);
    await page.goto(`${server.url}/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/me\/home$/);

    // The map, imported through the API with the signed-in browser's own session.
    const login = await page.request.post(`${server.url}/api/auth/login`, {
      headers: { 'X-Client-Type': 'mobile' },
      data: { email, password: PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const imported = await page.request.post(`${server.url}/api/app/mind-space/mind-maps/import`, {
      headers: { 'X-Client-Type': 'mobile', Authorization: `Bearer ${token}` },
      data: { format: 'markdown', content: bigOutline(NODES), title: 'Mapa grande' },
    });
    if (!imported.ok())
      throw new Error(`import answered ${imported.status()}: ${await imported.text()}`);
    const { id, nodeCount } = (await imported.json()) as { id: string; nodeCount: number };

    const t = performance.now();
    await page.goto(`${server.url}/mind-space/mind-map/${id}`);
    await page.getByRole('treeitem', { name: 'Mapa grande' }).waitFor();
    const firstRenderMs = Math.round(performance.now() - t);
    await page.waitForTimeout(500);
    const nodesInDom = await page.getByRole('treeitem').count();

    const panFps = await framesWhile(page, 'pan');
    const zoomFps = await framesWhile(page, 'zoom');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const panFps4x = await framesWhile(page, 'pan');
    const zoomFps4x = await framesWhile(page, 'zoom');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Ajustar à tela' }).click();
    await page.waitForTimeout(1000);
    const fitNodesInDom = await page.getByRole('treeitem').count();
    const panFpsFit = await framesWhile(page, 'pan');

    return {
      nodes: nodeCount,
      firstRenderMs,
      nodesInDom,
      panFps: one(panFps),
      zoomFps: one(zoomFps),
      panFps4x: one(panFps4x),
      zoomFps4x: one(zoomFps4x),
      fitNodesInDom,
      panFpsFit: one(panFpsFit),
    };
  } finally {
    await browser.close();
    await handle.close();
    await server.stop();
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runMindMapsWebBench();
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'mind-maps-web.json'),
    JSON.stringify({ at: new Date().toISOString(), data: result }, null, 2) + '\n',
  );
  console.table(result);
}
