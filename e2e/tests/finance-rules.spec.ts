import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { choose } from '../support/select';
import { snap } from '../support/screenshots';

/**
 * Import rules in the browser: a rule "descrição contém uber → Transporte" made in "Regras",
 * then a CSV statement whose Uber row gets Transporte by the rule and whose bakery row gets
 * the category of a past entry, each saying why; the imported entries keep those categories.
 */
const CSV = path.join(import.meta.dirname, '..', 'fixtures', 'extrato-regras.csv');
const API = '/api/app/riqueza';

async function api<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${API}${url}`, { method, headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

test('a rule and past entries categorize an imported CSV', async ({ browser, request }) => {
  const email = uniqueEmail('fin-regras');
  const headers = await readyAccount(request, email);
  const box = await api<{ id: string }>(request, headers, 'POST', '/boxes', {
    name: 'Conta Corrente',
    kind: 'bank_account',
    openingDate: '2024-12-31',
  });
  const { items: categories } = await api<{ items: { id: string; name: string }[] }>(
    request,
    headers,
    'GET',
    '/categories',
  );
  const id = (name: string) => categories.find((c) => c.name === name)!.id;
  // The past: the bakery is groceries.
  await api(request, headers, 'POST', '/entries', {
    boxId: box.id,
    date: '2025-01-10',
    value: 1100,
    type: 'expense',
    status: 'paid',
    description: 'PADARIA SÃO JOÃO',
    categoryId: id('Mercado'),
  });

  const page = await signedInPage(browser, email, '/riqueza/administracao?aba=lancamentos');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Regras' }).click();
  const rules = page.getByRole('dialog', { name: 'Regras de importação' });
  await expect(rules.getByText('Nenhuma regra ainda')).toBeVisible();
  await rules.getByRole('button', { name: 'Nova regra' }).click();
  const form = page.getByRole('dialog', { name: 'Nova regra' });
  await form.getByLabel(/Texto/).fill('uber');
  await choose(page, form, 'Categoria', 'Transporte');
  await form.getByRole('button', { name: 'Criar regra' }).click();
  await expect(rules.getByRole('listitem', { name: "Regra 'uber'" })).toContainText(
    'Descrição contém uber → Transporte',
  );
  await rules.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Importar extrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar extrato' });
  await choose(page, dialog, 'Caixa', 'Conta Corrente (Conta bancária)');
  await dialog.locator('input[type=file]').setInputFiles(CSV);
  const table = dialog.getByRole('table', { name: 'Pré-visualização do extrato' });
  await expect(table.getByRole('combobox', { name: 'Categoria de UBER *TRIP' })).toHaveText(
    'Transporte',
  );
  await expect(table.getByText("Categoria pela regra 'uber'")).toBeVisible();
  await expect(table.getByRole('combobox', { name: 'Categoria de PADARIA SÃO JOÃO' })).toHaveText(
    'Alimentação › Mercado',
  );
  await expect(table.getByText('Categoria como em lançamentos anteriores')).toBeVisible();
  await expect(table.getByRole('combobox', { name: 'Categoria de LOJA NOVA' })).toHaveText(
    'Sem categoria',
  );
  await snap(page, 'finance-rules-preview', 1440);
  await dialog.getByRole('button', { name: 'Importar 3 lançamentos' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('row', { name: 'UBER *TRIP' })).toContainText('Transporte');
  await expect(page.getByRole('row', { name: 'PADARIA SÃO JOÃO' }).first()).toContainText(
    'Mercado',
  );
  const { items } = await api<{ items: { description: string; categoryId: string | null }[] }>(
    request,
    headers,
    'GET',
    `/entries?boxId=${box.id}&limit=50`,
  );
  expect(
    items.map((e) => [e.description, e.categoryId]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
  ).toEqual([
    ['LOJA NOVA', null],
    ['PADARIA SÃO JOÃO', id('Mercado')],
    ['PADARIA SÃO JOÃO', id('Mercado')],
    ['UBER *TRIP', id('Transporte')],
  ]);
});
