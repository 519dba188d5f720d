import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  linkIn,
  newBrowserPage,
  PASSWORD,
  readyAccount,
  signIn,
  uniqueEmail,
  waitForMail,
} from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 16, no dead ends: a link into another workspace of mine offers the switch; switching,
 * deleting and accepting an invite never leave a page that answers "not found"; sign-up from
 * an invite starts with the invited e-mail; the onboarding's "Decidir depois" sticks and its
 * "Começar" starts the first capture.
 */
async function both(page: Page, name: string) {
  await snap(page, name, 360, 800);
  await snap(page, name, 1440, 900);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A shared workspace of the account (through the API), with one list in it. */
async function workspaceWithList(request: APIRequestContext, headers: Record<string, string>) {
  const name = `Estúdio ${Date.now().toString(36)}`;
  const created = await request.post('/api/app/conta/contas', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;
  const list = await request.post('/api/app/flow/lists', {
    headers: { ...headers, 'X-Workspace-Id': workspaceId },
    data: { name: 'Roteiros' },
  });
  expect(list.status()).toBe(201);
  return { name, workspaceId, listId: ((await list.json()) as { id: string }).id };
}

test('a list of my other workspace offers the switch; switching and deleting leave no dead page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('rita');
  const headers = await readyAccount(request, email, { accountType: 'creator' });
  const { name, workspaceId, listId } = await workspaceWithList(request, headers);
  await signIn(page, email);

  // Acting in the personal workspace, the list's link says where it is and switches there.
  await page.goto(`/flow/lista/${listId}`);
  const switchThere = page.getByRole('button', { name: `Trocar para ${name}` });
  await expect(page.getByText(`Esta lista está na conta ${name}.`)).toBeVisible();
  await expect(switchThere).toBeFocused();
  await both(page, 'lista-em-outra-conta');
  await switchThere.click();
  await expect(page.getByRole('heading', { name: 'Roteiros' })).toBeVisible();
  await expect(page.getByTestId('workspace-switcher')).toContainText(name);

  // Switching back from the top bar on the list page goes to the lists, not to a 404.
  await page.getByTestId('workspace-switcher').click();
  await page.getByRole('menuitem', { name: /Espaço de Rita/ }).click();
  await expect(page).toHaveURL(/\/flow\/listas$/);
  await expect(page.getByText('Lista não encontrada')).toHaveCount(0);

  // Deleting the workspace leaves its page at once and says where I am now.
  await page.goto(`/conta/conta/${workspaceId}`);
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir a conta?' });
  await confirm.getByRole('textbox').fill(name);
  await confirm.getByRole('button', { name: 'Excluir para sempre' }).click();
  await expect(page).toHaveURL(/\/conta\/contas$/);
  await expect(page.getByText(`Conta ${name} excluída. Agora você está na conta`)).toBeVisible();
  await expect(page.getByText('Conta não encontrada')).toHaveCount(0);

  // Its list now exists nowhere for me: the page says so and offers the way back.
  await page.goto(`/flow/lista/${listId}`);
  await expect(page.getByText('Lista não encontrada.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar às listas' })).toBeVisible();
});

test('an invite link: sign-up with the invited e-mail, onboarding that remembers, then the workspace', async ({
  browser,
  request,
}) => {
  const owner = await readyAccount(request, uniqueEmail('dona'), { accountType: 'creator' });
  const { name, workspaceId } = await workspaceWithList(request, owner);
  const invited = uniqueEmail('convidada');
  const since = Date.now() - 1000;
  const sent = await request.post(`/api/app/conta/contas/${workspaceId}/convites`, {
    headers: owner,
    data: { email: invited, role: 'editor' },
  });
  expect(sent.status()).toBe(201);
  const mail = await waitForMail(request, invited, `Convite para a conta ${name} no Orbita`, since);
  const link = new URL(/https?:\/\/\S+\?convite=\S+/.exec(mail.text)![0]);

  // Signed out, the link asks to sign in; creating the account starts from the invited e-mail.
  const page = await newBrowserPage(browser);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/\?next=/);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  const emailField = page.getByLabel('E-mail');
  await expect(emailField).toHaveValue(invited);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(page.getByText(`O e-mail do convite para ${name}.`)).toBeVisible();
  await snap(page, 'cadastro-convite', 360, 800);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Nome').fill('Bia Convidada');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  const confirmSince = Date.now() - 1000;
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Enviamos um link de confirmação para ${invited}`)).toBeVisible();
  const confirmation = await waitForMail(
    request,
    invited,
    'Confirme seu e-mail no Orbita',
    confirmSince,
  );
  await page.goto(linkIn(confirmation, '/registro/Confirma'));

  // "Decidir depois" holds across a reload; the welcome's "Começar" opens the capture.
  const typeDialog = page.getByRole('dialog', { name: 'Como você vai usar o Orbita?' });
  await typeDialog.getByRole('button', { name: 'Decidir depois' }).click();
  const welcome = page.getByRole('dialog', { name: 'Boas-vindas explorador!' });
  await expect(welcome).toBeVisible();
  await page.reload();
  await expect(welcome).toBeVisible();
  await expect(typeDialog).toHaveCount(0);
  await welcome.getByRole('button', { name: 'Começar' }).click();
  const capture = page.getByRole('dialog', { name: 'Coletar' });
  await expect(capture.getByRole('textbox', { name: 'O que está na sua cabeça?' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(capture).toBeHidden();

  // Back on the invite (kept through the confirmation): accepting enters the workspace.
  await expect(page).toHaveURL(new RegExp(`/conta/conta/${workspaceId}\\?convite=`));
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(new RegExp(`/conta/conta/${workspaceId}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('workspace-switcher')).toContainText(name);
  await expect(page.getByText(/convite já foi usado/i)).toHaveCount(0);
});
