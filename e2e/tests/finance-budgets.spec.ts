import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';
import { choose } from '../support/select';

/**
 * Budgets ("Orçamentos" tab): a budget of R$ 500,00 for Alimentação, an expense of
 * R$ 400,00 recorded elsewhere (the API, like another device) → the bar shows 80 % without a
 * reload, and the bell brings "Orçamento de Alimentação chegou a 80 %".
 */
const API = '/api/app/riqueza';
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

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

test('a budget reaches 80 %: the bar says so and the bell tells', async ({ browser, request }) => {
  const email = uniqueEmail('orcamento');
  const headers = await readyAccount(request, email, { name: 'Olga Orçamento' });
  const box = await post<{ id: string }>(request, headers, '/boxes', {
    name: 'Conta Corrente',
    kind: 'bank_account',
    openingDate: '2020-01-01',
  });
  const categories = (await (await request.get(`${API}/categories`, { headers })).json()) as {
    items: { id: string; name: string }[];
  };
  const food = categories.items.find((c) => c.name === 'Alimentação')!;

  const page = await signedInPage(browser, email, '/riqueza/administracao?aba=orcamentos');
  await expect(page.getByRole('tab', { name: 'Orçamentos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/^Nenhum orçamento em /)).toBeVisible();

  await page.getByRole('button', { name: 'Novo orçamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo orçamento' });
  // Nothing filled: the contracts' messages under the fields.
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe o valor.')).toBeVisible();
  await choose(page, dialog, 'Categoria de despesa', 'Alimentação');
  const amount = dialog.getByLabel(/^Valor para /);
  await amount.click();
  await amount.pressSequentially('50000');
  await expect(amount).toHaveValue('R$ 500,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem', { name: 'Orçamento de Alimentação' });
  await expect(card.getByTestId('budget-percent')).toHaveText('0 %');
  await expect(card).toContainText('Restam R$ 500,00');

  await post(request, headers, '/entries', {
    boxId: box.id,
    categoryId: food.id,
    date: today(),
    value: 40_000,
    type: 'expense',
    description: 'Supermercado',
  });
  await expect(card.getByTestId('budget-percent')).toHaveText('80 %');
  await expect(
    card.getByRole('progressbar', { name: 'Alimentação: 80 % do orçamento' }),
  ).toHaveAttribute('aria-valuenow', '80');
  await expect(card).toContainText('Perto do limite');
  await expect(card).toContainText('Restam R$ 100,00');
  await snap(page, 'orcamentos-80', 360, 800);
  await snap(page, 'orcamentos-80', 1440, 900);

  // The live notification shows as a toast at once, and stays in the bell.
  const title = 'Orçamento de Alimentação chegou a 80 %';
  const toasts = page.locator('.Toastify');
  await expect(toasts.getByText(title)).toBeVisible();
  // Its own close button: "Orçamento salvo." may still be showing beside it.
  await toasts
    .locator('.Toastify__toast')
    .filter({ hasText: title })
    .getByRole('button', { name: 'close' })
    .click();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações: 1 não lida');
  await bell.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
