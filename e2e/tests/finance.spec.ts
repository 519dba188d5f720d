import { expect, test, type Locator, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { fillDate } from '../support/date-field';
import { choose } from '../support/select';
import { snap } from '../support/screenshots';

/**
 * The finance home (`/riqueza/administracao`) in the browser, from a fresh account: a bank
 * account and a credit card, entries typed through the BRL mask, a purchase "parcelado em
 * 3×", a transfer, a card statement paid, the balances on screen equal to the figures
 * worked out by hand, a period closed (an edit inside it shows the server's message) and
 * reopened with the exact confirmation text. Screenshots of every tab at 360 and 1920 px.
 */
test.setTimeout(240_000);

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const br = (day: string) => day.split('-').reverse().join('/');

async function both(page: Page, name: string) {
  await snap(page, name, 360, 800);
  await snap(page, name, 1920, 1080);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function tab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

async function newBox(page: Page, fill: (dialog: Locator) => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: 'Nova caixa' });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Criar caixa' }).click();
  await expect(dialog).toBeHidden();
}

test('finance home: boxes, masked entries, installments, transfer, card payment, balances, closed period', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('financas');
  await readyAccount(request, email, { name: 'Fernanda Finanças' });
  const page = await signedInPage(browser, email, '/riqueza/administracao');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A fresh workspace: the empty state offers the first box.
  await expect(page.getByText('Crie sua primeira caixa')).toBeVisible();
  await both(page, 'financas-vazio');
  await page.getByRole('button', { name: 'Criar caixa' }).click();
  await newBox(page, async (d) => {
    await d.getByLabel('Nome').fill('Conta Corrente');
    const opening = d.getByLabel('Saldo inicial', { exact: true });
    await opening.click();
    await opening.pressSequentially('500000');
    await expect(opening).toHaveValue('R$ 5.000,00');
  });

  // The card and a wallet, from the Caixas tab.
  await tab(page, 'Caixas');
  await expect(page).toHaveURL(/aba=caixas/);
  await page.getByRole('button', { name: 'Nova caixa' }).click();
  const boxDialog = page.getByRole('dialog', { name: 'Nova caixa' });
  await choose(page, boxDialog, 'Tipo', 'Cartão de crédito');
  // A card without its days is refused with the contracts' message.
  await boxDialog.getByLabel('Nome').fill('Cartão Nu');
  await boxDialog.getByRole('button', { name: 'Criar caixa' }).click();
  await expect(boxDialog.getByText('Informe o dia de fechamento.')).toBeVisible();
  await both(page, 'financas-nova-caixa-cartao');
  await newBox(page, async (d) => {
    await d.getByLabel('Limite').pressSequentially('500000');
    await d.getByLabel('Dia de fechamento').fill('5');
    await d.getByLabel('Dia de vencimento').fill('15');
  });
  await page.getByRole('button', { name: 'Nova caixa' }).click();
  await newBox(page, async (d) => {
    await choose(page, d, 'Tipo', 'Carteira');
    await d.getByLabel('Nome').fill('Carteira');
  });
  await expect(page.getByRole('article', { name: 'Cartão Nu' })).toContainText(
    'Limite disponível R$ 5.000,00',
  );

  // Quick entry on the overview: the mask fills from the right.
  await tab(page, 'Visão geral');
  const quick = page.getByRole('form', { name: 'Lançamento rápido' });
  await quick.getByRole('button', { name: 'Receita' }).click();
  const value = quick.getByLabel('Valor');
  await value.click();
  await value.pressSequentially('123456');
  await expect(value).toHaveValue('R$ 1.234,56');
  await quick.getByLabel('Descrição').fill('Salário de março');
  await choose(page, quick, 'Categoria', 'Salário');
  await quick.getByRole('button', { name: 'Registrar' }).click();
  await expect(value).toHaveValue('');
  await expect(page.getByTestId('saldo-Conta Corrente')).toHaveText('R$ 6.234,56');

  // Lançamentos: an expense, a card purchase in 3×, a transfer.
  await tab(page, 'Lançamentos');
  await page.getByRole('button', { name: 'Novo lançamento' }).click();
  let entry = page.getByRole('dialog', { name: 'Novo lançamento' });
  await entry.getByLabel('Valor').pressSequentially('20000');
  await expect(entry.getByLabel('Valor')).toHaveValue('R$ 200,00');
  await entry.getByLabel('Descrição').fill('Mercado do mês');
  await choose(page, entry, 'Caixa', 'Conta Corrente');
  await choose(page, entry, 'Categoria', 'Mercado');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('row', { name: 'Mercado do mês' })).toContainText('-R$ 200,00');

  await page.getByRole('button', { name: 'Novo lançamento' }).click();
  entry = page.getByRole('dialog', { name: 'Novo lançamento' });
  await expect(entry.getByRole('combobox', { name: 'Parcelar em' })).toHaveCount(0);
  await choose(page, entry, 'Caixa', 'Cartão Nu');
  await entry.getByLabel('Valor').pressSequentially('90000');
  await entry.getByLabel('Descrição').fill('Geladeira');
  await choose(page, entry, 'Parcelar em', '3×');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('row', { name: /^Geladeira/ })).toHaveCount(3);
  await expect(page.getByRole('row', { name: 'Geladeira (1/3)' })).toContainText('-R$ 300,00');

  await page.getByRole('button', { name: 'Transferir' }).click();
  const transfer = page.getByRole('dialog', { name: 'Nova transferência' });
  await choose(page, transfer, 'Origem', /^Conta Corrente/);
  await choose(page, transfer, 'Destino', /^Carteira/);
  await transfer.getByLabel('Valor').pressSequentially('10000');
  await transfer.getByLabel('Descrição').fill('Dinheiro para a feira');
  await both(page, 'financas-transferencia');
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(transfer).toBeHidden();
  await both(page, 'financas-lancamentos');

  // Pay the card's first statement from the account: a transfer of what is left (R$ 300,00).
  await tab(page, 'Caixas');
  await page.getByRole('button', { name: 'Abrir Cartão Nu' }).click();
  const drawer = page.getByRole('region', { name: 'Cartão Nu' });
  const statements = drawer.getByRole('list', { name: 'Faturas' });
  await expect(statements.getByRole('listitem')).toHaveCount(3);
  await both(page, 'financas-cartao-faturas');
  await statements.getByRole('button', { name: 'Pagar fatura' }).last().click();
  const pay = page.getByRole('dialog', { name: 'Pagar fatura' });
  await expect(pay.getByLabel('Valor')).toHaveValue('R$ 300,00');
  await choose(page, pay, 'Pagar com', /^Conta Corrente/);
  await pay.getByRole('button', { name: 'Pagar' }).click();
  await expect(pay).toBeHidden();
  // The paid statement has nothing left: "Paga" even before it closes.
  await expect(statements.getByRole('button', { name: 'Pagar fatura' })).toHaveCount(2);
  await expect(statements.getByRole('listitem').last()).toContainText('Paga');
  await drawer.getByRole('button', { name: 'Fechar', exact: true }).click();
  await both(page, 'financas-caixas');

  // Balances on screen: 5.000 + 1.234,56 − 200 − 100 − 300 = 5.634,56 in the account; the
  // wallet holds 100; the card owes 900 − 300; total (cards excluded) 5.734,56.
  await tab(page, 'Visão geral');
  await expect(page.getByTestId('saldo-Conta Corrente')).toHaveText('R$ 5.634,56');
  await expect(page.getByTestId('saldo-Carteira')).toHaveText('R$ 100,00');
  await expect(page.getByTestId('saldo-Cartão Nu')).toHaveText('-R$ 600,00');
  await expect(page.getByTestId('saldo-total')).toHaveText('R$ 5.734,56');
  await both(page, 'financas-visao-geral');

  // Close the period at today: an edit inside it is refused with the server's message.
  await tab(page, 'Períodos');
  await expect(page.getByText('Nenhum período fechado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar período' }).click();
  const close = page.getByRole('dialog', { name: 'Fechar período' });
  await fillDate(close, 'Data final', br(today()));
  await close.getByRole('button', { name: 'Fechar período' }).click();
  await expect(close).toBeHidden();
  const period = page.getByRole('article', { name: `Período até ${br(today())}` });
  await expect(period).toContainText('Fechado por Fernanda Finanças');
  await expect(period.getByRole('row', { name: /Conta Corrente/ })).toContainText('R$ 5.634,56');
  await both(page, 'financas-periodos');

  await tab(page, 'Lançamentos');
  await page.getByRole('button', { name: 'Ações de Mercado do mês' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  entry = page.getByRole('dialog', { name: 'Editar lançamento' });
  await entry.getByLabel('Descrição').fill('Mercado e feira');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText(
      `Este lançamento está em um período fechado (até ${br(today())}). Reabra o período para alterá-lo.`,
    ),
  ).toBeVisible();
  await both(page, 'financas-periodo-fechado-erro');
  await entry.getByRole('button', { name: 'Cancelar' }).click();

  // Reopen, with the exact confirmation text.
  await tab(page, 'Períodos');
  await period.getByRole('button', { name: 'Reabrir' }).click();
  const reopen = page.getByRole('dialog', { name: 'Reabrir período' });
  await expect(reopen.locator('#reopen-text')).toHaveText('Deseja reabrir o período selecionado?');
  await both(page, 'financas-reabrir');
  await reopen.getByRole('button', { name: 'Reabrir' }).click();
  await expect(reopen).toBeHidden();
  await expect(period).toContainText('Reaberto');
  await expect(period.getByRole('button', { name: 'Reabrir' })).toHaveCount(0);

  // Now the same edit goes through.
  await tab(page, 'Lançamentos');
  await page.getByRole('button', { name: 'Ações de Mercado do mês' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  entry = page.getByRole('dialog', { name: 'Editar lançamento' });
  await entry.getByLabel('Descrição').fill('Mercado e feira');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('row', { name: 'Mercado e feira' })).toBeVisible();

  // The remaining tabs (cash flow and portfolios are fin-web-b's panels, mounted here).
  for (const [name, shot] of [
    ['Fluxo', 'financas-fluxo'],
    ['Portfólios', 'financas-portfolios'],
  ] as const) {
    await tab(page, name);
    await page.waitForTimeout(500);
    await both(page, shot);
  }

  // Transferências: the transfer made above is listed, and its description can be edited.
  await tab(page, 'Lançamentos');
  await page.getByRole('button', { name: 'Transferências', exact: true }).click();
  const moved = page.getByRole('row', { name: 'Dinheiro para a feira' });
  await expect(moved).toContainText('Conta Corrente → Carteira');
  await expect(moved).toContainText('R$ 100,00');
  await expect(moved).toContainText(br(today()));
  await both(page, 'financas-transferencias');
  await page.getByRole('button', { name: 'Editar transferência Dinheiro para a feira' }).click();
  const editTransfer = page.getByRole('dialog', { name: 'Editar transferência' });
  await expect(editTransfer.getByLabel('Valor')).toHaveValue('R$ 100,00');
  await editTransfer.getByLabel('Descrição').fill('Dinheiro da feira');
  await page.waitForTimeout(400); // let the dialog's fade-in finish before the screenshot
  await both(page, 'financas-transferencia-editar');
  await editTransfer.getByRole('button', { name: 'Salvar' }).click();
  await expect(editTransfer).toBeHidden();
  await expect(page.getByRole('row', { name: 'Dinheiro da feira' })).toContainText(
    'Conta Corrente → Carteira',
  );

  // Categorias: create a group, then delete it; one in use is refused with the server's message.
  await page.getByRole('button', { name: 'Categorias', exact: true }).click();
  const cats = page.getByRole('dialog', { name: 'Categorias' });
  await cats.getByLabel('Nome da categoria').fill('Viagens');
  await cats.getByRole('button', { name: 'Adicionar' }).click();
  const expenses = cats.getByRole('list', { name: 'Despesas' });
  await expect(expenses.getByRole('listitem', { name: 'Viagens', exact: true })).toBeVisible();
  // The form is cleared for the next one once the save has settled.
  await expect(cats.getByLabel('Nome da categoria')).toHaveValue('');
  await both(page, 'financas-categorias');
  await expenses.getByRole('button', { name: 'Excluir Alimentação › Mercado' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir categoria?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(
    page.getByText('Esta categoria está em uso em lançamentos e não pode ser excluída.'),
  ).toBeVisible();
  await expenses.getByRole('button', { name: 'Excluir Viagens' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Excluir categoria?' });
  await confirmDelete.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirmDelete).toBeHidden();
  await expect(expenses.getByRole('listitem', { name: 'Viagens', exact: true })).toHaveCount(0);
});
