import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 22, people: a person created in the browser with a CPF (mask and check digits as
 * typed), a task and a finance entry linked from the person's page, and the timeline showing
 * both, newest first, in the person's words ("Fulano me deve R$ 150,00"). Screens at 360 and
 * 1920 px.
 */
test.use({ actionTimeout: 20_000 });

async function post(
  request: APIRequestContext,
  headers: Record<string, string>,
  url: string,
  data: object,
) {
  const res = await request.post(url, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: string; items?: { id: string }[] };
}

test('create a person with a CPF, link a task and an entry, see the timeline', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('people');
  const headers = await readyAccount(request, email, { name: 'Rita Alves' });
  const list = await post(request, headers, '/api/app/flow/lists', { name: 'Vendas' });
  await post(request, headers, `/api/app/flow/lists/${list.id}/tasks`, {
    title: 'Enviar proposta ao Fulano',
  });
  const box = await post(request, headers, '/api/app/riqueza/boxes', {
    name: 'Conta corrente',
    kind: 'bank_account',
    openingBalance: 0,
  });
  await post(request, headers, '/api/app/riqueza/entries', {
    boxId: box.id,
    date: '2026-11-20',
    value: 15_000,
    type: 'revenue',
    description: 'Almoço dividido',
    status: 'pending',
  });

  const page = await signedInPage(browser, email, '/pessoa/pessoas');
  await expect(page.getByText('Nenhuma pessoa ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Nova pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova pessoa' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Fulano de Tal');
  const cpf = dialog.getByRole('textbox', { name: 'CPF' });
  await cpf.pressSequentially('52998224724');
  await expect(cpf).toHaveValue('529.982.247-24');
  await expect(dialog.getByText('CPF inválido.')).toBeVisible();
  await cpf.press('Backspace');
  await cpf.press('5');
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(dialog.getByText('CPF válido.')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Telefone 1', exact: true })
    .pressSequentially('41999998888');
  await snap(page, 'pessoa-nova', 360, 780);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/pessoa\/pessoa\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Fulano de Tal' })).toBeVisible();
  await expect(page.getByText('CPF 529.982.247-25')).toBeVisible();
  await expect(page.getByText('Nada na linha do tempo ainda')).toBeVisible();

  // A task of the list "Vendas".
  await page.getByRole('button', { name: 'Vincular', exact: true }).click();
  let linking = page.getByRole('dialog', { name: 'Vincular' });
  await linking.getByRole('searchbox', { name: 'Buscar tarefa' }).fill('proposta');
  await linking.getByRole('button', { name: /Enviar proposta ao Fulano/ }).click();
  await expect(linking).toBeHidden();
  const timeline = page.getByRole('list', { name: 'Linha do tempo' });
  await expect(timeline.getByText(/Enviar proposta ao Fulano/)).toBeVisible();

  // A finance entry: a receivable reads as what Fulano owes.
  await page.getByRole('button', { name: 'Vincular', exact: true }).click();
  linking = page.getByRole('dialog', { name: 'Vincular' });
  await linking.getByRole('button', { name: 'Lançamento', exact: true }).click();
  await linking.getByRole('searchbox', { name: 'Buscar lançamento' }).fill('Almoço');
  await linking.getByRole('button', { name: /Almoço dividido/ }).click();
  await expect(linking).toBeHidden();
  await expect(timeline.getByText('Fulano me deve R$ 150,00')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(2);

  // Both survive a reload (they are links on the server, not the page's state).
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem'),
  ).toHaveCount(2);
  await snap(page, 'pessoa', 1920);
  await snap(page, 'pessoa', 360, 780);

  // The task row opens the task in its list.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('list', { name: 'Linha do tempo' })
    .getByRole('button', { name: /^[A-Z]+-\d+ · Enviar proposta ao Fulano$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/flow/lista/${list.id}\\?tarefa=`));

  // The list shows the person with the formatted CPF; screenshots of both views.
  await page.goto('/pessoa/pessoas');
  const table = page.getByRole('table', { name: 'Pessoas' });
  await expect(table.getByRole('link', { name: 'Fulano de Tal' })).toBeVisible();
  await expect(table.getByText('CPF 529.982.247-25')).toBeVisible();
  await snap(page, 'pessoas', 1920);
  await snap(page, 'pessoas', 360, 780);
  await page.goto('/pessoa/players');
  await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();
  await snap(page, 'players', 1920);
  await snap(page, 'players', 360, 780);
});
