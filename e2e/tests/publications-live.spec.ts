import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail, waitForMail } from '../support/auth';

/**
 * Issue 20, "written together": two members of one workspace, each in their own browser, write
 * the same publication body at the same time — in different paragraphs and in the same one —
 * and both end with the same text, nobody's words lost (Yjs merges, never overwrites). Each
 * sees the other's caret with their name. Undo takes back only one's own typing. An Observador
 * reads along live and cannot type.
 */
test.use({ actionTimeout: 20_000 });

const base = '/api/app/universo/publications';

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
}

const bodyOf = (page: Page) => page.getByRole('textbox', { name: 'Texto da publicação' });

/** The body's paragraphs as each browser shows them (the others' caret name tags left out). */
async function paragraphs(page: Page): Promise<string[]> {
  return bodyOf(page)
    .locator('p')
    .evaluateAll((ps) =>
      ps.map((p) => {
        const copy = p.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.pub-caret').forEach((caret) => caret.remove());
        return copy.textContent ?? '';
      }),
    );
}

/** Puts the caret at the end (or start) of paragraph `index` of the body. */
async function caretIn(page: Page, index: number, where: 'End' | 'Home') {
  await bodyOf(page).locator('p').nth(index).click();
  await page.keyboard.press(where);
}

test('two members write one publication at once and converge; each sees the other’s caret; an Observador only reads', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = uniqueEmail('pub-dona');
  const editorEmail = uniqueEmail('pub-editor');
  const viewerEmail = uniqueEmail('pub-observa');
  const owner = await readyAccount(request, ownerEmail, { name: 'Olga Dona' });
  const created = await request.post('/api/app/conta/contas', {
    headers: owner,
    data: { name: 'Redação ao vivo' },
  });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;
  expect(
    (await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers: owner })).ok(),
  ).toBe(true);
  await join(request, owner, workspaceId, editorEmail, 'Edu Editor', 'editor');
  await join(request, owner, workspaceId, viewerEmail, 'Vera Observa', 'viewer');
  const publication = await request.post(base, {
    headers: owner,
    data: { title: 'Notícia a quatro mãos' },
  });
  expect(publication.status(), await publication.text()).toBe(201);
  const path = `/universo/publicacao/${((await publication.json()) as { id: string }).id}`;

  const olga = await signedInPage(browser, ownerEmail, path);
  const edu = await signedInPage(browser, editorEmail, path);
  const vera = await signedInPage(browser, viewerEmail, path);
  for (const page of [olga, edu, vera]) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(bodyOf(page)).toBeVisible();
  }
  // Everyone is connected once each sees the others in the presence bar.
  await expect(edu.getByRole('img', { name: 'Olga Dona está editando' })).toBeVisible();
  await expect(olga.getByRole('img', { name: 'Edu Editor está editando' })).toBeVisible();
  await expect(olga.getByRole('img', { name: 'Vera Observa está lendo' })).toBeVisible();

  // Olga starts the text: two paragraphs, seen by Edu and Vera.
  await bodyOf(olga).click();
  await olga.keyboard.type('Alfa');
  await olga.keyboard.press('Enter');
  await olga.keyboard.type('Beta');
  for (const page of [edu, vera])
    await expect.poll(() => paragraphs(page)).toEqual(['Alfa', 'Beta']);

  // Both type at once, each in their own paragraph.
  await caretIn(olga, 0, 'End');
  await caretIn(edu, 1, 'End');
  // Each sees the other's caret, with the other's name.
  await expect(olga.locator('.pub-caret', { hasText: 'Edu' })).toBeVisible();
  await expect(edu.locator('.pub-caret', { hasText: 'Olga' })).toBeVisible();
  await Promise.all([
    olga.keyboard.type(' um dois três', { delay: 40 }),
    edu.keyboard.type(' quatro cinco seis', { delay: 40 }),
  ]);
  const different = ['Alfa um dois três', 'Beta quatro cinco seis'];
  for (const page of [olga, edu, vera])
    await expect.poll(() => paragraphs(page)).toEqual(different);

  // And at once in the same paragraph: Olga at its start, Edu at its end.
  await caretIn(olga, 0, 'Home');
  await caretIn(edu, 0, 'End');
  // Yjs groups one person's changes less than 500 ms apart into one undo step; the pause keeps
  // Edu's words of this round a step of their own for the undo below (not a timing check).
  await edu.waitForTimeout(700);
  await Promise.all([
    olga.keyboard.type('Início: ', { delay: 40 }),
    edu.keyboard.type(' (fim)', { delay: 40 }),
  ]);
  const same = ['Início: Alfa um dois três (fim)', 'Beta quatro cinco seis'];
  for (const page of [olga, edu, vera]) await expect.poll(() => paragraphs(page)).toEqual(same);

  // Undo is per person: Edu's Ctrl+Z takes back his own last words (in as many steps as his
  // typing was grouped in), never Olga's "Início: " typed at the same time.
  const undone = ['Início: Alfa um dois três', 'Beta quatro cinco seis'];
  for (let step = 0; step < 8 && (await paragraphs(edu))[0] !== undone[0]; step++) {
    await edu.keyboard.press('Control+z');
    const [first = '', second] = await paragraphs(edu);
    expect(first.startsWith(undone[0]!), first).toBe(true);
    expect(second).toBe(undone[1]);
  }
  for (const page of [olga, edu, vera]) await expect.poll(() => paragraphs(page)).toEqual(undone);

  // Vera (Observador) read all of it live, and cannot write.
  await expect(vera.getByText('Somente leitura')).toBeVisible();
  await expect(vera.getByRole('toolbar', { name: 'Formatação do texto' })).toHaveCount(0);
  await expect(bodyOf(vera)).toHaveAttribute('contenteditable', 'false');
  await bodyOf(vera).locator('p').first().click();
  await vera.keyboard.type('Intrusa');
  await vera.keyboard.press('Enter');
  // One more live edit proves the channel is open; nothing of Vera's arrived anywhere.
  await caretIn(olga, 1, 'End');
  await olga.keyboard.type('!');
  const last = ['Início: Alfa um dois três', 'Beta quatro cinco seis!'];
  for (const page of [olga, edu, vera]) await expect.poll(() => paragraphs(page)).toEqual(last);
  // The editors have the toolbar, named in pt-BR.
  await expect(olga.getByRole('toolbar', { name: 'Formatação do texto' })).toBeVisible();
  await expect(edu.getByRole('button', { name: 'Negrito' }).first()).toBeVisible();
});

test('the body on a phone and on a wide screen (one scrolling toolbar row at 360 px, a readable measure at 1920 px); table, link and video from the toolbar', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('pub-telas');
  const owner = await readyAccount(request, email, { name: 'Tina Telas' });
  const publication = await request.post(base, { headers: owner, data: { title: 'Larguras' } });
  expect(publication.status(), await publication.text()).toBe(201);
  const path = `/universo/publicacao/${((await publication.json()) as { id: string }).id}`;
  const page = await signedInPage(browser, email, path);

  await page.setViewportSize({ width: 360, height: 740 });
  const toolbar = page.getByRole('toolbar', { name: 'Formatação do texto' });
  await expect(toolbar).toBeVisible();
  await bodyOf(page).click();
  await page.keyboard.type('Um texto no telefone que ocupa mais de uma linha nesta tela estreita.');
  const phone = await page.evaluate(() => {
    const bar = document.querySelector('[role="toolbar"][aria-label="Formatação do texto"]')!;
    return {
      barRows: new Set(
        Array.from(bar.querySelectorAll('button')).map((b) =>
          Math.round(b.getBoundingClientRect().top),
        ),
      ).size,
      barScrolls: bar.scrollWidth > bar.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
  // One row of buttons that scrolls sideways; the page itself never scrolls sideways.
  expect(phone).toEqual({ barRows: 1, barScrolls: true, pageWidth: 360 });
  // The last buttons are reachable by scrolling the row.
  await toolbar.getByRole('button', { name: 'Refazer' }).scrollIntoViewIfNeeded();
  await expect(toolbar.getByRole('button', { name: 'Refazer' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('publicacao-360.png') });

  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(toolbar).toBeVisible();
  const lineWidth = await bodyOf(page).evaluate((el) => el.getBoundingClientRect().width);
  expect(lineWidth).toBeLessThanOrEqual(720);
  expect(lineWidth).toBeGreaterThan(600);
  await page.screenshot({ path: test.info().outputPath('publicacao-1920.png') });

  // Tabela: a 3×3 table goes in (header row first), grows by a row, and goes away.
  const tableMenu = async (item: string) => {
    await toolbar.getByRole('button', { name: 'Tabela' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  await bodyOf(page).click();
  await page.keyboard.press('Control+End');
  await tableMenu('Inserir tabela 3×3');
  await expect(bodyOf(page).locator('tr')).toHaveCount(3);
  await expect(bodyOf(page).locator('tr').first().locator('th')).toHaveCount(3);
  await page.keyboard.type('Preço');
  await tableMenu('Adicionar linha abaixo');
  await expect(bodyOf(page).locator('tr')).toHaveCount(4);
  await tableMenu('Excluir tabela');
  await expect(bodyOf(page).locator('table')).toHaveCount(0);
  await expect(bodyOf(page)).toContainText('Um texto no telefone');

  // Link (Ctrl+K on selected text): a script address is refused in pt-BR, a site is applied.
  await bodyOf(page).locator('p').first().dblclick();
  await page.keyboard.press('Control+k');
  const linkDialog = page.getByRole('dialog', { name: 'Inserir link' });
  await linkDialog.getByRole('textbox', { name: 'Endereço' }).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(linkDialog.getByText('Use um endereço http(s):// ou mailto:.')).toBeVisible();
  await linkDialog.getByRole('textbox', { name: 'Endereço' }).fill('orbita.app');
  await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(bodyOf(page).locator('a[href="https://orbita.app/"]')).toHaveCount(1);

  // Vídeo: a YouTube address becomes the privacy-enhanced player, nothing else.
  await page.keyboard.press('Control+End');
  await toolbar.getByRole('button', { name: 'Vídeo' }).click();
  const videoDialog = page.getByRole('dialog', { name: 'Inserir vídeo' });
  await videoDialog
    .getByRole('textbox', { name: 'Endereço do vídeo' })
    .fill('https://youtu.be/dQw4w9WgXcQ');
  await videoDialog.getByRole('button', { name: 'Inserir' }).click();
  await expect(bodyOf(page).locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
});
