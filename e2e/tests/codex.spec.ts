import { expect, test } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 23, codices: a knowledge base is created; page A is written, then page B links A
 * with `[[` (the list finds "Ação" from "acao"); the link opens A, which shows B under
 * "Referências"; B is found by a search without accents, with the match highlighted; a page
 * is moved in the tree by dragging it into another and back out with the keyboard, and the
 * tree is the same after a reload (the server kept it).
 */
test.use({ actionTimeout: 20_000 });

test('a codex: two pages linked with [[, the backlink, an unaccented search, and moves in the tree', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('codex');
  await readyAccount(request, email, { name: 'Clara Codex' });
  const page = await signedInPage(browser, email, '/codex/codices');
  await page.setViewportSize({ width: 1440, height: 900 });

  await expect(page.getByText('Nenhum códex ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Novo códex' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo códex' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Manual da equipe');
  await dialog.getByRole('button', { name: 'Criar e abrir' }).click();
  await expect(page).toHaveURL(/\/codex\/codex\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Este códex ainda não tem páginas')).toBeVisible();

  const title = page.getByRole('textbox', { name: 'Título da página' });
  const body = page.getByRole('textbox', { name: 'Texto da página' });
  const saved = page.getByRole('status').filter({ hasText: /^Salvo$/ });
  const tree = page.getByRole('tree', { name: 'Páginas do códex' });

  // Page A: a new page's title is selected, so typing names it.
  await page.getByRole('button', { name: 'Nova página' }).first().click();
  await expect(title).toBeFocused();
  await page.keyboard.type('Ação comercial');
  await body.click();
  await page.keyboard.type('Como vendemos: proposta, negociação e fechamento.');
  await expect(saved).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'Ação comercial' })).toBeVisible();

  // Page B links A: "[[acao" lists "Ação comercial"; Enter puts the link in.
  await page.getByRole('button', { name: 'Nova página' }).click();
  await expect(title).toBeFocused();
  await page.keyboard.type('Onboarding');
  await body.click();
  await page.keyboard.type('Leia a introdução e depois [[acao');
  const choices = page.getByRole('listbox', { name: 'Páginas para vincular' });
  await expect(choices.getByRole('option').first()).toHaveText('Ação comercial');
  await page.keyboard.press('Enter');
  const link = body.locator('a.codex-entry-link');
  await expect(link).toHaveText('Ação comercial');
  await page.keyboard.type('antes de tudo.');
  await expect(saved).toBeVisible();
  await snap(page, 'codex-entry', 1920, 1000);
  await snap(page, 'codex-entry', 1440);

  // The link opens A, which B now cites.
  await link.click();
  await expect(title).toHaveValue('Ação comercial');
  const refs = page.getByRole('list', { name: 'Páginas que citam esta' });
  await expect(refs.getByRole('link', { name: 'Onboarding' })).toBeVisible();

  // Search without accents: "introducao" finds B, the match highlighted; Enter opens it.
  await page.getByRole('combobox', { name: 'Buscar neste códex' }).fill('introducao');
  const results = page.getByRole('listbox', { name: 'Resultados da busca' });
  const hit = results.getByRole('option').first();
  await expect(hit).toContainText('Onboarding');
  await expect(hit.locator('mark').first()).toHaveText(/introdução/i);
  await snap(page, 'codex-search', 1440);
  await page.getByRole('combobox', { name: 'Buscar neste códex' }).press('Enter');
  await expect(title).toHaveValue('Onboarding');
  await page.getByRole('button', { name: 'Limpar a busca' }).click();

  // Drag A onto the middle of B: A goes inside B.
  const rowA = tree.getByRole('treeitem', { name: 'Ação comercial' });
  const rowB = tree.getByRole('treeitem', { name: 'Onboarding' });
  const from = (await rowA.boundingBox())!;
  const to = (await rowB.boundingBox())!;
  await page.mouse.move(from.x + 60, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 70, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + 60, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(rowA).toHaveAttribute('aria-level', '2');
  await expect(rowB).toHaveAttribute('aria-expanded', 'true');

  // The keyboard takes it back out (Alt+Left), after B, and up before it (Alt+Up).
  await rowA.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(rowA).toHaveAttribute('aria-level', '1');
  await expect(tree.getByRole('treeitem')).toHaveText(['Onboarding', 'Ação comercial']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(tree.getByRole('treeitem')).toHaveText(['Ação comercial', 'Onboarding']);

  // The server kept the order and the link.
  await page.reload();
  await expect(tree.getByRole('treeitem')).toHaveText(['Ação comercial', 'Onboarding']);
  await expect(title).toHaveValue('Onboarding');
  await expect(body.locator('a.codex-entry-link')).toHaveText('Ação comercial');
  await rowA.click();
  await expect(title).toHaveValue('Ação comercial');
  await expect(page.getByRole('list', { name: 'Páginas que citam esta' })).toContainText(
    'Onboarding',
  );

  // The list of codices, wide and on a phone; the tree is a drawer on the phone.
  await snap(page, 'codex-entry', 360, 780);
  await page.getByRole('button', { name: 'Páginas' }).click();
  await expect(page.getByRole('tree')).toBeVisible();
  // (The drawer has slid in before the picture.)
  await expect
    .poll(async () => (await page.getByRole('tree').boundingBox())?.x ?? -1)
    .toBeGreaterThanOrEqual(0);
  await snap(page, 'codex-tree-drawer', 360, 780);
  await page.goto('/codex/codices');
  await expect(page.getByRole('list', { name: 'Códices' })).toContainText('Manual da equipe');
  await snap(page, 'codices', 1920, 1000);
  await snap(page, 'codices', 360, 780);
});
