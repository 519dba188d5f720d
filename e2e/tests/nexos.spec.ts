import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 23, nexos: a task linked to a person from the task's drawer, the link seen on both
 * records, the graph opened from the person and a node followed back to the task; the
 * person deleted → the task's open panel drops it at once, and after a reload (no dangling
 * link). 360 and 1920 px.
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
  return (await res.json()) as { id: string };
}

test('link a task to a person, see it on both, open the graph, delete the person', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('nexos');
  const headers = await readyAccount(request, email, { name: 'Rita Alves' });
  const list = await post(request, headers, '/api/app/flow/lists', { name: 'Vendas' });
  const task = await post(request, headers, `/api/app/flow/lists/${list.id}/tasks`, {
    title: 'Enviar proposta',
  });
  const person = await post(request, headers, '/api/app/pessoa/pessoas', {
    name: 'Fulano de Tal',
  });
  const taskPath = `/flow/lista/${list.id}?tarefa=${task.id}`;

  const page = await signedInPage(browser, email, taskPath);
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = page.getByTestId('nexos-panel');
  await expect(panel.getByText(/Nenhum nexo ainda/)).toBeVisible();
  await panel.getByRole('button', { name: 'Adicionar nexo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar nexo' });
  await dialog.getByRole('textbox', { name: 'Buscar pelo título' }).fill('fulano');
  await dialog.getByRole('button', { name: 'Fulano de Tal' }).click();
  await dialog.getByRole('textbox', { name: 'Rótulo (opcional)' }).fill('cliente');
  await dialog.getByRole('button', { name: 'Ligar a “Fulano de Tal”' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('link', { name: 'Fulano de Tal' })).toBeVisible();
  await expect(panel.getByText('cliente')).toBeVisible();

  // The other end: the person's page shows the task, and the graph.
  await panel.getByRole('link', { name: 'Fulano de Tal' }).click();
  await expect(page).toHaveURL(new RegExp(`/pessoa/pessoa/${person.id}$`));
  const personPanel = page.getByTestId('nexos-panel');
  await expect(personPanel.getByRole('link', { name: 'Enviar proposta' })).toBeVisible();
  await snap(page, 'nexos-pessoa', 1920, 1080);
  await page.setViewportSize({ width: 360, height: 780 });
  await personPanel.scrollIntoViewIfNeeded();
  await snap(page, 'nexos-pessoa', 360, 780);
  await page.setViewportSize({ width: 1280, height: 900 });
  await personPanel.getByRole('button', { name: 'Ver grafo' }).click();
  const graph = page.getByRole('dialog', { name: 'Grafo de nexos' });
  await expect(graph.getByTestId('nexos-graph').locator('canvas').first()).toBeVisible();
  await snap(page, 'nexos-grafo', 1280, 900);
  await graph.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page).toHaveURL(new RegExp(`tarefa=${task.id}`));
  await expect(
    page.getByTestId('nexos-panel').getByRole('link', { name: 'Fulano de Tal' }),
  ).toBeVisible();

  // The person deleted elsewhere: the link goes with them, live (the deletion's event
  // refreshes the open panel; the database removed the link without an event of its own).
  const removed = await request.delete(`/api/app/pessoa/pessoas/${person.id}`, { headers });
  expect(removed.status()).toBe(204);
  await expect(page.getByTestId('nexos-panel').getByText(/Nenhum nexo ainda/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fulano de Tal' })).toHaveCount(0);
  // And after a reload.
  await page.goto(taskPath);
  await expect(page.getByTestId('nexos-panel').getByText(/Nenhum nexo ainda/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fulano de Tal' })).toHaveCount(0);
});
