import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signInThroughApi, uniqueEmail } from '../support/auth';
import { dateFieldInput, fillDate } from '../support/date-field';
import { snap } from '../support/screenshots';

/**
 * Capture and the inbox (issue 5): five ideas captured with the keyboard only (four on
 * `/flow/coleta-ideias`, one through the global shortcut), seen in the workplace inbox,
 * then processed one by one through the guided flow — next action into a list, done now,
 * reference, trash, scheduled — with the step counts following and holding after reload.
 */
async function expectCounts(
  page: Page,
  counts: { coletar: number; organizar: number; processar: number },
): Promise<void> {
  for (const [step, n] of Object.entries(counts))
    await expect(page.getByTestId(`count-${step}`)).toHaveText(String(n));
}

test('capture 5 ideas with the keyboard and process them through the guided flow', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('flow-inbox');
  const api = { headers: await readyAccount(request, email, { name: 'Clara Nunes' }) };
  await signInThroughApi(page.context(), email);

  // An empty workspace: empty inbox and the prompt to create the first workflow.
  await page.goto('/flow/workplace');
  await expect(page.getByText('Caixa de entrada vazia.')).toBeVisible();
  await expect(page.getByText('Crie seu primeiro fluxo de trabalho')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar fluxo de trabalho' })).toHaveAttribute(
    'href',
    '/flow/processos',
  );
  await expectCounts(page, { coletar: 0, organizar: 0, processar: 0 });
  await snap(page, 'flow-workplace-vazio', 1920);
  await page.setViewportSize({ width: 360, height: 900 });
  await page
    .getByRole('link', { name: 'Criar fluxo de trabalho' })
    .evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await snap(page, 'flow-workplace-vazio', 360);
  await page.evaluate(() => window.scrollTo(0, 0));

  // The list the next actions go to (lists have their own screens; here through the API).
  const created = await request.post('/api/app/flow/lists', {
    headers: api.headers,
    data: { name: 'Próximas ações', sequence: { prefix: 'ACA', width: 3 } },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as { id: string };

  // Capture: the field is focused; type, Enter, next — keyboard only.
  await page.goto('/flow/coleta-ideias');
  const field = page.getByRole('textbox', { name: 'O que está na sua cabeça?' });
  await expect(field).toBeFocused();
  await page.keyboard.type('Pagar a conta de luz amanhã 18h #casa !alta');
  const preview = page.getByRole('group', { name: 'O que foi entendido' });
  // The weekday may carry an accent ("sáb" when tomorrow is a Saturday): a letter, not \w.
  await expect(preview).toContainText(/Prazo: \p{L}{3}, \d{2}\/\d{2}\/\d{4} às 18:00/u);
  await expect(preview).toContainText('#casa');
  await expect(preview).toContainText('Prioridade: Alta');
  await snap(page, 'flow-coleta-previa', 360);
  await snap(page, 'flow-coleta-previa', 1920);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  // Escape clears a half-typed idea.
  await page.keyboard.type('rascunho que desisti');
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  for (const idea of [
    'Ligar para o contador',
    'Responder e-mail da Ana',
    'Artigo sobre GTD para ler',
  ]) {
    await page.keyboard.type(idea);
    await page.keyboard.press('Enter');
  }
  const captured = page.getByRole('list', { name: 'Coletados agora' });
  for (const code of ['IN-0001', 'IN-0002', 'IN-0003', 'IN-0004'])
    await expect(captured.getByText(code, { exact: true })).toBeVisible();
  await expect(captured.getByText('Pagar a conta de luz', { exact: true })).toBeVisible();
  await expect(page.getByText('4 itens coletados nesta sessão')).toBeVisible();
  await snap(page, 'flow-coleta', 360);
  await snap(page, 'flow-coleta', 1920);

  // The fifth from another screen, through the global shortcut "c".
  await page.goto('/flow/workplace');
  await expect(page.getByTestId('count-coletar')).toHaveText('4');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Coletar' });
  await expect(dialog.getByRole('textbox', { name: 'O que está na sua cabeça?' })).toBeFocused();
  await page.keyboard.type('Ideia velha de aplicativo');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('IN-0005', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The workplace inbox: five collected, the parsed one with its tags and priority.
  await expectCounts(page, { coletar: 5, organizar: 0, processar: 5 });
  const inbox = page.getByRole('list', { name: 'Itens: coletar' });
  await expect(inbox.getByRole('listitem')).toHaveCount(5);
  const bill = inbox.locator('[data-item-code="IN-0001"]');
  await expect(bill).toContainText('Pagar a conta de luz');
  await expect(bill).toContainText('#casa');
  await expect(bill).toContainText('Alta');
  await snap(page, 'flow-workplace', 360);
  await snap(page, 'flow-workplace', 1920);

  // The guided flow, one item at a time, answered with keys.
  await page.getByRole('button', { name: 'Processar (5)' }).click();
  const guided = page.getByRole('dialog', { name: 'Processar a caixa de entrada' });
  await expect(guided.getByText('É acionável?')).toBeVisible();
  await snap(page, 'flow-processar', 360);
  await snap(page, 'flow-processar', 1920);
  const seen: string[] = [];
  for (let n = 1; n <= 5; n++) {
    await expect(guided.getByTestId('guided-progress')).toHaveText(`${n} de 5`);
    await expect(guided.getByText('É acionável?')).toBeVisible();
    const text = (await guided.getByTestId('guided-item').textContent()) ?? '';
    const press = async (...keys: string[]) => {
      for (const key of keys) await page.keyboard.press(key);
    };
    if (text.includes('conta de luz')) {
      await press('s');
      await expect(guided.getByText('Leva menos de 2 minutos?')).toBeVisible();
      await press('n');
      await expect(guided.getByText('Qual o próximo passo?')).toBeVisible();
      await press('g');
      await expect(dateFieldInput(guided, 'Data e hora')).not.toHaveValue('');
      if (n === 1) {
        await snap(page, 'flow-processar-agendar', 360);
        await snap(page, 'flow-processar-agendar', 1920);
      }
      await press('Enter');
      seen.push('schedule');
    } else if (text.includes('contador')) {
      await press('s');
      await expect(guided.getByText('Leva menos de 2 minutos?')).toBeVisible();
      await press('n');
      await expect(guided.getByText('Qual o próximo passo?')).toBeVisible();
      await press('p');
      await expect(guided.getByRole('button', { name: /Próxima ação/ })).toBeVisible();
      await press('Enter');
      seen.push('next-action');
    } else if (text.includes('e-mail da Ana')) {
      await press('s');
      await expect(guided.getByText('Leva menos de 2 minutos?')).toBeVisible();
      await press('s');
      await expect(guided.getByRole('button', { name: /Fazer agora/ })).toBeVisible();
      await press('Enter');
      seen.push('do-now');
    } else if (text.includes('Artigo')) {
      await press('n');
      await expect(guided.getByText('Então, o que é?')).toBeVisible();
      await press('r');
      seen.push('reference');
    } else {
      expect(text).toContain('aplicativo');
      await press('n');
      await expect(guided.getByText('Então, o que é?')).toBeVisible();
      await press('l');
      seen.push('trash');
    }
  }
  expect(seen.sort()).toEqual(['do-now', 'next-action', 'reference', 'schedule', 'trash']);
  await expect(guided.getByText('Caixa de entrada processada!')).toBeVisible();
  await expect(guided.getByText('5 processado(s).')).toBeVisible();
  await guided.getByRole('button', { name: 'Concluir' }).click();

  // Counts follow; the server agrees; a reload holds.
  await expectCounts(page, { coletar: 0, organizar: 0, processar: 0 });
  await expect(page.getByText('Caixa de entrada vazia.')).toBeVisible();
  const summary = (await (
    await request.get('/api/app/flow/inbox/summary', { headers: api.headers })
  ).json()) as { counts: Record<string, number> };
  expect(summary.counts).toEqual({ collected: 0, separated: 0, canceled: 1, archived: 4 });
  const tasks = (await (
    await request.get(`/api/app/flow/lists/${list.id}/tasks`, { headers: api.headers })
  ).json()) as {
    items: {
      title: string;
      status: string;
      next: boolean;
      dueAt: string | null;
      tags: string[];
      priority: string;
    }[];
  };
  const byTitle = Object.fromEntries(tasks.items.map((t) => [t.title, t]));
  expect(Object.keys(byTitle).sort()).toEqual([
    'Ligar para o contador',
    'Pagar a conta de luz',
    'Responder e-mail da Ana',
  ]);
  expect(byTitle['Ligar para o contador']).toMatchObject({ status: 'todo', next: true });
  expect(byTitle['Responder e-mail da Ana']).toMatchObject({ status: 'done' });
  expect(byTitle['Pagar a conta de luz']).toMatchObject({
    status: 'todo',
    priority: 'high',
    tags: ['casa'],
  });
  expect(byTitle['Pagar a conta de luz']!.dueAt).not.toBeNull();
  await page.reload();
  await expectCounts(page, { coletar: 0, organizar: 0, processar: 0 });
  await expect(page.getByText('Caixa de entrada vazia.')).toBeVisible();
});

test('bulk separate, organize and cancel from the workplace; a second browser follows live', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('flow-bulk');
  const api = { headers: await readyAccount(request, email, { name: 'Clara Nunes' }) };
  for (const content of ['Comprar tinta', 'Orçar reforma', 'Trocar lâmpada']) {
    expect(
      (
        await request.post('/api/app/flow/items', { headers: api.headers, data: { content } })
      ).status(),
    ).toBe(201);
  }
  await signInThroughApi(page.context(), email);
  const other = await (await browser.newContext()).newPage();
  await signInThroughApi(other.context(), email);
  await other.goto('/flow/workplace');
  await expect(other.getByTestId('count-coletar')).toHaveText('3');

  await page.goto('/flow/workplace?etapa=separar');
  const list = page.getByRole('list', { name: 'Itens: separar' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Selecionar IN-0001' }).check();
  await page.getByRole('checkbox', { name: 'Selecionar IN-0002' }).check();
  await page.getByRole('button', { name: 'Separar', exact: true }).click();
  await expect(page.getByText('2 itens separados.')).toBeVisible();
  await expectCounts(page, { coletar: 1, organizar: 2, processar: 3 });
  // The other browser, without reload.
  await expectCounts(other, { coletar: 1, organizar: 2, processar: 3 });

  await page.getByRole('tab', { name: /Organizar/ }).click();
  await expect(page).toHaveURL(/etapa=organizar/);
  await page
    .locator('[data-item-code="IN-0001"]')
    .getByRole('combobox', { name: 'Prioridade' })
    .click();
  await page.getByRole('option', { name: 'Crítica' }).click();
  await expect(page.locator('[data-item-code="IN-0001"]')).toContainText('Crítica');
  await snap(page, 'flow-workplace-organizar', 360);
  await snap(page, 'flow-workplace-organizar', 1920);
  await page.getByRole('checkbox', { name: 'Selecionar todos' }).check();
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expectCounts(page, { coletar: 1, organizar: 0, processar: 1 });
  await expectCounts(other, { coletar: 1, organizar: 0, processar: 1 });
  await page.reload();
  await expectCounts(page, { coletar: 1, organizar: 0, processar: 1 });

  // Workflows at a glance: a process created elsewhere appears with its stages, live.
  await expect(other.getByText('Crie seu primeiro fluxo de trabalho')).toBeVisible();
  const made = await request.post('/api/app/flow/processes', {
    headers: api.headers,
    data: { templateKey: 'sales-funnel' },
  });
  expect(made.status()).toBe(201);
  const process = (await made.json()) as { id: string; name: string; stages: { name: string }[] };
  const card = other.getByRole('link', { name: new RegExp(process.name) });
  await expect(card).toHaveAttribute('href', `/flow/processo/${process.id}`);
  await expect(card).toContainText(`${process.stages[0]!.name}: 0`);
  await expect(other.getByText('Crie seu primeiro fluxo de trabalho')).toBeHidden();
  await snap(other, 'flow-workplace-fluxos', 360);
  await snap(other, 'flow-workplace-fluxos', 1920);
});

test('quick add: "Ler 10 páginas" stays text, an undone date stays in the title, the item is edited after capture', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('flow-quick-add');
  await readyAccount(request, email, { name: 'Clara Nunes' });
  await signInThroughApi(page.context(), email);
  await page.goto('/flow/workplace');
  const field = page.getByRole('textbox', { name: 'Coletar um item' });
  await field.click();
  await page.keyboard.type('Ler 10 páginas amanhã');
  const preview = page.getByRole('group', { name: 'O que foi entendido' });
  await expect(preview).toContainText('Texto: “Ler 10 páginas”');
  const dateChip = preview.getByRole('button', { name: /^Desfazer Data: / });
  await expect(dateChip).toBeVisible();
  await expect(preview.locator('[data-kind="time"]')).toHaveCount(0);
  await snap(page, 'flow-coleta-desfazer', 360);
  await snap(page, 'flow-coleta-desfazer', 1440);
  // One click: "amanhã" goes back into the title, no date; the field keeps the focus.
  await dateChip.click();
  await expect(preview).toBeHidden();
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  const item = page
    .getByRole('list', { name: 'Itens: coletar' })
    .locator('[data-item-code="IN-0001"]');
  await expect(item).toContainText('Ler 10 páginas amanhã');
  await expect(item).not.toContainText('Prazo');

  // Edited after capture: text, due date and tags.
  await item.getByRole('button', { name: 'Editar IN-0001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar IN-0001' });
  await dialog.getByRole('textbox', { name: 'Texto' }).fill('Ler 20 páginas do livro');
  await fillDate(dialog, 'Prazo', '20/12/2030 18:00');
  await dialog.getByRole('combobox', { name: 'Etiquetas' }).fill('leitura');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '#leitura' })).toBeVisible();
  await snap(page, 'flow-item-editar', 360);
  await snap(page, 'flow-item-editar', 1440);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  for (const text of ['Ler 20 páginas do livro', 'Prazo: 20/12/2030 18:00', '#leitura'])
    await expect(item).toContainText(text);
  await page.reload();
  await expect(item).toContainText('Prazo: 20/12/2030 18:00');
  await expect(item).toContainText('Ler 20 páginas do livro');
});
