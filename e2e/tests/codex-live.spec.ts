import { expect, test } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';

/**
 * Issue 23, codex entries edited live: the same person in two browsers opens one page; what
 * one types appears in the other as it is typed (the collaboration layer, room
 * `codex-entry:<id>`), both ways; then the codex's search finds the new words without
 * accents (the server derived the text from the live document).
 */
test.use({ actionTimeout: 20_000 });

test('two browsers on one codex page: typing shows live in the other, then search finds it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('codex-live');
  await readyAccount(request, email, { name: 'Lia Ao Vivo' });
  const first = await signedInPage(browser, email, '/codex/codices');
  await first.setViewportSize({ width: 1280, height: 900 });

  await first.getByRole('button', { name: 'Novo códex' }).first().click();
  const dialog = first.getByRole('dialog', { name: 'Novo códex' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Atas');
  await dialog.getByRole('button', { name: 'Criar e abrir' }).click();
  await expect(first).toHaveURL(/\/codex\/codex\/[0-9a-f-]{36}$/);
  await first.getByRole('button', { name: 'Nova página' }).first().click();
  const firstTitle = first.getByRole('textbox', { name: 'Título da página' });
  await expect(firstTitle).toBeFocused();
  await first.keyboard.type('Reunião de segunda');
  await expect(first.getByRole('status').filter({ hasText: /^Salvo$/ })).toBeVisible();
  await expect(first).toHaveURL(/entrada=[0-9a-f-]{36}/);

  // The same page in a second browser.
  const second = await signedInPage(
    browser,
    email,
    new URL(first.url()).pathname + new URL(first.url()).search,
  );
  await second.setViewportSize({ width: 1280, height: 900 });
  await expect(second.getByRole('textbox', { name: 'Título da página' })).toHaveValue(
    'Reunião de segunda',
  );
  const firstBody = first.getByRole('textbox', { name: 'Texto da página' });
  const secondBody = second.getByRole('textbox', { name: 'Texto da página' });
  await expect(secondBody).toHaveAttribute('contenteditable', 'true');

  await firstBody.click();
  await first.keyboard.type('Decisão sobre o orçamento anual.');
  await expect(secondBody).toContainText('Decisão sobre o orçamento anual.');

  await secondBody.click();
  await second.keyboard.press('Control+End');
  await second.keyboard.press('Enter');
  await second.keyboard.type('Próximos passos: contratação.');
  await expect(firstBody).toContainText('Próximos passos: contratação.');
  await expect(firstBody).toContainText('Decisão sobre o orçamento anual.');
  // The other person's caret shows with their name.
  await expect(first.locator('.codex-caret__label').first()).toHaveText('Lia');

  // Search (no accents) finds the page by the words typed live.
  const search = second.getByRole('combobox', { name: 'Buscar neste códex' });
  const results = second.getByRole('listbox', { name: 'Resultados da busca' });
  await expect(async () => {
    await search.fill('');
    await search.fill('orcamento contratacao');
    await expect(results.getByRole('option').first()).toContainText('Reunião de segunda', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await first.context().close();
  await second.context().close();
});
