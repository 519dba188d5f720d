import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  newBrowserPage,
  readyAccount,
  signInForm,
  uniqueEmail,
  waitForMail,
} from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Workspaces end to end: an owner (Organização) creates a workspace and invites a member as
 * Editor; the member accepts from the e-mail link, finds the workspace in the switcher and
 * cannot manage members (nor by a direct API call); the owner creates an API key, copies
 * the secret once, a Node-side call with it works (and honours the allowed IPs), and after
 * the revoke it is refused.
 */
async function both(page: Page, name: string) {
  await snap(page, name, 360, 800);
  await snap(page, name, 1920, 1080);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const newBrowser = (browser: Browser) =>
  newBrowserPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });

/** A write from the page as the web client does it (cookies + XSRF header). */
async function pageFetch(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { message?: string } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const headers: Record<string, string> = {
        'X-XSRF-TOKEN': xsrf,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      };
      const res = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json().catch(() => ({}))) as { message?: string },
      };
    },
    { method, path, body },
  );
}

test('owner invites an Editor, who accepts from the e-mail; the owner uses an API key, then revokes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const ownerEmail = uniqueEmail('dona');
  const memberEmail = uniqueEmail('editor');
  const workspaceName = `Agência Órbita ${tag}`;
  // Organização: the owner makes a team, and teams need that account type.
  await readyAccount(request, ownerEmail, { name: 'Olga Dona', accountType: 'organization' });
  await readyAccount(request, memberEmail, { name: 'Edu Editor', accountType: 'tourist' });

  // The owner signs in and creates the workspace.
  const owner = await newBrowser(browser);
  await owner.goto('/');
  await signInForm(owner, ownerEmail);
  await expect(owner).toHaveURL(/\/me\/home$/);
  await owner.goto('/conta/contas');
  await expect(owner.getByTestId('workspace-card')).toHaveCount(1);
  await owner.getByRole('button', { name: 'Nova conta' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Nova conta' });
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog.getByText('Informe o nome da conta.')).toBeVisible();
  await snap(owner, 'conta-nova-conta', 360, 800);
  await snap(owner, 'conta-nova-conta', 1920, 1080);
  await dialog.getByLabel('Nome da conta').fill(workspaceName);
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(owner).toHaveURL(/\/conta\/conta\/[0-9a-f-]{36}$/);
  const workspaceId = owner.url().split('/').pop()!;
  await expect(owner.getByRole('heading', { name: workspaceName })).toBeVisible();
  // Not the current workspace yet: the page offers to switch.
  await owner.getByRole('button', { name: `Trocar para ${workspaceName}` }).click();
  await expect(owner.getByTestId('workspace-switcher')).toContainText(workspaceName);
  await both(owner, 'conta-geral');
  await owner.goto('/conta/contas');
  await expect(owner.getByTestId('workspace-card')).toHaveCount(2);
  await both(owner, 'conta-contas');

  // A team, then the invite as Editor.
  await owner.goto(`/conta/conta/${workspaceId}?aba=equipes`);
  await expect(owner.getByText('Nenhuma equipe ainda')).toBeVisible();
  await owner.getByRole('button', { name: 'Nova equipe' }).click();
  const teamDialog = owner.getByRole('dialog', { name: 'Nova equipe' });
  await teamDialog.getByLabel('Nome').fill('Atendimento');
  await teamDialog.getByRole('button', { name: 'Salvar equipe' }).click();
  await expect(owner.getByTestId('team-card')).toContainText('Atendimento');
  await both(owner, 'conta-equipes');

  await owner.getByRole('tab', { name: 'Convites' }).click();
  await owner.getByRole('button', { name: 'Convidar' }).click();
  const inviteDialog = owner.getByRole('dialog', { name: 'Convidar pessoa' });
  await inviteDialog.getByLabel('E-mail').fill(memberEmail);
  await inviteDialog.getByRole('combobox', { name: 'Papel' }).click();
  await owner.getByRole('option', { name: /^Editor/ }).click();
  await inviteDialog.getByRole('combobox', { name: 'Equipe (opcional)' }).click();
  await owner.getByRole('option', { name: 'Atendimento' }).click();
  const since = Date.now() - 1000;
  await inviteDialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(owner.getByTestId('invite-row')).toContainText(memberEmail);
  await expect(owner.getByTestId('invite-row')).toContainText('Pendente');
  await both(owner, 'conta-convites');

  // The member opens the e-mail link signed out, signs in, and accepts.
  const mail = await waitForMail(
    request,
    memberEmail,
    `Convite para a conta ${workspaceName} no Orbita`,
    since,
  );
  const link = /https?:\/\/[^\s]+\/conta\/conta\/[0-9a-f-]{36}\?convite=[^\s]+/.exec(mail.text)![0];
  const member = await newBrowser(browser);
  await member.goto(new URL(link).pathname + new URL(link).search);
  await expect(member).toHaveURL(/\/\?next=/);
  await signInForm(member, memberEmail);
  await expect(
    member.getByText(
      `Olga Dona convidou você para a conta ${workspaceName} com o papel Editor, na equipe Atendimento.`,
    ),
  ).toBeVisible();
  await both(member, 'conta-convite-aceite');
  await member.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(member).toHaveURL(new RegExp(`/conta/conta/${workspaceId}$`));
  await expect(member.getByRole('heading', { name: workspaceName })).toBeVisible();

  // The switcher lists it (and it is the current one after accepting).
  await expect(member.getByTestId('workspace-switcher')).toContainText(workspaceName);
  await member.getByTestId('workspace-switcher').click();
  const menu = member.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: new RegExp(workspaceName) })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Espaço de Edu/ })).toBeVisible();
  await both(member, 'conta-switcher');
  await member.keyboard.press('Escape');

  // As Editor: no member management, no invites or audit tabs; the server refuses anyway.
  await member.getByRole('tab', { name: 'Membros' }).click();
  await expect(member.getByTestId('member-row')).toHaveCount(2);
  await expect(member.getByRole('combobox', { name: /Papel de/ })).toHaveCount(0);
  await expect(member.getByRole('button', { name: /^Remover / })).toHaveCount(0);
  await expect(member.getByRole('tab', { name: 'Convites' })).toHaveCount(0);
  await expect(member.getByRole('tab', { name: 'Auditoria' })).toHaveCount(0);
  await both(member, 'conta-membros-editor');
  const invite = await pageFetch(member, 'POST', `/api/app/conta/contas/${workspaceId}/convites`, {
    email: uniqueEmail('x'),
    role: 'viewer',
  });
  expect(invite).toEqual({
    status: 403,
    body: { message: 'Você não tem permissão para esta ação.', code: 'forbidden' },
  });
  const members = (await (
    await member.request.get(`/api/app/conta/contas/${workspaceId}/membros`)
  ).json()) as { userId: string; role: string }[];
  const ownerId = members.find((m) => m.role === 'owner')!.userId;
  expect(
    (await pageFetch(member, 'DELETE', `/api/app/conta/contas/${workspaceId}/membros/${ownerId}`))
      .status,
  ).toBe(403);

  // The owner sees the new member (with a role select) and the audit log.
  await owner.goto(`/conta/conta/${workspaceId}?aba=membros`);
  await expect(owner.getByRole('combobox', { name: 'Papel de Edu Editor' })).toBeVisible();
  await both(owner, 'conta-membros');
  await owner.getByRole('tab', { name: 'Auditoria' }).click();
  await expect(owner.getByTestId('audit-entry').first()).toContainText('Membro entrou');
  await both(owner, 'conta-auditoria');

  // The owner creates an API key and copies the secret, shown once.
  await owner.goto('/conta/chaves');
  await expect(owner.getByText('Nenhuma chave ainda')).toBeVisible();
  await both(owner, 'conta-chaves-vazio');
  await owner.getByRole('button', { name: 'Nova chave' }).click();
  const keyDialog = owner.getByRole('dialog', { name: 'Nova chave' });
  await keyDialog.getByLabel('Nome').fill('Integração ERP');
  await keyDialog.getByRole('combobox', { name: 'Papel da chave' }).click();
  await owner.getByRole('option', { name: /^Editor/ }).click();
  await keyDialog.getByLabel('IP ou faixa (CIDR)').fill('999.1.1.1');
  await keyDialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(keyDialog.getByText('Informe um IP (IPv4 ou IPv6) ou uma faixa CIDR')).toBeVisible();
  await snap(owner, 'conta-nova-chave', 360, 800);
  await snap(owner, 'conta-nova-chave', 1920, 1080);
  await owner.setViewportSize({ width: 1280, height: 800 });
  await keyDialog.getByLabel('IP ou faixa (CIDR)').fill('10.20.0.0/16');
  await keyDialog.getByRole('button', { name: 'Adicionar' }).click();
  await keyDialog.getByRole('button', { name: 'Criar chave' }).click();
  const secretDialog = owner.getByRole('dialog', { name: 'Copie a chave Integração ERP' });
  await expect(secretDialog.getByText('Esta é a única vez que o segredo aparece.')).toBeVisible();
  const secret = await secretDialog.getByTestId('api-key-secret').inputValue();
  expect(secret).toMatch(/^orb_[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
  await secretDialog.getByRole('button', { name: 'Copiar a chave' }).click();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await both(owner, 'conta-chave-segredo');
  await secretDialog.getByRole('button', { name: 'Pronto, guardei' }).click();
  await expect(owner.getByTestId('key-row')).toContainText('Integração ERP');
  await expect(owner.locator('body')).not.toContainText(secret.split('.')[1]!);
  await both(owner, 'conta-chaves');

  // A curl-like call from Node with the key: refused from outside the allowed range (10.20.0.0/16)…
  const membersPath = `/api/app/conta/contas/${workspaceId}/membros`;
  const withKey = { headers: { Authorization: `Bearer ${secret}` } };
  const outside = await request.get(membersPath, withKey);
  expect(outside.status()).toBe(403);
  expect(await outside.json()).toEqual({
    message: 'Você não tem permissão para esta ação.',
    code: 'forbidden',
  });

  // …so the owner allows this machine's addresses on the key's page, and the call works.
  await owner.getByTestId('key-row').click();
  await expect(owner).toHaveURL(/\/conta\/chave\/[0-9a-f-]{36}\?conta=/);
  for (const ip of ['127.0.0.1', '::1']) {
    await owner.getByLabel('IP ou faixa (CIDR)').fill(ip);
    await owner.getByRole('button', { name: 'Adicionar' }).click();
  }
  await owner.getByRole('button', { name: 'Salvar IPs' }).click();
  await expect(owner.getByText('IPs permitidos salvos.')).toBeVisible();
  const inside = await request.get(membersPath, withKey);
  expect(inside.status()).toBe(200);
  expect(JSON.stringify(await inside.json())).toContain(memberEmail);
  // A key acts for the workspace only: person-level routes refuse it.
  expect((await request.get('/api/auth/app', withKey)).status()).toBe(403);
  await owner.reload();
  await expect(owner.getByText(/Último uso/).locator('..')).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} de /,
  );
  await both(owner, 'conta-chave');

  // Revoked: refused at once.
  await owner.getByRole('button', { name: 'Revogar chave' }).click();
  await owner
    .getByRole('dialog', { name: 'Revogar a chave?' })
    .getByRole('button', { name: 'Revogar' })
    .click();
  await expect(owner.getByText(/Esta chave foi revogada em/)).toBeVisible();
  expect((await request.get(membersPath, withKey)).status()).toBe(401);
  await both(owner, 'conta-chave-revogada');
});
