import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 20, revisions: a publication written in the editor goes live at its public address;
 * editing it again changes only the draft — the public page keeps the published text until
 * "Publicar alterações"; the history then has two revisions, shows what changed, and puts
 * revision 1 back into the draft (the public page still unchanged).
 */
test.use({ actionTimeout: 20_000 });

const bodyOf = (page: Page) => page.getByRole('textbox', { name: 'Texto da publicação' });
const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Detalhes da publicação' });

/** The public address as a signed-out reader gets it (fetched from the page, no session header). */
async function publicText(page: Page, path: string): Promise<{ status: number; html: string }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'omit', cache: 'no-store' });
    return { status: res.status, html: await res.text() };
  }, path);
}

/** Publishes the draft through the panel's button and its confirmation. */
async function publish(page: Page, button: 'Publicar' | 'Publicar alterações') {
  await panelOf(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('A versão pública muda agora');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog).toBeHidden();
}

test('a publication goes live, its edits stay in the draft until "Publicar alterações", and the history diffs and restores', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('publica');
  await readyAccount(request, email, { name: 'Paula Autora' });
  const page = await signedInPage(browser, email, '/universo/publicacoes');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The empty list, then "Nova publicação": a title, and the editor opens on the new draft.
  await expect(page.getByText('Nenhuma publicação ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Nova publicação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova publicação' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Diário de bordo');
  await dialog.getByRole('button', { name: 'Criar e abrir' }).click();
  await expect(page).toHaveURL(/\/universo\/publicacao\/[0-9a-f-]{36}$/);

  await bodyOf(page).click();
  await page.keyboard.type('Partimos ao amanhecer com vento norte.');
  // Pública: listed and open once in production.
  await panelOf(page).getByRole('combobox', { name: 'Visibilidade' }).click();
  await page.getByRole('option', { name: 'Pública' }).click();
  await expect(panelOf(page).getByRole('combobox', { name: 'Visibilidade' })).toHaveText('Pública');

  await publish(page, 'Publicar');
  await expect(page.getByLabel('Status: Produção')).toBeVisible();
  const address = panelOf(page).getByTestId('public-address');
  await expect(address).toContainText(/^\/site\/[a-z0-9-]+\/p\/diario-de-bordo$/);
  const path = (await address.textContent())!;
  await expect
    .poll(async () => (await publicText(page, path)).html)
    .toContain('Partimos ao amanhecer com vento norte.');
  await snap(page, 'publication-live', 1440);

  // Editing the live publication: the public page keeps the published text.
  await bodyOf(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Chegamos ao porto antes da chuva.');
  await expect(bodyOf(page)).toContainText('Chegamos ao porto antes da chuva.');
  // The edit is stored (a reload reads it back from the server), and only in the draft.
  await page.reload();
  await expect(bodyOf(page)).toContainText('Chegamos ao porto antes da chuva.');
  const before = await publicText(page, path);
  expect(before.status).toBe(200);
  expect(before.html).toContain('Partimos ao amanhecer com vento norte.');
  expect(before.html).not.toContain('Chegamos ao porto antes da chuva.');

  await publish(page, 'Publicar alterações');
  await expect
    .poll(async () => (await publicText(page, path)).html)
    .toContain('Chegamos ao porto antes da chuva.');

  // History: two revisions, the newest on the air; its diff shows the added sentence.
  await page.getByRole('button', { name: 'Histórico' }).click();
  const history = page.locator('.MuiDrawer-paper').filter({ hasText: 'Histórico' });
  const revisions = history.getByRole('list', { name: 'Revisões publicadas' });
  await expect(revisions.getByRole('button')).toHaveCount(2);
  await expect(revisions.getByRole('button').first()).toContainText('Revisão 2');
  await expect(revisions.getByRole('button').first()).toContainText('No ar');
  const diff = history.getByRole('region', { name: 'Diferenças da revisão 1 para a 2' });
  await expect(diff.locator('ins')).toContainText('Chegamos ao porto antes da chuva.');
  await snap(page, 'publication-history', 1440);

  // Revision 1 back into the draft: the editor shows it, the public page does not change.
  await revisions.getByRole('button', { name: /^Revisão 1/ }).click();
  await history.getByRole('button', { name: 'Restaurar no rascunho' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restaurar a revisão 1 no rascunho?' });
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  await expect(confirm).toBeHidden();
  await history.getByRole('button', { name: 'Fechar' }).click();
  await expect(bodyOf(page)).not.toContainText('Chegamos ao porto antes da chuva.');
  await expect(bodyOf(page)).toContainText('Partimos ao amanhecer com vento norte.');
  expect((await publicText(page, path)).html).toContain('Chegamos ao porto antes da chuva.');

  // Back in the list: live, public, with changes not yet published.
  await page.getByRole('link', { name: 'Voltar às publicações' }).click();
  const row = page.getByRole('list', { name: 'Publicações' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Status: Produção')).toBeVisible();
  await expect(row.getByLabel('Visibilidade: Pública')).toBeVisible();
  await expect(row).toContainText('Alterações não publicadas');
  await snap(page, 'publications-list', 1440);
  await snap(page, 'publications-list', 360, 780);
});
