import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail, waitForMail } from '../support/auth';
import { choose } from '../support/select';

/**
 * Two different members of one workspace, each in their own browser: what one does shows
 * in the other without reload (realtime, issue 4), and the Editor works on the
 * workspace's content while member management stays closed to them (roles, issue 8).
 */

/**
 * Resolves with Date.now() in `page` when `text` appears in its document. The delay is only
 * recorded (how fast belongs in `npm run bench`); the assertion is that it arrives at all,
 * in the same document (a marker set before the change survives: no reload happened).
 */
function whenShown(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const check = () => document.body.innerText.includes(wanted) && (resolve(Date.now()), true);
        if (check()) return;
        new MutationObserver(check).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      }),
    text,
  );
}

test('two members of one workspace see each other’s captures live, without reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('dona-time');
  const memberEmail = uniqueEmail('editor-time');
  const owner = await readyAccount(request, ownerEmail, {
    name: 'Olga Dona',
    accountType: 'creator',
  });
  const member = await readyAccount(request, memberEmail, {
    name: 'Edu Editor',
    accountType: 'tourist',
  });

  // The owner creates the workspace and invites the member as Editor, who accepts.
  const created = await request.post('/api/app/conta/contas', {
    headers: owner,
    data: { name: 'Time ao vivo' },
  });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;
  const since = Date.now() - 1000;
  const invited = await request.post(`/api/app/conta/contas/${workspaceId}/convites`, {
    headers: owner,
    data: { email: memberEmail, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(request, memberEmail, /Convite para a conta Time ao vivo/, since);
  const token = decodeURIComponent(/\?convite=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
  expect(
    (
      await request.post('/api/app/conta/convites/aceite', { headers: member, data: { token } })
    ).status(),
  ).toBe(200);
  for (const headers of [owner, member]) {
    expect(
      (await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers })).ok(),
    ).toBe(true);
  }

  const ownerPage = await signedInPage(browser, ownerEmail, '/flow/workplace');
  const memberPage = await signedInPage(browser, memberEmail, '/flow/workplace');
  for (const page of [ownerPage, memberPage]) {
    await expect(page.getByRole('textbox', { name: 'Coletar um item' })).toBeVisible();
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
  }
  const sameDocument = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    );

  // The Editor captures; the owner's open inbox shows it without reload.
  const fromMember = `Ideia do Edu ${Date.now().toString(36)}`;
  const seenByOwner = whenShown(ownerPage, fromMember);
  const memberField = memberPage.getByRole('textbox', { name: 'Coletar um item' });
  await memberField.fill(fromMember);
  const sentAt = await memberPage.evaluate(() => Date.now());
  await memberField.press('Enter');
  const delay = (await seenByOwner) - sentAt;
  test.info().annotations.push({ type: 'atraso', description: `a dona viu em ${delay} ms` });
  expect(await sameDocument(ownerPage)).toBe(true);
  await expect(
    ownerPage.getByRole('list', { name: 'Itens: coletar' }).getByText(fromMember),
  ).toBeVisible();

  // And the other way round.
  const fromOwner = `Ideia da Olga ${Date.now().toString(36)}`;
  const seenByMember = whenShown(memberPage, fromOwner);
  const ownerField = ownerPage.getByRole('textbox', { name: 'Coletar um item' });
  await ownerField.fill(fromOwner);
  const ownerSentAt = await ownerPage.evaluate(() => Date.now());
  await ownerField.press('Enter');
  const back = (await seenByMember) - ownerSentAt;
  test.info().annotations.push({ type: 'atraso', description: `o editor viu em ${back} ms` });
  expect(await sameDocument(memberPage)).toBe(true);

  // The Editor edits content but cannot manage members, on screen or through the API.
  const members = await request.get(`/api/app/conta/contas/${workspaceId}/membros`, {
    headers: member,
  });
  expect(members.status()).toBe(200);
  const body = (await members.json()) as
    { items?: { userId: string; role: string }[] } | { userId: string; role: string }[];
  const list = Array.isArray(body) ? body : (body.items ?? []);
  const target = list.find((m) => m.role === 'owner')!;
  const demote = await request.patch(
    `/api/app/conta/contas/${workspaceId}/membros/${target.userId}`,
    { headers: member, data: { role: 'viewer' } },
  );
  expect(demote.status()).toBe(403);

  // The owner assigns the Editor a task: the Editor's bell and a toast say so live (issue 16).
  const bell = memberPage.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');
  const deliveries = await request.post('/api/app/flow/lists', {
    headers: owner,
    data: { name: 'Entregas' },
  });
  expect(deliveries.status()).toBe(201);
  const editorId = list.find((m) => m.role === 'editor')!.userId;
  const assigned = await request.post(
    `/api/app/flow/lists/${((await deliveries.json()) as { id: string }).id}/tasks`,
    { headers: owner, data: { title: 'Revisar o <b>contrato</b>', assigneeIds: [editorId] } },
  );
  expect(assigned.status()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notificações: 1 não lida');
  await expect(
    memberPage
      .locator('.Toastify')
      .getByText('Olga Dona atribuiu a você a tarefa “Revisar o <b>contrato</b>”'),
  ).toBeVisible();
  expect(await sameDocument(memberPage)).toBe(true);
  console.log(`latência ao vivo: membro→dona ${delay} ms, dona→membro ${back} ms`);
});

test('an Editor demoted to Observador while a list is open: write controls go within seconds, no reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('dona-papel');
  const memberEmail = uniqueEmail('editor-papel');
  const owner = await readyAccount(request, ownerEmail, { name: 'Olga Dona' });
  const member = await readyAccount(request, memberEmail, {
    name: 'Edu Editor',
    accountType: 'tourist',
  });
  const created = await request.post('/api/app/conta/contas', {
    headers: owner,
    data: { name: 'Time de papéis' },
  });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;
  const since = Date.now() - 1000;
  expect(
    (
      await request.post(`/api/app/conta/contas/${workspaceId}/convites`, {
        headers: owner,
        data: { email: memberEmail, role: 'editor' },
      })
    ).status(),
  ).toBe(201);
  const mail = await waitForMail(
    request,
    memberEmail,
    /Convite para a conta Time de papéis/,
    since,
  );
  const token = decodeURIComponent(/\?convite=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
  expect(
    (
      await request.post('/api/app/conta/convites/aceite', { headers: member, data: { token } })
    ).status(),
  ).toBe(200);
  for (const headers of [owner, member])
    expect(
      (await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers })).ok(),
    ).toBe(true);
  const list = await request.post('/api/app/flow/lists', {
    headers: owner,
    data: {
      name: 'Pontuação',
      fields: [
        { key: 'impacto', label: 'Impacto' },
        { key: 'esforco', label: 'Esforço' },
      ],
      formulas: [{ key: 'ice', label: 'ICE', expression: 'impacto / esforco' }],
    },
  });
  expect(list.status()).toBe(201);
  const listId = ((await list.json()) as { id: string }).id;
  const task = await request.post(`/api/app/flow/lists/${listId}/tasks`, {
    headers: owner,
    data: { title: 'Medir', fieldValues: { impacto: 2, esforco: 4 } },
  });
  expect(task.status()).toBe(201);
  const { id: taskId, code } = (await task.json()) as { id: string; code: string };

  // As Editor, in the table: "0,5" typed the Brazilian way is 0.5 (ICE 2 / 0,5 = 4), and
  // a divisor of 0 leaves ICE empty with its reason, not a refusal.
  const page = await signedInPage(browser, memberEmail, `/flow/lista/${listId}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Tabela' }).click();
  const table = page.getByRole('table');
  const effort = table.getByRole('textbox', { name: `Esforço de ${code}` });
  await table.getByRole('button', { name: `Esforço de ${code}: editar` }).click();
  await effort.fill('0,5');
  await effort.press('Enter');
  await expect(table.getByRole('button', { name: `Esforço de ${code}: editar` })).toHaveText('0,5');
  const row = table.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByRole('cell').last()).toHaveText('4');
  const saved = await request.get(`/api/app/flow/tasks/${taskId}`, { headers: owner });
  expect(((await saved.json()) as { fieldValues: object }).fieldValues).toEqual({
    impacto: 2,
    esforco: 0.5,
  });
  await table.getByRole('button', { name: `Esforço de ${code}: editar` }).click();
  await effort.fill('0');
  await effort.press('Enter');
  const empty = row.getByRole('img', { name: 'Sem resultado: Divisão por zero' });
  await empty.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Divisão por zero');

  // Back to the kanban, where "Nova tarefa" is offered; a marker proves no reload follows.
  await page.getByRole('button', { name: 'Kanban' }).click();
  const todo = page.getByRole('region', { name: 'Coluna A fazer', exact: true });
  await expect(todo.getByRole('button', { name: 'Nova tarefa' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

  // The owner, in their own browser, makes the Editor an Observador.
  const ownerPage = await signedInPage(
    browser,
    ownerEmail,
    `/conta/conta/${workspaceId}?aba=membros`,
  );
  await choose(ownerPage, ownerPage.locator('body'), 'Papel de Edu Editor', 'Observador');

  // The open list follows the event: no "Nova tarefa", no drag, a note saying why.
  await expect(todo.getByRole('button', { name: 'Nova tarefa' })).toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(
    page.getByText('Seu papel neste espaço (Observador) permite só visualizar.'),
  ).toBeVisible();
  const card = todo.getByRole('button', { name: `${code} Medir` });
  await expect(card).toHaveAttribute('aria-roledescription', 'tarefa');
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);

  // The drawer is a read-only view: no field, no delete, no comment box.
  await card.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('task-read-only')).toContainText('Medir');
  await expect(drawer.getByRole('textbox')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Excluir tarefa' })).toHaveCount(0);
  // Escape: the role-change notice may sit over the drawer's close button at this width.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // The table has no "Nova tarefa" and no cell editor; capture and "Nova lista" are gone too.
  await page.getByRole('button', { name: 'Tabela' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByLabel('Título da nova tarefa')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /: editar$/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar às listas' }).click();
  await expect(page.getByRole('heading', { name: 'Pontuação' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nova lista' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Coleta de ideias' }).first().click();
  await expect(page.getByTestId('role-limit')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Coletar/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  await ownerPage.context().close();
  await page.context().close();
});
