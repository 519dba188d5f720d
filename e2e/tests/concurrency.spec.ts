import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';

/**
 * Optimistic concurrency (issue 14): two browsers edit the same task's title. The second
 * save was made on the version both opened, so the server answers 409 with the newer task;
 * that browser shows the dialog with the newer title, the person reapplies, and the final
 * title is theirs — nobody's change is lost silently.
 */
// By label, not role: while the conflict dialog is open, the drawer behind it is aria-hidden.
const title = (page: Page) => page.getByLabel(/^Título\s*\*?$/);

test('a stale task edit shows the newer version and can be reapplied', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('versao');
  const headers = await readyAccount(request, email);
  const list = await request.post('/api/app/flow/lists', { headers, data: { name: 'Projeto' } });
  expect(list.status()).toBe(201);
  const listId = ((await list.json()) as { id: string }).id;
  const task = await request.post(`/api/app/flow/lists/${listId}/tasks`, {
    headers,
    data: { title: 'Título original' },
  });
  expect(task.status()).toBe(201);
  const taskId = ((await task.json()) as { id: string }).id;

  const path = `/flow/lista/${listId}?tarefa=${taskId}`;
  const ana = await signedInPage(browser, email, path);
  const bia = await signedInPage(browser, email, path);
  await expect(title(ana)).toHaveValue('Título original');
  await expect(title(bia)).toHaveValue('Título original');

  // Bia starts typing on version 1; Ana saves first.
  await title(bia).fill('Título da Bia');
  await title(ana).fill('Título da Ana');
  const anaSaved = ana.waitForResponse(
    (r) => r.url().endsWith(`/api/app/flow/tasks/${taskId}`) && r.request().method() === 'PATCH',
  );
  await title(ana).press('Enter');
  expect((await anaSaved).status()).toBe(200);

  // Bia saves on the stale version: 409, and the dialog shows both titles.
  const biaRefused = bia.waitForResponse(
    (r) => r.url().endsWith(`/api/app/flow/tasks/${taskId}`) && r.request().method() === 'PATCH',
  );
  await title(bia).press('Enter');
  expect((await biaRefused).status()).toBe(409);
  const conflict = bia.getByRole('dialog', { name: 'Outra pessoa alterou este registro' });
  await expect(conflict).toBeVisible();
  await expect(
    conflict.getByText(
      'Este registro foi alterado por outra pessoa. Veja a versão atual e reaplique suas alterações.',
    ),
  ).toBeVisible();
  const row = conflict.getByRole('row', { name: /Título/ });
  await expect(row).toContainText('Título da Ana');
  await expect(row).toContainText('Título da Bia');
  // The newer version is in Bia's cache (and field) already.
  await expect(title(bia)).toHaveValue('Título da Ana');

  const biaReapplied = bia.waitForResponse(
    (r) => r.url().endsWith(`/api/app/flow/tasks/${taskId}`) && r.request().method() === 'PATCH',
  );
  await conflict.getByRole('button', { name: 'Reaplicar minhas alterações' }).click();
  expect((await biaReapplied).status()).toBe(200);
  await expect(conflict).toBeHidden();
  await expect(title(bia)).toHaveValue('Título da Bia');
  // Ana's screen follows live, and the server holds Bia's title at version 3.
  await expect(title(ana)).toHaveValue('Título da Bia');
  const stored = await request.get(`/api/app/flow/tasks/${taskId}`, { headers });
  expect(await stored.json()).toMatchObject({ title: 'Título da Bia', version: 3 });
});
