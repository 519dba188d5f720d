import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  newBrowserPage,
  readyAccount,
  signedInPage,
  signInThroughApi,
  uniqueEmail,
} from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 19, the editor: a 20-node map built with the keyboard only (persisted: a reload shows
 * the 20), and a branch dragged onto another node with the mouse (the server's copy of the
 * document has the new parent).
 */
test.use({ actionTimeout: 20_000 });

const base = '/api/app/mind-space/mind-maps';

async function newMap(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const res = await request.post(base, { headers, data: { title } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The map as the server holds it, as a Markdown outline (its export). */
async function outline(request: APIRequestContext, headers: Record<string, string>, id: string) {
  const res = await request.get(`${base}/${id}/export?format=markdown`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: string }).content;
}

async function openMap(page: Page) {
  const tree = page.getByRole('tree', { name: /^Mapa mental:/ });
  await expect(tree).toBeVisible();
  await tree.focus();
  return tree;
}

test('a 20-node map built with the keyboard only is there after a reload', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('mapa-teclado');
  const headers = await readyAccount(request, email);
  const id = await newMap(request, headers, 'Viagem');
  const page = await signedInPage(browser, email, `/mind-space/mind-map/${id}`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openMap(page);
  const nodes = page.getByRole('treeitem');
  await expect(nodes).toHaveCount(1);

  // Which arrow leads back towards the root depends on the side a main branch grows on.
  const both =
    (await page.getByRole('button', { name: 'Ambos os lados' }).getAttribute('aria-pressed')) ===
    'true';
  const back = (main: number) => (both && main % 2 === 1 ? 'ArrowRight' : 'ArrowLeft');
  const type = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };

  // Root + 4 main branches with 3 children each + 3 grandchildren under "Roteiro 1" = 20 ideas.
  for (const [m, main] of ['Transporte', 'Hospedagem', 'Roteiro', 'Orçamento'].entries()) {
    await page.keyboard.press('Tab'); // from the root: a new main branch
    await type(main);
    for (let c = 1; c <= 3; c++) {
      await page.keyboard.press(c === 1 ? 'Tab' : 'Enter');
      await type(`${main} ${c}`);
      if (main === 'Roteiro' && c === 1) {
        await page.keyboard.press('Tab');
        await type('Museus');
        for (const more of ['Praias', 'Trilhas']) {
          await page.keyboard.press('Enter');
          await type(more);
        }
        // Tab opens one more, Esc drops it again (a fresh empty idea is not kept).
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await page.keyboard.press(back(m)); // Trilhas → Roteiro 1
      }
    }
    await page.keyboard.press(back(m)); // last child → main branch
    await page.keyboard.press(back(m)); // main branch → root
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAccessibleName('Viagem');
  }
  await expect(nodes).toHaveCount(20);

  // Undo and redo the last text (keyboard too), then wait for the server to hold all 20.
  // (the last step was "Orçamento 3"'s text; with it undone the node reads empty)
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('treeitem', { name: 'Orçamento 3' })).toHaveCount(0);
  await page.keyboard.press('Control+y');
  await expect(page.getByRole('treeitem', { name: 'Orçamento 3' })).toHaveCount(1);
  await expect
    .poll(async () => (await outline(request, headers, id)).split('\n').filter(Boolean).length)
    .toBe(20);
  await snap(page, 'mind-map-editor-teclado', 1920, 1080);

  await page.reload();
  await openMap(page);
  await expect(nodes).toHaveCount(20);
  await expect(page.getByRole('treeitem', { name: 'Museus' })).toHaveAttribute('aria-level', '4');
  await snap(page, 'mind-map-editor-teclado', 360, 780);
});

test('dragging a node onto another re-parents it, on the server too', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('mapa-arrastar');
  const headers = await readyAccount(request, email);
  const id = await newMap(request, headers, 'Projeto');
  const page = await signedInPage(browser, email, `/mind-space/mind-map/${id}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openMap(page);
  await page.getByRole('button', { name: 'Direita' }).click();
  await page.getByRole('tree').focus();
  for (const text of ['Pesquisa', 'Entrega']) {
    await page.keyboard.press(text === 'Pesquisa' ? 'Tab' : 'Enter');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type('Testes');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('treeitem', { name: 'Testes' })).toHaveAttribute('aria-level', '3');

  // "Entrega" (with its child) onto the middle of "Pesquisa".
  const from = (await page.getByRole('treeitem', { name: 'Entrega' }).boundingBox())!;
  const to = (await page.getByRole('treeitem', { name: 'Pesquisa' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await expect(page.locator('.mm-drop-child')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('treeitem', { name: 'Entrega' })).toHaveAttribute('aria-level', '3');
  await expect(page.getByRole('treeitem', { name: 'Testes' })).toHaveAttribute('aria-level', '4');
  await expect
    .poll(() => outline(request, headers, id))
    .toMatch(/- Pesquisa\n\s+- Entrega\n\s+- Testes/);

  await page.reload();
  await openMap(page);
  await expect(page.getByRole('treeitem', { name: 'Entrega' })).toHaveAttribute('aria-level', '3');
});

test('"Detalhes" sets a colour and a note that a reload keeps; "Apresentar" enters, Esc leaves', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('mapa-detalhes');
  const headers = await readyAccount(request, email);
  const id = await newMap(request, headers, 'Lançamento');
  const page = await signedInPage(browser, email, `/mind-space/mind-map/${id}`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openMap(page);
  for (const [i, text] of ['Pesquisa', 'Campanha'].entries()) {
    await page.keyboard.press(i === 0 ? 'Tab' : 'Enter');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('treeitem', { name: 'Pesquisa' }).click();

  await page.getByRole('button', { name: 'Detalhes', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Detalhes da ideia' });
  await expect(panel.getByRole('textbox', { name: 'Texto' })).toHaveValue('Pesquisa');
  await panel.getByRole('radio', { name: 'Vermelho' }).click();
  await panel.getByRole('textbox', { name: 'Nota' }).fill('Levantar custos');
  await panel.getByRole('textbox', { name: 'Nota' }).press('Control+Enter');
  await expect(
    page.getByRole('treeitem', { name: 'Pesquisa' }).getByRole('img', { name: 'Tem nota' }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`${base}/${id}/export?format=json`, { headers });
      return ((await res.json()) as { content: string }).content;
    })
    .toMatch(/Levantar custos[\s\S]*#B91C1C|#B91C1C[\s\S]*Levantar custos/i);
  await snap(page, 'mind-map-editor-detalhes', 1920, 1080);

  // After a reload, through the node's own menu (right click = a long press on a phone).
  await page.reload();
  await openMap(page);
  await page.getByRole('treeitem', { name: 'Pesquisa' }).click({ button: 'right' });
  await page
    .getByRole('menu', { name: 'Ações da ideia' })
    .getByRole('menuitem', { name: 'Detalhes' })
    .click();
  await expect(panel.getByRole('radio', { name: 'Vermelho' })).toBeChecked();
  await expect(panel.getByRole('textbox', { name: 'Nota' })).toHaveValue('Levantar custos');
  await panel.getByRole('button', { name: 'Fechar detalhes' }).click();
  await expect(panel).toHaveCount(0);

  // Exportar: the whole map as an image file; the menu closes behind it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'Imagem SVG' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Lan.*\.svg$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  // Histórico: the drawer of versions and editing sessions.
  await page.getByRole('button', { name: 'Histórico' }).click();
  await expect(page.getByRole('button', { name: 'Salvar versão' })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Salvar versão' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Apresentar' }).click();
  const show = page.getByRole('region', { name: 'Apresentação' });
  await expect(show).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAccessibleName(
    /Pesquisa|Campanha/,
  );
  await page.keyboard.press('Escape');
  await expect(show).toHaveCount(0);
  // Presenting edited nothing: still the three ideas.
  await expect(page.getByRole('treeitem')).toHaveCount(3);

  // A phone: the page's actions fold into "Mais".
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Mais' }).click();
  await expect(page.getByRole('menuitem', { name: 'Converter em tarefas' })).toBeVisible();
  // (the screenshots wait for the menu's fade to end)
  const settled = (el: Element) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => true);
  await page.locator('.MuiMenu-paper').evaluate(settled); // the fade is on the paper
  await snap(page, 'mind-map-editor-mais', 360, 780);
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await panel.evaluate(settled);
  await snap(page, 'mind-map-editor-detalhes', 360, 780);
});

test('"Converter em tarefas" from the toolbar puts a live task badge on the node', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('mapa-badge');
  const headers = await readyAccount(request, email);
  const made = await request.post('/api/app/flow/lists', {
    headers,
    data: { name: 'Projeto do mapa', sequence: { prefix: 'PRJ', width: 4, suffix: '' } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = await newMap(request, headers, 'Lançamento');
  const page = await signedInPage(browser, email, `/mind-space/mind-map/${id}`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openMap(page);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Campanha nas redes');
  await page.keyboard.press('Enter');

  await page.getByRole('button', { name: 'Converter em tarefas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Converter em tarefas' });
  await dialog.getByRole('combobox', { name: 'Lista' }).click();
  await page.getByRole('option', { name: 'Projeto do mapa' }).click();
  await dialog.getByRole('button', { name: 'Converter' }).click();
  await expect(dialog).toHaveCount(0);

  const node = page.getByRole('treeitem', { name: 'Campanha nas redes' });
  const badge = node.getByRole('link', { name: /^Abrir tarefa PRJ-0001 / });
  await expect(badge).toHaveAttribute('data-link-status', 'todo');

  // Done elsewhere (the API here): the badge follows, live.
  const links = await request.get(`${base}/${id}/links`, { headers });
  const { links: all } = (await links.json()) as { links: { recordId: string }[] };
  const moved = await request.post(`/api/app/flow/tasks/${all[0]!.recordId}/move`, {
    headers,
    data: { status: 'done' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(badge).toHaveAttribute('data-link-status', 'done');
  // The badge (with its ✓) fits beside the text: the text stays on its one line, in the box.
  const fits = () =>
    node.evaluate((el) => {
      const text = el.querySelector('.mm-text')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return text.top >= box.top && text.bottom <= box.bottom;
    });
  await expect.poll(fits).toBe(true);
  await snap(page, 'mind-map-editor-tarefa', 1920, 1080);

  await badge.click();
  await expect(page).toHaveURL(/\/flow\/lista\/[^?]+\?tarefa=/);
});

test('on a 360 px touch screen a long press opens the node menu: add a child, open Detalhes', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('mapa-toque');
  const headers = await readyAccount(request, email);
  const id = await newMap(request, headers, 'Feira');
  const phone = await newBrowserPage(browser, {
    hasTouch: true,
    isMobile: true,
    viewport: { width: 360, height: 780 },
  });
  await signInThroughApi(phone.context(), email);
  await phone.goto(`/mind-space/mind-map/${id}`);
  await openMap(phone);
  await phone.keyboard.press('Tab');
  await phone.keyboard.type('Barracas');
  await phone.keyboard.press('Enter');

  const cdp = await phone.context().newCDPSession(phone);
  const menu = phone.getByRole('menu', { name: 'Ações da ideia' });
  // A finger held on the node (no wait of ours: the menu shows while it is still down).
  const longPress = async (name: string) => {
    // The last menu has faded out of the DOM (while it fades it would take the touch).
    await expect(phone.locator('.MuiPopover-root')).toHaveCount(0);
    const box = (await phone.getByRole('treeitem', { name }).boundingBox())!;
    const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
    await expect(menu).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await longPress('Barracas');
  await menu.getByRole('menuitem', { name: 'Adicionar filho' }).click();
  await phone.keyboard.type('Comidas');
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('treeitem', { name: 'Comidas' })).toHaveAttribute('aria-level', '3');

  await longPress('Comidas');
  await menu.getByRole('menuitem', { name: 'Detalhes' }).click();
  const panel = phone.getByRole('complementary', { name: 'Detalhes da ideia' });
  await expect(panel.getByRole('textbox', { name: 'Texto' })).toHaveValue('Comidas');
  // The sheet covers most of the canvas: the idea it describes is moved up above it.
  const above = async () => {
    const idea = (await phone.getByRole('treeitem', { name: 'Comidas' }).boundingBox())!;
    const sheet = (await panel.boundingBox())!;
    return idea.y + idea.height <= sheet.y;
  };
  await expect.poll(above).toBe(true);
  await expect(phone.locator('.MuiPopover-root')).toHaveCount(0);
  await snap(phone, 'mind-map-editor-toque', 360, 780);
  await phone.context().close();
});
