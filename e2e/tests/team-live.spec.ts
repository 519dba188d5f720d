import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail, waitForMail } from '../support/auth';

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
