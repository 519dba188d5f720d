import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 19, the maps around the editor: a map made from a template in mind place shows in the
 * list; a map exported as OPML and JSON and imported back is the same tree; a branch turned
 * into tasks follows its task's status.
 */
test.use({ actionTimeout: 20_000 });

const base = '/api/app/mind-space/mind-maps';
type Headers = Record<string, string>;

async function api<T>(
  request: APIRequestContext,
  headers: Headers,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, { method, headers, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string;
}
const exportOf = (request: APIRequestContext, headers: Headers, id: string, format: string) =>
  api<ExportFile>(request, headers, 'GET', `${base}/${id}/export?format=${format}`);

/**
 * The tree of a JSON export without what a copy changes by nature (node ids, dates, the map's
 * id), so two exports of the same tree compare equal.
 */
function treeOf(json: string): unknown {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(
            ([key]) => !/^(id|mapId|parentId|exportedAt|createdAt|updatedAt|title)$/.test(key),
          )
          .map(([key, v]) => [key, strip(v)]),
      );
    return value;
  };
  return strip(JSON.parse(json));
}

/** The outline of an OPML export: each outline's text with its depth, in order. */
function outlineOf(opml: string): string[] {
  const lines: string[] = [];
  let depth = 0;
  for (const tag of opml.matchAll(/<(\/?)outline\b([^>]*?)(\/?)>/g)) {
    if (tag[1]) {
      depth -= 1;
      continue;
    }
    lines.push(`${depth}:${/\btext="([^"]*)"/.exec(tag[2] ?? '')?.[1] ?? ''}`);
    if (!tag[3]) depth += 1;
  }
  return lines;
}

test('a template from mind place makes a map that the list shows; OPML and JSON round trips keep the tree', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('mapas');
  const headers = await readyAccount(request, email);
  const page = await signedInPage(browser, email, '/mind-space/mind-place');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Mind place: the templates with their previews; "Usar modelo" creates the map and opens it.
  const swot = page.getByRole('article', { name: 'Modelo Análise SWOT' });
  await expect(swot.getByRole('img', { name: /^Prévia/ })).toBeVisible();
  await snap(page, 'mind-place', 1920);
  await snap(page, 'mind-place', 360);
  await page.setViewportSize({ width: 1440, height: 900 });
  await swot.getByRole('button', { name: 'Usar modelo Análise SWOT' }).click();
  await expect(page).toHaveURL(/\/mind-space\/mind-map\/[0-9a-f-]{36}$/);
  const mapId = page.url().split('/').pop()!;

  // The list shows it, with its thumbnail and node count.
  await page.goto('/mind-space/mind-maps');
  const card = page.getByRole('article', { name: 'Análise SWOT' });
  await expect(card).toContainText(/Atualizado em \d\d\/\d\d\/\d{4} · \d+ nós/);
  await expect(
    card.getByRole('img', { name: /^Prévia: tema central com \d+ ramos/ }),
  ).toBeVisible();

  // OPML: exported, imported through the list's dialog, exported again — the same outline.
  const opml = await exportOf(request, headers, mapId, 'opml');
  expect(outlineOf(opml.content).length).toBeGreaterThan(4);
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar mapa' });
  await dialog.getByLabel('Arquivo do mapa').setInputFiles({
    name: 'swot.opml',
    mimeType: 'text/x-opml',
    buffer: Buffer.from(opml.content),
  });
  await expect(dialog.getByText('swot.opml')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page).toHaveURL(/\/mind-space\/mind-map\/[0-9a-f-]{36}$/);
  const fromOpml = page.url().split('/').pop()!;
  expect(fromOpml).not.toBe(mapId);
  expect(outlineOf((await exportOf(request, headers, fromOpml, 'opml')).content)).toEqual(
    outlineOf(opml.content),
  );

  // JSON (lossless): through the API, the same tree back.
  const json = await exportOf(request, headers, mapId, 'json');
  const imported = await api<{ id: string }>(request, headers, 'POST', `${base}/import`, {
    format: 'json',
    content: json.content,
  });
  expect(treeOf((await exportOf(request, headers, imported.id, 'json')).content)).toEqual(
    treeOf(json.content),
  );

  // A broken file is refused in pt-BR, in the dialog.
  await page.goto('/mind-space/mind-maps');
  await expect(page.getByRole('list', { name: 'Mapas' }).getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Importar' }).click();
  await dialog.getByLabel('Arquivo do mapa').setInputFiles({
    name: 'quebrado.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ isto não é json'),
  });
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('alert')).not.toHaveText(/500|Internal|error/i);
  await snap(page, 'mind-maps-importar', 360);
  await page.keyboard.press('Escape');
  await snap(page, 'mind-maps-lista', 1920);
  await snap(page, 'mind-maps-lista', 360);
});

test('a branch turned into tasks follows its task: Feito once the task is done', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('mapas-tarefas');
  const headers = await readyAccount(request, email);
  const list = await api<{ id: string }>(request, headers, 'POST', '/api/app/flow/lists', {
    name: 'Projeto do mapa',
    sequence: { prefix: 'PRJ', width: 4, suffix: '' },
  });
  const map = await api<{ id: string }>(request, headers, 'POST', base, {
    templateKey: 'project-plan',
  });
  const page = await signedInPage(browser, email, `/mind-space/mind-map/${map.id}`);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A first-level branch of the map (its id from the editor's tree), with its sub-branches.
  const branch = page.locator('[role="treeitem"][data-node-id]:not([data-node-id="root"])').first();
  await expect(branch).toBeVisible();
  const nodeId = (await branch.getAttribute('data-node-id'))!;
  const result = await api<{ converted: { recordId: string; code: string; nodeId: string }[] }>(
    request,
    headers,
    'POST',
    `${base}/${map.id}/nodes/convert`,
    { nodeIds: [nodeId], target: 'tasks', listId: list.id, includeDescendants: true },
  );
  expect(result.converted.length).toBeGreaterThanOrEqual(1);
  const first = result.converted.find((c) => c.nodeId === nodeId)!;
  expect(first.code).toBe('PRJ-0001');
  // The node carries its task's code (written into the map's document).
  await expect(page.locator(`[data-node-id="${nodeId}"]`)).toContainText('PRJ-0001');

  // The list as a map, on the canvas: the task's badge under "A fazer", then "Feito" once
  // done (live); "Tópicos" shows the same tree as an outline.
  await page.goto(`/mind-space/mind-map?lista=${list.id}`);
  await expect(page.getByRole('link', { name: 'Abrir tarefa PRJ-0001 · A fazer' })).toBeVisible();
  let links = await api<{ links: { nodeId: string; status: string; done: boolean }[] }>(
    request,
    headers,
    'GET',
    `${base}/${map.id}/links`,
  );
  expect(links.links.find((l) => l.nodeId === nodeId)).toMatchObject({
    status: 'todo',
    done: false,
  });

  await api(request, headers, 'POST', `/api/app/flow/tasks/${first.recordId}/move`, {
    status: 'done',
  });
  await expect(page.getByRole('link', { name: 'Abrir tarefa PRJ-0001 · Feito' })).toBeVisible();
  await snap(page, 'mind-maps-lista-como-mapa-canvas', 1920);
  await page.getByRole('button', { name: 'Tópicos' }).click();
  await expect(
    page.getByRole('list', { name: 'Feito' }).getByRole('link', { name: /^PRJ-0001 / }),
  ).toBeVisible();
  links = await api(request, headers, 'GET', `${base}/${map.id}/links`);
  expect(links.links.find((l) => l.nodeId === nodeId)).toMatchObject({
    status: 'done',
    done: true,
  });
  await snap(page, 'mind-maps-lista-como-mapa', 1920);
  await snap(page, 'mind-maps-lista-como-mapa', 360);
});
