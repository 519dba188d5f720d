import { expect, test, type Page, type Response } from '@playwright/test';
import {
  createConfirmedAccount,
  expiredJwt,
  linkIn,
  spoilAccessToken,
  storedSession,
  uniqueEmail,
  waitForMail,
} from '../support/auth';
import { snap } from '../support/screenshots';

async function both(page: Page, name: string) {
  await snap(page, name, 360, 800);
  await snap(page, name, 1920, 1080);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('sign-up, sign-in and the session', () => {
  test('register → confirm → onboarding → reload → refresh → logout, seen by a second tab', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('ana');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await both(page, 'sign-in');

    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\?acao=criar-conta$/);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await page.getByLabel('Nome').fill('Ana Souza');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('curta');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeVisible();
    await both(page, 'register');
    await page.getByLabel('Senha', { exact: true }).fill('orbita-segura-1');
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText(`Enviamos um link de confirmação para ${email}`)).toBeVisible();
    await both(page, 'register-sent');

    // An unconfirmed account cannot sign in yet, and is offered a new link.
    await page.getByRole('link', { name: 'Voltar para entrar' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('orbita-segura-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('Confirme seu e-mail para entrar.');
    await expect(page.getByRole('button', { name: 'Reenviar e-mail' })).toBeVisible();

    const mail = await waitForMail(request, email, 'Confirme seu e-mail no Orbita', since);
    await page.goto(linkIn(mail, '/registro/Confirma'));
    await expect(page).toHaveURL(/\/me\/home$/);

    // Onboarding: the account type first, then the welcome.
    const typeDialog = page.getByRole('dialog', { name: 'Como você vai usar o Orbita?' });
    await expect(typeDialog).toBeVisible();
    await expect(typeDialog.getByText('Só olhando', { exact: true })).toBeVisible();
    await expect(typeDialog.getByText('Organização', { exact: true })).toBeVisible();
    await both(page, 'onboarding-account-type');
    await typeDialog.getByRole('radio', { name: 'Criador' }).check();
    await typeDialog.getByRole('button', { name: 'Continuar' }).click();
    const welcome = page.getByRole('dialog', { name: 'Boas-vindas explorador!' });
    await expect(welcome).toBeVisible();
    await both(page, 'onboarding-welcome');
    await welcome.getByRole('button', { name: 'Começar' }).click();
    await expect(welcome).toBeHidden();
    expect((await storedSession(page))?.checkpoints).toEqual([]);
    expect((await storedSession(page))?.user).toMatchObject({
      name: 'Ana Souza',
      email,
      accountType: 'creator',
    });

    // A reload stays signed in, and the checkpoints stay done (they were removed on the server).
    await page.reload();
    await expect(page).toHaveURL(/\/me\/home$/);
    await expect(page.getByRole('button', { name: 'Abrir menu da conta' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // An expired access token: the page load renews it first (its exp is in 2001), one
    // auth/refresh for every request, and no request meets a 401.
    await spoilAccessToken(page, expiredJwt);
    const refused: string[] = [];
    const count401 = (r: Response) => void (r.status() === 401 && refused.push(r.url()));
    page.on('response', count401);
    const renewed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200,
    );
    await page.goto('/me/perfil');
    await renewed;
    await expect(page.getByLabel('Nome')).toHaveValue('Ana Souza');
    page.off('response', count401);
    expect(refused).toEqual([]);
    await expect(page.getByLabel('Nome')).toHaveValue('Ana Souza');
    await expect(page.getByRole('radio', { name: 'Criador' })).toBeChecked();
    const afterRefresh = (await storedSession(page))?.token;
    expect(afterRefresh).not.toBe(expiredJwt);
    await both(page, 'profile');

    // And a write with an expired token: 401 → one refresh → the PATCH is retried.
    await spoilAccessToken(page, 'lixo');
    const patched: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/app/me') && r.request().method() === 'PATCH')
        patched.push(r.status());
    });
    await page.getByLabel('Nome').fill('Ana Paula Souza');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Perfil salvo.')).toBeVisible();
    expect(patched).toEqual([401, 200]);
    expect((await storedSession(page))?.user).toMatchObject({ name: 'Ana Paula Souza' });

    // A second tab of the same browser is signed in too, and follows the logout.
    const second = await context.newPage();
    await second.goto('/me/home');
    await expect(second.getByRole('button', { name: 'Abrir menu da conta' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
    await expect(page.getByRole('menu')).toContainText('Ana Paula Souza');
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await expect(second).toHaveURL(/\/$/);
    await expect(second.getByRole('heading', { name: 'Entrar' })).toBeVisible();

    // The server ended the session: its refresh cookie no longer works.
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const refresh = await page.request.post('/api/auth/refresh', {
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(refresh.status()).toBe(401);

    // Signing in again lands where the visitor was headed.
    await page.goto('/me/perfil');
    await expect(page).toHaveURL(/\/\?next=%2Fme%2Fperfil$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('orbita-segura-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/me\/perfil$/);
    await expect(page.getByLabel('Nome')).toHaveValue('Ana Paula Souza');
  });

  test('password recovery, end to end', async ({ page, request }) => {
    const email = uniqueEmail('bia');
    await createConfirmedAccount(request, 'Bia Lima', email, 'senha-antiga-1');

    await page.goto('/');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText(`Se existir uma conta com ${email}`)).toBeVisible();
    await both(page, 'recover-sent');

    const link = linkIn(
      await waitForMail(request, email, 'Redefina sua senha do Orbita', since),
      '/registro/Recupera',
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-22');
    await page.getByLabel('Confirme a nova senha').fill('senha-nova-23');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não conferem.')).toBeVisible();
    await both(page, 'reset');
    await page.getByLabel('Confirme a nova senha').fill('senha-nova-22');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Senha alterada! Entre com a nova senha.')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-antiga-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await page.getByLabel('Senha', { exact: true }).fill('senha-nova-22');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/me\/home$/);

    // The link was single-use: refused as the page opens, before any typing.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('Este link é inválido ou já foi usado.');
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeFocused();
    await both(page, 'reset-used-link');
  });

  test('a broken confirmation link explains itself and offers a new one', async ({ page }) => {
    await page.goto('/registro/Confirma?token=nao-existe');
    await expect(page.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Este link é inválido ou já foi usado.');
    await expect(page.getByRole('button', { name: 'Enviar novo link' })).toBeVisible();
    await both(page, 'confirm-error');
  });
});
