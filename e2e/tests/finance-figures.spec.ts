import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Finance figures at their widest: R$ 1.234.567,89 and its negative fit their cards at 360 px
 * (wrapped or cut with the whole value in the title, never over a neighbour), the two
 * "saldos" say what they count, the "Coletar" button leaves the entries list's end readable,
 * and a receipt (comprovante) attached through the API shows as the row's paperclip and in
 * the entry dialog. Screenshots at 360 and 1440 px.
 */
const API = '/api/app/riqueza';

async function post<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  url: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(url.startsWith('/api') ? url : `${API}${url}`, {
    headers,
    data,
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Elements whose content is wider than their own box (drawn over what is beside them). */
const overflowing = (figures: Locator) =>
  figures.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
  );

async function both(page: Page, name: string) {
  await snap(page, name, 360, 800);
  await snap(page, name, 1440, 900);
}

test('large amounts fit at 360 px, the saldos explain themselves, receipts show on the entry', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('fin-figuras');
  const headers = await readyAccount(request, email);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const account = await post<{ id: string }>(request, headers, '/boxes', {
    name: 'Conta Corrente',
    kind: 'bank_account',
    openingBalance: 0,
    openingDate: '2024-01-01',
  });
  const entry = (description: string, value: number, type: 'revenue' | 'expense') =>
    post<{ items: { id: string }[] }>(request, headers, '/entries', {
      boxId: account.id,
      date: today,
      value,
      type,
      description,
    });
  await entry('Venda do apartamento', 123_456_789, 'revenue');
  const [big] = (await entry('Compra da casa de praia', 246_913_578, 'expense')).items;
  for (let i = 1; i <= 14; i++) await entry(`Despesa ${i}`, 1_000 * i, 'expense');
  const upload = await request.post('/api/app/fabrica/media/files', {
    headers,
    multipart: {
      file: { name: 'escritura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = (await upload.json()) as { id: string };
  await post(request, headers, `/entries/${big!.id}/attachments`, { fileId: file.id });

  const page = await signedInPage(browser, email, '/riqueza/administracao');
  await page.setViewportSize({ width: 360, height: 800 });

  // Overview: the month's three figures (−R$ 1.235.617,89 among them) each within its own box.
  const month = page.getByRole('region', { name: /20\d\d/ });
  await expect(month).toContainText('1.235.617,89');
  expect(await overflowing(month.locator('p'))).toEqual([]);
  await expect(page.getByText('Saldo atual (pagos)')).toBeVisible();
  await page.getByRole('button', { name: 'O que o saldo atual soma' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('fluxo de caixa');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await both(page, 'financas-figuras-visao-geral');

  // Entries: the paperclip on the row with a receipt, the list's end above "Coletar".
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('tab', { name: 'Lançamentos' }).click();
  const row = page.getByRole('listitem', { name: 'Compra da casa de praia' });
  await expect(row.getByRole('img', { name: '1 comprovante' })).toBeVisible();
  await both(page, 'financas-figuras-lancamentos');
  // A tall screen, the page not scrolled: the list is sized from where it starts (filters
  // open above it) to where the button begins, so no row ends under "Coletar".
  await page.setViewportSize({ width: 1440, height: 1300 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const rows = page.getByRole('rowgroup', { name: 'Lançamentos' });
  const fab = await page.getByRole('button', { name: /Coletar/ }).boundingBox();
  await expect
    .poll(async () => {
      const box = await rows.boundingBox();
      return box!.y + box!.height;
    })
    .toBeLessThanOrEqual(fab!.y);

  // The entry's receipts, in its dialog.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Ações de Compra da casa de praia' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar lançamento' });
  await expect(dialog.getByRole('list', { name: 'Comprovantes' })).toContainText('escritura.pdf');
  await snap(page, 'financas-figuras-comprovantes', 1440, 900);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Cash flow: the end balance says it is the period's, and its figures fit at 360 px.
  await page.getByRole('tab', { name: 'Fluxo' }).click();
  await expect(page.getByText('Saldo no fim do período')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText(/^Previsto no fim do período: /)).toBeVisible();
  expect(await overflowing(page.locator('main p.MuiTypography-h6'))).toEqual([]);
  const byCategory = page.locator('main .MuiPaper-root:has(> table)');
  await expect(byCategory).toHaveCount(2);
  expect(await overflowing(byCategory)).toEqual([]);
  await both(page, 'financas-figuras-fluxo');

  // A laptop's short screen, weeks as rows: the table, scrolled to just below the app bar, ends
  // above "Coletar" (taller than the screen, its last rows and totals sat under the button).
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.getByRole('button', { name: 'Semana' }).click();
  await page.getByRole('button', { name: 'Ver como tabela' }).click();
  const table = page.getByTestId('cash-flow-table');
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await table.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -72);
  });
  const bottom = await table.boundingBox();
  const button = await page.getByRole('button', { name: /Coletar/ }).boundingBox();
  expect(bottom!.y + bottom!.height).toBeLessThanOrEqual(button!.y);
  await snap(page, 'financas-figuras-fluxo-tabela', 1440, 600);
});
