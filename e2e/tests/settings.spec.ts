import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signIn, signInForm, signedInPage, uniqueEmail } from '../support/auth';
import { choose } from '../support/select';
import { snap } from '../support/screenshots';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const shortcuts = (page: Page) => nav(page).getByRole('list', { name: 'Atalhos' });
/** The links of the side menu's Flow area, in order. */
const flowEntries = (page: Page) =>
  nav(page)
    .getByRole('list')
    .filter({ has: page.locator('.menu-subheader', { hasText: /^\s*Flow\s*$/ }) })
    .getByRole('link');
const menuSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/app/me/menu') && r.request().method() === 'PUT' && r.ok(),
  );

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/me\/configuracoes$/);
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
}

async function addShortcut(
  page: Page,
  shortcut: { name: string; screen?: string; url?: string; icon: string },
) {
  const saved = menuSaved(page);
  await page.getByRole('button', { name: 'Novo atalho' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo atalho' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(shortcut.name);
  if (shortcut.url) {
    await dialog.getByRole('radio', { name: 'Outro site' }).check();
    await dialog.getByRole('textbox', { name: 'Endereço' }).fill(shortcut.url);
  } else {
    await dialog.getByRole('combobox', { name: 'Tela' }).fill(shortcut.screen!);
  }
  await dialog.getByRole('radio', { name: shortcut.icon }).click();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  await saved;
}

test.describe('settings, side menu and shortcuts', () => {
  test('shortcuts (internal and external) show in the side menu, live on another device, and work', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('atalhos');
    await readyAccount(page.request, email);
    await signIn(page, email);
    const other = await signedInPage(browser, email);
    await openSettings(page);
    await expect(page.getByText('Nenhum atalho ainda')).toBeVisible();

    // A javascript: address never gets saved.
    await page.getByRole('button', { name: 'Novo atalho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo atalho' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Perigo');
    await dialog.getByRole('radio', { name: 'Outro site' }).check();
    await dialog.getByRole('textbox', { name: 'Endereço' }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('Informe um endereço http:// ou https:// válido.')).toBeVisible();
    await snap(page, 'settings-shortcut-dialog', 360, 800);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await addShortcut(page, { name: 'Minhas listas', screen: '/flow/listas', icon: 'Lista' });
    const external = `${baseURL}/api/health`;
    await addShortcut(page, { name: 'Saúde do servidor', url: external, icon: 'Foguete' });

    const listLink = shortcuts(page).getByRole('link', { name: 'Minhas listas' });
    await expect(listLink).toHaveAttribute('href', '/flow/listas');
    const outLink = shortcuts(page).getByRole('link', { name: /Saúde do servidor/ });
    await expect(outLink).toHaveAttribute('href', external);
    await expect(outLink).toHaveAttribute('target', '_blank');
    await expect(outLink).toHaveAttribute('rel', 'noopener noreferrer');

    // The other device's menu follows without a reload (the person's user queue).
    await expect(shortcuts(other).getByRole('link', { name: 'Minhas listas' })).toBeVisible();
    await expect(shortcuts(other).getByRole('link', { name: /Saúde do servidor/ })).toBeVisible();
    await other.context().close();

    await snap(page, 'settings-shortcuts', 1920, 1080);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    await expect(shortcuts(page).getByRole('link', { name: 'Minhas listas' })).toBeVisible();
    await snap(page, 'settings-side-menu', 360, 800);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The external one opens in a new tab that cannot reach back into Orbita.
    const [popup] = await Promise.all([page.waitForEvent('popup'), outLink.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(external);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    await listLink.click();
    await expect(page).toHaveURL(/\/flow\/listas$/);
  });

  test('hide and reorder menu entries (keyboard drag), reload keeps them; the start page is where sign-in lands', async ({
    page,
  }) => {
    const email = uniqueEmail('menu');
    await readyAccount(page.request, email);
    await signIn(page, email);
    await expect(flowEntries(page)).toHaveText([
      'Workplace',
      'Coleta de ideias',
      'Listas',
      'Processos',
    ]);
    await openSettings(page);
    const flow = page.getByRole('region', { name: 'Flow' });

    let saved = menuSaved(page);
    // A click, not uncheck(): the switch follows the saved menu a render later.
    await flow.getByRole('switch', { name: 'Mostrar Processos no menu' }).click();
    await saved;
    await expect(flow.getByRole('switch', { name: 'Mostrar Processos no menu' })).not.toBeChecked();
    await expect(flowEntries(page)).toHaveText(['Workplace', 'Coleta de ideias', 'Listas']);

    // Keyboard drag: Space picks Listas up, two arrows up, Space drops it first. Each key
    // waits for what a screen reader hears (dnd-kit measures the rows between presses).
    saved = menuSaved(page);
    const heard = (text: string | RegExp) => expect(flow.getByRole('status')).toHaveText(text);
    await flow.getByRole('button', { name: 'Arrastar Listas' }).focus();
    await page.keyboard.press('Space');
    await heard(/^(Você pegou Listas|Listas está sobre Listas)\.$/);
    await page.keyboard.press('ArrowUp');
    await heard('Listas está sobre Coleta de ideias.');
    await page.keyboard.press('ArrowUp');
    await heard('Listas está sobre Workplace.');
    await page.keyboard.press('Space');
    await heard('Listas solto no lugar de Workplace.');
    await saved;
    await expect(flow.getByRole('listitem')).toHaveText([
      /^Listas/,
      /^Workplace/,
      /^Coleta de ideias/,
      /^Processos/,
    ]);

    await page.reload();
    await expect(flowEntries(page)).toHaveText(['Listas', 'Workplace', 'Coleta de ideias']);
    await expect(
      page.getByRole('region', { name: 'Flow' }).getByRole('switch', {
        name: 'Mostrar Processos no menu',
      }),
    ).not.toBeChecked();

    // Start page and time zone; then sign out and in again.
    const form = page.locator('form').filter({ hasText: 'Página inicial' });
    await choose(page, form, 'Página inicial', 'Workplace');
    await form.getByRole('combobox', { name: 'Fuso horário' }).fill('Manaus');
    await page.getByRole('option', { name: /^Manaus/ }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'settings', 1920, 1080);
    await snap(page, 'settings', 360, 800);
    await snap(page, 'settings-menu', 360, 5000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações salvas.')).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await signInForm(page, email);
    await expect(page).toHaveURL(/\/flow\/workplace$/);
    const settings = await page.request.get('/api/app/me/settings');
    expect(await settings.json()).toMatchObject({
      startPage: '/flow/workplace',
      timeZone: 'America/Manaus',
    });
  });
});
