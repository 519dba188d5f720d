import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { fillDate } from '../support/date-field';
import { snap } from '../support/screenshots';

/**
 * Finance reports in the browser: a bank statement (OFX, windows-1252, the fixture the server
 * tests use) previewed and imported, the same file again adding nothing, the cash flow chart
 * of the imported month, and a portfolio with its totals and allocation chart.
 */
test.setTimeout(240_000);

const OFX = path.join(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'server',
  'src',
  'modules',
  'finance',
  'reports',
  'fixtures',
  'extrato-banco.ofx',
);
const API = '/api/app/riqueza';
// The fixture: 7 transactions in January 2025, R$ 5.650,00 in and R$ 3.551,28 out.
const ROWS = 7;

async function post<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  url: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(`${API}${url}`, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

async function entryCount(
  request: APIRequestContext,
  headers: Record<string, string>,
  boxId: string,
): Promise<number> {
  const res = await request.get(`${API}/entries?boxId=${boxId}&limit=200`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: unknown[] }).items.length;
}

async function importFixture(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: 'Importar extrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar extrato' });
  await dialog.getByRole('combobox', { name: 'Caixa' }).click();
  await page.getByRole('option', { name: 'Conta Corrente (Conta bancária)' }).click();
  await dialog.locator('input[type=file]').setInputFiles(OFX);
  await expect(dialog.getByRole('table', { name: 'Pré-visualização do extrato' })).toBeVisible();
  return dialog;
}

test('statement import twice, cash flow chart and a portfolio', async ({ browser, request }) => {
  const email = uniqueEmail('fin-relatorios');
  const headers = await readyAccount(request, email);
  const account = await post<{ id: string }>(request, headers, '/boxes', {
    name: 'Conta Corrente',
    kind: 'bank_account',
    openingBalance: 100_000,
    openingDate: '2024-12-31',
  });

  const page = await signedInPage(browser, email, '/riqueza/administracao?aba=lancamentos');
  await page.setViewportSize({ width: 1920, height: 1080 });

  // First import: every row is new and checked; the salary's windows-1252 text reads right.
  let dialog = await importFixture(page);
  await expect(dialog.getByText('SALARIO EMPRESA EXEMPLO LTDA')).toBeVisible();
  await expect(dialog.getByText(`${ROWS} linhas: ${ROWS} novas, 0 duplicadas`)).toBeVisible();
  await expect(dialog.getByText('Duplicado', { exact: true })).toHaveCount(0);
  await snap(page, 'finance-reports-import-preview', 1920);
  await snap(page, 'finance-reports-import-preview', 360);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await dialog.getByRole('button', { name: `Importar ${ROWS} lançamentos` }).click();
  await expect(
    page.getByText(`${ROWS} lançamentos importados, 0 ignorados (duplicados).`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await entryCount(request, headers, account.id)).toBe(ROWS);

  // Second import of the same file: all duplicates, unchecked; even forcing them in adds nothing.
  dialog = await importFixture(page);
  await expect(dialog.getByText(`${ROWS} linhas: 0 novas, ${ROWS} duplicadas`)).toBeVisible();
  await expect(dialog.getByText('Duplicado', { exact: true })).toHaveCount(ROWS);
  await expect(
    dialog.getByText('Nada novo: todas as linhas já existem nesta caixa.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importar 0 lançamentos' })).toBeDisabled();
  await snap(page, 'finance-reports-import-duplicates', 1920);
  await dialog.getByRole('checkbox', { name: 'Selecionar todas as linhas' }).check();
  await dialog.getByRole('button', { name: `Importar ${ROWS} lançamentos` }).click();
  await expect(
    page.getByText(`0 lançamentos importados, ${ROWS} ignorados (duplicados).`),
  ).toBeVisible();
  expect(await entryCount(request, headers, account.id)).toBe(ROWS);

  // Export: the entries as a CSV file named after the day, through the session's request helper.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lancamentos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('SALARIO EMPRESA EXEMPLO LTDA');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(ROWS + 1);

  // Cash flow of January 2025 (a custom range): bars drawn, totals of the statement.
  await page.goto('/riqueza/administracao?aba=fluxo');
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Personalizado' }).click();
  await fillDate(page, 'De', '01/01/2025');
  await fillDate(page, 'Até', '31/01/2025');
  await page.getByRole('button', { name: 'Semana' }).click();
  const chart = page.locator('figure[aria-label^="Fluxo de caixa de"]');
  await expect(chart).toBeVisible({ timeout: 15_000 });
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await expect(chart).toHaveAttribute(
    'aria-label',
    /receitas R\$ 5\.650,00, despesas R\$ 3\.551,28/,
  );
  await expect(page.getByText('Receitas por categoria')).toBeVisible();
  await snap(page, 'finance-reports-cash-flow', 1920, 1400);
  await snap(page, 'finance-reports-cash-flow', 360, 1400);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Ver como tabela' }).click();
  const table = page.getByRole('table', { name: 'Fluxo de caixa por período' });
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('R$ 5.650,00');
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('R$ 3.551,28');

  // A portfolio of two investments, one valued above what went in.
  const cdb = await post<{ id: string }>(request, headers, '/boxes', {
    name: 'CDB Banco Exemplo',
    kind: 'investment',
    investmentKind: 'cdb',
    openingBalance: 500_000,
    openingDate: '2025-01-02',
  });
  await post(request, headers, `/boxes/${cdb.id}/valuations`, {
    date: '2025-06-30',
    value: 530_000,
  });
  const tesouro = await post<{ id: string }>(request, headers, '/boxes', {
    name: 'Tesouro Selic',
    kind: 'investment',
    investmentKind: 'tesouro_direto',
    openingBalance: 300_000,
    openingDate: '2025-02-01',
  });
  const portfolio = await post<{ id: string }>(request, headers, '/portfolios', {
    name: 'Reserva',
    investmentIds: [cdb.id, tesouro.id],
  });

  await page.goto(`/riqueza/portfolio/${portfolio.id}`);
  await expect(page.getByRole('heading', { name: 'Reserva', level: 1 })).toBeVisible();
  await expect(page.getByText('R$ 8.000,00').first()).toBeVisible();
  await expect(page.getByText('R$ 8.300,00').first()).toBeVisible();
  await expect(page.getByText('R$ 300,00 (+3,75%)').first()).toBeVisible();
  const allocation = page.locator('figure[aria-label^="Alocação por investimento"]');
  await expect(allocation.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(allocation).toHaveAttribute('aria-label', /CDB Banco Exemplo/);
  await expect(
    page.getByRole('table', { name: 'Investimentos do portfólio' }).getByRole('row'),
  ).toHaveCount(3);
  await snap(page, 'finance-reports-portfolio', 1920, 1400);
  await snap(page, 'finance-reports-portfolio', 360, 1400);

  // The list, and an id that is not there.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/riqueza/portfolio');
  await expect(page.getByRole('link', { name: /Reserva/ })).toBeVisible();
  await snap(page, 'finance-reports-portfolios', 1920);
  await snap(page, 'finance-reports-portfolios', 360);
  await page.goto('/riqueza/portfolio/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Portfólio não encontrado').first()).toBeVisible();

  // The investment panel (in the box drawer): a contribution from the account, then finishing it.
  await page.goto('/riqueza/administracao?aba=caixas');
  await page.getByRole('button', { name: 'Abrir CDB Banco Exemplo' }).click();
  const drawer = page.getByRole('region', { name: 'CDB Banco Exemplo' });
  await expect(drawer.getByText('R$ 300,00 (+6,00%)')).toBeVisible();
  await drawer.getByRole('button', { name: 'Aplicar' }).click();
  const apply = page.getByRole('dialog', { name: 'Aplicar' });
  await apply.getByRole('combobox', { name: 'Caixa de origem' }).click();
  await page.getByRole('option', { name: 'Conta Corrente (Conta bancária)' }).click();
  await apply.getByRole('textbox', { name: 'Valor aplicado' }).pressSequentially('100000');
  await expect(apply.getByRole('textbox', { name: 'Valor aplicado' })).toHaveValue('R$ 1.000,00');
  await fillDate(apply, 'Data', '01/07/2025');
  await apply.getByRole('button', { name: 'Aplicar' }).click();
  await expect(apply).toBeHidden();
  await expect(drawer.getByText('R$ 6.000,00').first()).toBeVisible();
  await snap(page, 'finance-reports-investment', 1920);
  await snap(page, 'finance-reports-investment', 360);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await drawer.getByRole('button', { name: 'Encerrar investimento' }).click();
  const finish = page.getByRole('dialog', { name: 'Encerrar investimento' });
  await expect(finish).toContainText('Deseja finalizar este investimento?');
  await finish.getByRole('combobox', { name: 'Caixa de destino' }).click();
  await page.getByRole('option', { name: 'Conta Corrente (Conta bancária)' }).click();
  await fillDate(finish, 'Data', '31/07/2025');
  await finish.getByRole('button', { name: 'Encerrar' }).click();
  await expect(finish).toBeHidden();
  await expect(drawer.getByText(/^Encerrado em/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Aplicar' })).toHaveCount(0);
});
