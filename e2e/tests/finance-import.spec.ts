import { expect, test } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';
import { choose } from '../support/select';

/**
 * A CSV whose header the importer does not know, from a card-like export (a purchase is
 * positive): the person maps its columns and turns "Inverter sinal" on in the preview, the
 * entries land with the right signs, and the next import into the same box starts from that
 * reading.
 */
test.setTimeout(120_000);

const CSV = Buffer.from(
  [
    'Quando;Loja;Obs;Quanto',
    '05/10/2026;Padaria Pão Quente;final 1234;45,90',
    '06/10/2026;Posto Ipiranga;final 1234;200,00',
    '07/10/2026;Estorno Loja Azul;final 1234;-30,00',
  ].join('\n'),
  'utf8',
);
const file = { name: 'compras.csv', mimeType: 'text/csv', buffer: CSV };

test('CSV with column mapping and "Inverter sinal", remembered for the box', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('fin-importacao');
  const headers = await readyAccount(request, email);
  const created = await request.post('/api/app/riqueza/boxes', {
    headers,
    data: { name: 'Conta Digital', kind: 'bank_account', openingDate: '2026-01-01' },
  });
  expect(created.status()).toBe(201);

  const page = await signedInPage(browser, email, '/riqueza/administracao?aba=lancamentos');
  const open = async () => {
    await page.getByRole('button', { name: 'Importar extrato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar extrato' });
    await choose(page, dialog, 'Caixa', 'Conta Digital (Conta bancária)');
    await dialog.locator('input[type=file]').setInputFiles(file);
    return dialog;
  };

  // Unknown header: the preview asks which column is which.
  let dialog = await open();
  await expect(dialog.getByText('Não reconhecemos as colunas deste CSV')).toBeVisible();
  await choose(page, dialog, 'Data', 'Quando');
  await choose(page, dialog, 'Descrição', 'Loja');
  await choose(page, dialog, 'Valor', 'Quanto');
  const table = dialog.getByRole('table', { name: 'Pré-visualização do extrato' });
  const padaria = table.getByRole('row').filter({ hasText: 'Padaria Pão Quente' });
  await expect(padaria).toContainText('R$ 45,90');
  await expect(padaria).not.toContainText('-R$ 45,90');

  // Purchases are positive in this export: invert, and they become expenses.
  const invert = dialog.getByRole('switch', { name: 'Inverter sinal' });
  await invert.check();
  await expect(padaria).toContainText('-R$ 45,90');
  await expect(table.getByRole('row').filter({ hasText: 'Estorno Loja Azul' })).toContainText(
    'R$ 30,00',
  );
  await snap(page, 'finance-import-csv-mapping', 1440);
  await snap(page, 'finance-import-csv-mapping', 360, 800);
  await dialog.getByRole('button', { name: 'Importar 3 lançamentos' }).click();
  await expect(page.getByText('3 lançamentos importados, 0 ignorados (duplicados).')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The entries list: two expenses and the refund as income.
  const list = page.getByRole('main');
  await expect(list.getByText('-R$ 45,90')).toBeVisible();
  await expect(list.getByText('-R$ 200,00')).toBeVisible();
  await expect(list.getByText('R$ 30,00', { exact: true })).toBeVisible();

  // Same box again: the reading is remembered, so the file is recognized as already imported.
  dialog = await open();
  await expect(dialog.getByText('Usando a leitura lembrada desta caixa.')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Inverter sinal' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Descrição' })).toHaveText('Loja');
  await expect(dialog.getByText('3 linhas: 0 novas, 3 duplicadas')).toBeVisible();
});
