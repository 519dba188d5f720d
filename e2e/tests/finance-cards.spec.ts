import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { fillDate } from '../support/date-field';
import { snap } from '../support/screenshots';
import { choose } from '../support/select';

/**
 * Issue 15's card payment, through the screens: a card closing on day 5 and due on day 12, a
 * R$ 100,00 purchase on 20/11/2026 (December's statement) and a R$ 100,00 transfer to the
 * card on 24/11/2026. The transfer pays December: no "novembro de 2026" statement appears,
 * December is "Paga", nothing is left to pay and the card owes R$ 0,00. Then the statement's
 * detail: its purchase, its payment, and "melhor dia de compra".
 */
const API = '/api/app/riqueza';

async function both(page: Page, name: string) {
  await snap(page, name, 360, 800);
  await snap(page, name, 1440, 900);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a transfer to the card pays the statement of its purchase; the statement opens with its purchases', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('cartao');
  const headers = await readyAccount(request, email, { name: 'Carla Cartão' });
  const made = await request.post(`${API}/boxes`, {
    headers,
    data: {
      name: 'Conta Corrente',
      kind: 'bank_account',
      openingDate: '2026-01-01',
      openingBalance: 500_000,
    },
  });
  expect(made.status()).toBe(201);
  const page = await signedInPage(browser, email, '/riqueza/administracao?aba=caixas');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Nova caixa' }).click();
  const box = page.getByRole('dialog', { name: 'Nova caixa' });
  await choose(page, box, 'Tipo', 'Cartão de crédito');
  await box.getByLabel('Nome').fill('Cartão Roxo');
  await box.getByLabel('Limite').pressSequentially('100000');
  await box.getByLabel('Dia de fechamento').fill('5');
  await box.getByLabel('Dia de vencimento').fill('12');
  await box.getByRole('button', { name: 'Criar caixa' }).click();
  await expect(box).toBeHidden();

  await page.getByRole('tab', { name: 'Lançamentos' }).click();
  await page.getByRole('button', { name: 'Novo lançamento' }).click();
  const entry = page.getByRole('dialog', { name: 'Novo lançamento' });
  await choose(page, entry, 'Caixa', 'Cartão Roxo');
  await entry.getByLabel('Valor').pressSequentially('10000');
  await entry.getByLabel('Descrição').fill('Tênis de corrida');
  await choose(page, entry, 'Categoria', 'Lazer');
  await fillDate(entry, 'Data', '20/11/2026');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(entry).toBeHidden();

  await page.getByRole('button', { name: 'Transferir' }).click();
  const transfer = page.getByRole('dialog', { name: 'Nova transferência' });
  await choose(page, transfer, 'Origem', /^Conta Corrente/);
  await choose(page, transfer, 'Destino', /^Cartão Roxo/);
  await transfer.getByLabel('Valor').pressSequentially('10000');
  await fillDate(transfer, 'Data', '24/11/2026');
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(transfer).toBeHidden();

  await page.getByRole('tab', { name: 'Caixas' }).click();
  await page.getByRole('button', { name: 'Abrir Cartão Roxo' }).click();
  const drawer = page.getByRole('region', { name: 'Cartão Roxo' });
  await expect(drawer.getByText('Melhor dia de compra: dia 5')).toBeVisible();
  const statements = drawer.getByRole('list', { name: 'Faturas' });
  const december = statements.getByRole('listitem', { name: 'Fatura de dezembro de 2026' });
  await expect(december).toContainText('Paga');
  await expect(december).toContainText('R$ 100,00');
  // No statement made up for the payment, nothing left to pay, the card owes nothing.
  await expect(
    statements.getByRole('listitem', { name: 'Fatura de novembro de 2026' }),
  ).toHaveCount(0);
  await expect(statements.getByRole('button', { name: 'Pagar fatura' })).toHaveCount(0);
  await expect(drawer.getByText('Saldo (o que o cartão deve)').locator('..')).toContainText(
    'R$ 0,00',
  );
  await both(page, 'cartao-faturas');

  await december.getByRole('button', { name: 'Ver compras' }).click();
  const detail = page.getByRole('dialog', { name: 'Fatura de dezembro de 2026 · Cartão Roxo' });
  await expect(page).toHaveURL(/fatura=2026-12/);
  await expect(detail.getByText('Fecha em 05/12/2026 · vence em 12/12/2026')).toBeVisible();
  const purchase = detail.getByRole('table', { name: 'Compras da fatura' }).getByRole('row', {
    name: /Tênis de corrida/,
  });
  await expect(purchase).toContainText('20/11/2026');
  await expect(purchase).toContainText('R$ 100,00');
  await expect(purchase).toContainText('Lazer');
  await expect(detail.getByText('24/11/2026 · ')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Pagar fatura' })).toHaveCount(0);
  await both(page, 'cartao-fatura-detalhe');
  // Keyboard: Escape closes the detail, and the URL forgets it.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/fatura=/);

  // The link a card notification carries opens the card and the statement.
  const cardId = new URL(page.url()).searchParams.get('caixa');
  await page.goto(`/riqueza/administracao?aba=caixas&caixa=${cardId}&fatura=2026-12`);
  await expect(detail.getByRole('row', { name: /Tênis de corrida/ })).toBeVisible();
});
