import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail, waitForMail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Hubs (issue 23): an owner makes a restricted hub ("Somente membros do hub") with a list, a
 * process and a page and adds member B; B sees the hub and its three records; member C, in
 * the same workspace but not in the hub, sees neither the hub nor its list in /flow/listas.
 */

async function invite(
  request: APIRequestContext,
  owner: Record<string, string>,
  workspaceId: string,
  workspaceName: string,
  email: string,
  headers: Record<string, string>,
) {
  const since = Date.now() - 1000;
  const invited = await request.post(`/api/app/conta/contas/${workspaceId}/convites`, {
    headers: owner,
    data: { email, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(
    request,
    email,
    new RegExp(`Convite para a conta ${workspaceName}`),
    since,
  );
  const token = decodeURIComponent(/\?convite=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
  expect(
    (await request.post('/api/app/conta/convites/aceite', { headers, data: { token } })).status(),
  ).toBe(200);
  expect((await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers })).ok()).toBe(
    true,
  );
}

test('a restricted hub: its member sees it and its three records, another member neither', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const [ownerEmail, bEmail, cEmail] = ['dona-hub', 'bia-hub', 'caio-hub'].map(uniqueEmail) as [
    string,
    string,
    string,
  ];
  const owner = await readyAccount(request, ownerEmail, {
    name: 'Olga Dona',
    accountType: 'creator',
  });
  const b = await readyAccount(request, bEmail, { name: 'Bia Membro', accountType: 'tourist' });
  const c = await readyAccount(request, cEmail, { name: 'Caio Fora', accountType: 'tourist' });
  const workspaceName = `Hubs ${tag}`;
  const created = await request.post('/api/app/conta/contas', {
    headers: owner,
    data: { name: workspaceName },
  });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;
  await invite(request, owner, workspaceId, workspaceName, bEmail, b);
  await invite(request, owner, workspaceId, workspaceName, cEmail, c);
  const inWorkspace = { ...owner, 'X-Workspace-Id': workspaceId };
  expect(
    (await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers: owner })).ok(),
  ).toBe(true);
  // The records the hub will hold (and one it will not).
  for (const [path, data] of [
    ['/api/app/flow/lists', { name: 'Salários' }],
    ['/api/app/flow/lists', { name: 'Compras abertas' }],
    ['/api/app/flow/processes', { name: 'Contratações', templateKey: 'recruitment' }],
    ['/api/app/produto/pages', { title: 'Plano de cargos' }],
  ] as const)
    expect((await request.post(path, { headers: inWorkspace, data })).status()).toBe(201);

  // The owner makes the hub in the browser.
  const ownerPage = await signedInPage(browser, ownerEmail, '/fabrica/hubs');
  await ownerPage.getByRole('button', { name: 'Criar o primeiro hub' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Novo hub' });
  await dialog.getByRole('textbox', { name: 'Nome do hub' }).fill('Diretoria');
  await dialog.getByRole('switch', { name: 'Somente membros do hub' }).check();
  await dialog.getByRole('button', { name: 'Criar hub' }).click();
  await expect(ownerPage).toHaveURL(/\/fabrica\/hub\/[0-9a-f-]{36}$/);
  const hubUrl = new URL(ownerPage.url()).pathname;

  await ownerPage.getByRole('button', { name: 'Adicionar ao hub' }).first().click();
  const add = ownerPage.getByRole('dialog', { name: 'Adicionar ao hub' });
  for (const [kind, title] of [
    ['Lista', 'Salários'],
    ['Processo', 'Contratações'],
    ['Página', 'Plano de cargos'],
  ] as const) {
    await add.getByRole('combobox', { name: 'Tipo' }).click();
    await ownerPage.getByRole('option', { name: kind, exact: true }).click();
    await expect(ownerPage.getByRole('listbox')).toBeHidden();
    await add.getByRole('textbox', { name: 'Buscar pelo título' }).fill(title.slice(0, 5));
    await add.getByRole('button', { name: `Adicionar ${title}` }).click();
    await expect(ownerPage.getByText(`“${title}” foi adicionado ao hub.`)).toBeVisible();
  }
  await add.getByRole('button', { name: 'Concluir' }).click();

  await ownerPage.getByRole('button', { name: 'Adicionar membro' }).click();
  await ownerPage.getByRole('combobox', { name: 'Pessoa da conta' }).fill('Bia');
  await ownerPage.getByRole('option', { name: 'Bia Membro' }).click();
  await ownerPage.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(ownerPage.getByText('Bia Membro agora está no hub.')).toBeVisible();
  await ownerPage.context().close();

  // B sees the hub and its three records, and the list in Listas.
  const bPage = await signedInPage(browser, bEmail, '/fabrica/hubs');
  await bPage.getByRole('link', { name: 'Diretoria' }).click();
  await expect(bPage).toHaveURL(new RegExp(`${hubUrl}$`));
  for (const [group, title] of [
    ['Listas', 'Salários'],
    ['Processos', 'Contratações'],
    ['Páginas', 'Plano de cargos'],
  ])
    await expect(
      bPage.getByRole('list', { name: group }).getByRole('link', { name: title, exact: true }),
    ).toBeVisible();
  for (const width of [360, 1920]) await snap(bPage, 'hub-home', width);
  await bPage.goto('/fabrica/hubs');
  await expect(bPage.getByRole('link', { name: 'Diretoria' })).toBeVisible();
  for (const width of [360, 1920]) await snap(bPage, 'hubs', width);
  await bPage.goto('/flow/listas');
  await expect(bPage.getByText('Salários')).toBeVisible();
  await bPage.context().close();

  // C sees neither the hub nor its list; the hub's address answers "not found".
  const cPage = await signedInPage(browser, cEmail, '/fabrica/hubs');
  await expect(cPage.getByText('Nenhum hub por aqui.')).toBeVisible();
  await cPage.goto('/flow/listas');
  await expect(cPage.getByText('Compras abertas')).toBeVisible();
  await expect(cPage.getByText('Salários')).toHaveCount(0);
  await cPage.goto(hubUrl);
  await expect(cPage.getByText('Hub não encontrado.')).toBeVisible();
});
