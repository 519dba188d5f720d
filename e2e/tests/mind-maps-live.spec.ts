import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail, waitForMail } from '../support/auth';

/**
 * Issue 19, live co-editing: two members of one workspace, each in their own browser, open
 * the same map. What one adds and edits shows in the other, and so does the node the first
 * one has selected (outlined in their colour with their name) — within a second, the bound
 * the issue names (the only timing asserted here). An Observador follows live but cannot
 * change the map.
 */
test.use({ actionTimeout: 20_000 });

/** The bound: "see each other's edits and selection within a second". */
const LIVE = { timeout: 1000 };
const base = '/api/app/mind-space/mind-maps';

/** A member of the owner's workspace with `role`, invited and accepted through the API. */
async function join(
  request: APIRequestContext,
  owner: Record<string, string>,
  workspaceId: string,
  email: string,
  name: string,
  role: 'editor' | 'viewer',
) {
  const headers = await readyAccount(request, email, { name, accountType: 'tourist' });
  const since = Date.now() - 1000;
  const invited = await request.post(`/api/app/conta/contas/${workspaceId}/convites`, {
    headers: owner,
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(request, email, /Convite para a conta/, since);
  const token = decodeURIComponent(/\?convite=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
  const accepted = await request.post('/api/app/conta/convites/aceite', {
    headers,
    data: { token },
  });
  expect(accepted.status()).toBe(200);
  expect((await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers })).ok()).toBe(
    true,
  );
  return headers;
}

async function openMap(page: Page) {
  const tree = page.getByRole('tree', { name: /^Mapa mental:/ });
  await expect(tree).toBeVisible();
  return tree;
}

/** The id of the idea selected on `page` (the canvas's focused node). */
async function selectedId(page: Page) {
  const node = page.getByRole('treeitem', { selected: true });
  await expect(node).toHaveCount(1);
  return (await node.getAttribute('data-node-id'))!;
}

test('two members edit one map live and see each other’s selection; an Observador only watches', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = uniqueEmail('mapa-dona');
  const editorEmail = uniqueEmail('mapa-editor');
  const viewerEmail = uniqueEmail('mapa-observa');
  const owner = await readyAccount(request, ownerEmail, { name: 'Olga Dona' });
  const created = await request.post('/api/app/conta/contas', {
    headers: owner,
    data: { name: 'Mapa ao vivo' },
  });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;
  expect(
    (await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers: owner })).ok(),
  ).toBe(true);
  await join(request, owner, workspaceId, editorEmail, 'Edu Editor', 'editor');
  await join(request, owner, workspaceId, viewerEmail, 'Vera Observa', 'viewer');
  const map = await request.post(base, { headers: owner, data: { title: 'Planejamento' } });
  expect(map.status(), await map.text()).toBe(201);
  const path = `/mind-space/mind-map/${((await map.json()) as { id: string }).id}`;

  const olga = await signedInPage(browser, ownerEmail, path);
  const edu = await signedInPage(browser, editorEmail, path);
  const vera = await signedInPage(browser, viewerEmail, path);
  for (const page of [olga, edu, vera]) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openMap(page);
    await expect(page.getByRole('treeitem')).toHaveCount(1);
  }
  // Everyone is connected once each sees the others' avatars.
  await expect(edu.getByRole('img', { name: 'Olga Dona está editando' })).toBeVisible();
  await expect(olga.getByRole('img', { name: 'Edu Editor está editando' })).toBeVisible();
  await expect(olga.getByRole('img', { name: 'Vera Observa está vendo' })).toBeVisible();

  // Olga adds an idea with the keyboard: Edu sees it, then its new text, within a second.
  await (await openMap(olga)).focus();
  await olga.keyboard.press('Tab');
  await olga.keyboard.type('Orçamento');
  await olga.keyboard.press('Enter');
  await expect(edu.getByRole('treeitem', { name: 'Orçamento' })).toBeVisible(LIVE);
  const idea = await selectedId(olga);
  await olga.keyboard.press('F2');
  await olga.keyboard.press('Control+a');
  await olga.keyboard.type('Orçamento anual');
  await olga.keyboard.press('Enter');
  await expect(edu.getByRole('treeitem', { name: 'Orçamento anual' })).toBeVisible(LIVE);

  // Olga's selection shows on Edu's canvas, outlined with her name, and follows her.
  const olgaOn = (id: string) =>
    edu.locator(`.mm-presence[data-presence-node="${id}"]`, { hasText: 'Olga' });
  await expect(olgaOn(idea)).toBeVisible(LIVE);
  await olga.keyboard.press('ArrowLeft'); // back to the root
  const root = await selectedId(olga);
  expect(root).not.toBe(idea);
  await expect(olgaOn(root)).toBeVisible(LIVE);
  await expect(olgaOn(idea)).toHaveCount(0);

  // And the other way round: Edu adds under the root, Olga sees it and his selection.
  await (await openMap(edu)).focus();
  await edu.keyboard.press('Tab');
  await edu.keyboard.type('Equipe');
  await edu.keyboard.press('Enter');
  await expect(olga.getByRole('treeitem', { name: 'Equipe' })).toBeVisible(LIVE);
  const eduIdea = await selectedId(edu);
  await expect(
    olga.locator(`.mm-presence[data-presence-node="${eduIdea}"]`, { hasText: 'Edu' }),
  ).toBeVisible(LIVE);

  // Vera (Observador) saw all of it live, and cannot change anything.
  await expect(vera.getByRole('treeitem', { name: 'Orçamento anual' })).toBeVisible();
  await expect(vera.getByRole('treeitem', { name: 'Equipe' })).toBeVisible();
  await expect(vera.getByText('Somente leitura')).toBeVisible();
  await (await openMap(vera)).focus();
  await vera.keyboard.press('Tab');
  await vera.keyboard.type('Intrusa');
  await vera.keyboard.press('Enter');
  await vera.keyboard.press('Delete');
  await expect(vera.getByRole('treeitem')).toHaveCount(3);
  await expect(vera.getByText('Intrusa')).toHaveCount(0);
  // Nothing reached the others either (one more live edit proves the channel is open).
  await olga.keyboard.press('Enter');
  await olga.keyboard.type('Prazo');
  await olga.keyboard.press('Enter');
  for (const page of [edu, vera]) {
    await expect(page.getByRole('treeitem', { name: 'Prazo' })).toBeVisible();
    await expect(page.getByRole('treeitem')).toHaveCount(4);
  }
  await expect(olga.getByText('Intrusa')).toHaveCount(0);
});
