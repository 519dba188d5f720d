import { expect, test, type Locator, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { brDay } from '../support/date-field';
import { snap } from '../support/screenshots';

/**
 * Recurring entries (issue 15): a rent of R$ 1.500,00 "fixo" for 12 months makes 12 pending
 * entries marked "Fixa · n/12"; the 4th edited to R$ 1.600,00 with "Este e os seguintes"
 * leaves months 1–3 at 1.500 and moves 4–12 to 1.600 (the series splits there).
 */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** `day` + `months`, clamped to the month's end (31/01 + 1 → 28/02), as the server counts. */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const rowOf = (page: Page, day: string): Locator =>
  page.getByRole('row', { name: 'Aluguel' }).filter({ hasText: brDay(day) });

test('a recurring rent for 12 months, the 4th edited "Este e os seguintes"', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('fixos');
  const headers = await readyAccount(request, email);
  const res = await request.post('/api/app/riqueza/boxes', {
    headers,
    data: { name: 'Conta Corrente', kind: 'bank_account', openingDate: '2020-01-01' },
  });
  expect(res.status()).toBe(201);
  const page = await signedInPage(browser, email, '/riqueza/administracao?aba=lancamentos');
  await page.setViewportSize({ width: 1440, height: 1600 });

  await page.getByRole('button', { name: 'Novo lançamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo lançamento' });
  await dialog.getByLabel('Valor').pressSequentially('150000');
  await expect(dialog.getByLabel('Valor')).toHaveValue('R$ 1.500,00');
  await dialog.getByLabel('Descrição').fill('Aluguel');
  await dialog.getByLabel('Repetir (lançamento fixo)').check();
  await expect(dialog.getByRole('combobox', { name: 'Frequência' })).toHaveText('Mensal');
  await expect(dialog.getByRole('combobox', { name: 'Termina' })).toHaveText(
    'Após um número de vezes',
  );
  await expect(dialog.getByLabel('Quantas vezes')).toHaveValue('12');
  await snap(page, 'financas-fixo-novo', 360, 800);
  await snap(page, 'financas-fixo-novo', 1440, 1000);
  await page.setViewportSize({ width: 1440, height: 1600 });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lançamento fixo criado.')).toBeVisible();

  const start = today();
  const days = Array.from({ length: 12 }, (_, i) => addMonths(start, i));
  await expect(page.getByRole('row', { name: 'Aluguel' })).toHaveCount(12);
  await expect(rowOf(page, days[0]!)).toContainText('Fixa · 1/12');
  // The form's "Pago" holds for the first; the others wait as pending.
  await expect(rowOf(page, days[0]!)).toContainText('Pago');
  await expect(rowOf(page, days[11]!)).toContainText('Fixa · 12/12');
  await expect(rowOf(page, days[11]!)).toContainText('Pendente');

  // The 4th, R$ 1.600,00 from now on.
  const fourth = rowOf(page, days[3]!);
  await fourth.getByRole('button', { name: 'Ações de Aluguel' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar lançamento' });
  await expect(edit.getByText('Lançamento fixo (4 de 12)')).toBeVisible();
  await edit.getByLabel('Valor').fill('');
  await edit.getByLabel('Valor').pressSequentially('160000');
  await expect(edit.getByLabel('Valor')).toHaveValue('R$ 1.600,00');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  const scope = page.getByRole('dialog', { name: 'Alterar lançamento fixo' });
  await expect(scope.getByText('não são alterados')).toBeVisible();
  await scope.getByRole('radio', { name: 'Este e os seguintes' }).check();
  await snap(page, 'financas-fixo-escopo', 1440, 900);
  await page.setViewportSize({ width: 1440, height: 1600 });
  await scope.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Este e os seguintes atualizados.')).toBeVisible();
  await expect(scope).toBeHidden();
  await expect(edit).toBeHidden();

  for (const [i, day] of days.entries())
    await expect(rowOf(page, day)).toContainText(i < 3 ? '-R$ 1.500,00' : '-R$ 1.600,00');
  await expect(rowOf(page, days[3]!)).toContainText('Fixa · 4/12');
  await snap(page, 'financas-fixo-lista', 1440, 900);
  await snap(page, 'financas-fixo-lista', 360, 800);

  // Deleting the 10th "Este e os seguintes" ends the series at the 9th.
  await page.setViewportSize({ width: 1440, height: 1600 });
  await rowOf(page, days[9]!).getByRole('button', { name: 'Ações de Aluguel' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const remove = page.getByRole('dialog', { name: 'Excluir lançamento fixo' });
  await remove.getByRole('radio', { name: 'Este e os seguintes' }).check();
  await expect(remove.getByText('não são excluídos')).toBeVisible();
  await snap(page, 'financas-fixo-excluir', 360, 800);
  await page.setViewportSize({ width: 1440, height: 1600 });
  await remove.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('3 lançamentos excluídos.')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Aluguel' })).toHaveCount(9);
});
