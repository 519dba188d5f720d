import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  newBrowserPage,
  PASSWORD,
  readyAccount,
  signedInPage,
  signInThroughApi,
  uniqueEmail,
} from '../support/auth';
import { ok } from '../support/chats';
import { dateFieldInput, fillDate } from '../support/date-field';
import { snap } from '../support/screenshots';
import { choose } from '../support/select';

/**
 * Flow lists and processes in the browser: a list with its own code sequence, tasks made
 * inline, kanban drag and drop with the keyboard (dnd-kit's keyboard sensor: focus, Space,
 * arrows, Space) across and within columns, the order surviving a reload, the table's
 * inline edit, a second browser (same person) seeing the move live, and a process from a
 * template with a card moved between stages.
 */
// Two browsers, a reload, screenshots at two widths: more than the default minute on a busy machine.
test.setTimeout(180_000);

const column = (page: Page, label: string) =>
  page.getByRole('region', { name: `Coluna ${label}`, exact: true });
const cardsIn = (col: Locator) => col.getByRole('button', { name: /^PRJ-/ });

/** dnd-kit's keyboard sensor: Space picks up, arrows move, Space drops. */
async function keyboardDrag(page: Page, card: Locator, keys: string[]): Promise<void> {
  await card.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await page.keyboard.press('Space');
}

test('lists: code sequence, kanban drag across and within columns, reload, table edit, live in a second browser', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('flow-listas');
  await readyAccount(request, email);
  const page = await signedInPage(browser, email);
  await page.setViewportSize({ width: 1920, height: 1080 });

  await page.goto('/flow/listas');
  await expect(page.getByText('Nenhuma lista ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Nova lista' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova lista' });
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Projeto Órbita');
  await dialog.getByLabel('Prefixo').fill('prj');
  await dialog.getByLabel('Dígitos').fill('3');
  await dialog.getByLabel('Sufixo (opcional)').fill('x');
  await expect(dialog.getByTestId('code-example')).toHaveText('PRJ-042-X');
  await dialog.getByRole('button', { name: 'Adicionar campo' }).click();
  await dialog.getByLabel('Nome do campo').nth(0).fill('Impacto');
  await dialog.getByLabel('Chave', { exact: true }).nth(0).fill('impacto');
  await dialog.getByRole('button', { name: 'Adicionar campo' }).click();
  await dialog.getByLabel('Nome do campo').nth(1).fill('Esforço');
  await dialog.getByLabel('Chave', { exact: true }).nth(1).fill('esforco');
  await dialog.getByRole('button', { name: 'Adicionar fórmula' }).click();
  await dialog.getByLabel('Nome da fórmula').fill('Pontuação');
  await dialog.getByLabel('Chave da fórmula').fill('pontuacao');
  await dialog.getByLabel('Expressão').fill('impacto * confianca');
  await dialog.getByRole('button', { name: 'Criar lista' }).click();
  await expect(dialog.getByText(/Variável desconhecida "confianca"/)).toBeVisible();
  await dialog.getByLabel('Expressão').fill('impacto * 2 / esforco');
  await snap(page, 'flow-nova-lista', 1920, 1080);
  await dialog.getByRole('button', { name: 'Criar lista' }).click();
  await expect(page).toHaveURL(/\/flow\/lista\/[0-9a-f-]{36}$/);
  const listUrl = new URL(page.url()).pathname;

  // Tasks made inline at the top of "A fazer": Enter creates, the field stays for the next.
  const todo = column(page, 'A fazer');
  await todo.getByRole('button', { name: 'Nova tarefa' }).click();
  for (const title of ['Alfa', 'Beta', 'Gama']) {
    await todo.getByLabel('Título da nova tarefa').fill(title);
    await todo.getByLabel('Título da nova tarefa').press('Enter');
    await expect(
      todo.getByRole('button', { name: new RegExp(`^PRJ-\\d{3}-X ${title}$`) }),
    ).toBeVisible();
  }
  await todo.getByLabel('Título da nova tarefa').press('Escape');
  await expect(cardsIn(todo)).toHaveText([/PRJ-001-XAlfa/, /PRJ-002-XBeta/, /PRJ-003-XGama/]);

  // A second browser, same person, on the same list: it must follow without reload.
  const other = await signedInPage(browser, email);
  await other.goto(listUrl);
  await expect(cardsIn(column(other, 'A fazer'))).toHaveCount(3);
  await other.evaluate(
    () => ((window as unknown as Record<string, unknown>).orbitaSameDocument = true),
  );

  // Across columns: Alfa to "Fazendo".
  await keyboardDrag(page, todo.getByRole('button', { name: 'PRJ-001-X Alfa' }), ['ArrowRight']);
  const doing = column(page, 'Fazendo');
  await expect(cardsIn(doing)).toHaveText([/Alfa/]);
  await expect(cardsIn(todo)).toHaveText([/Beta/, /Gama/]);
  // Within a column: Gama above Beta.
  await keyboardDrag(page, todo.getByRole('button', { name: 'PRJ-003-X Gama' }), ['ArrowUp']);
  await expect(cardsIn(todo)).toHaveText([/Gama/, /Beta/]);
  await expect(page.getByTestId('count-doing')).toHaveText('1');

  await expect(cardsIn(column(other, 'Fazendo'))).toHaveText([/Alfa/]);
  await expect(cardsIn(column(other, 'A fazer'))).toHaveText([/Gama/, /Beta/]);
  expect(
    await other.evaluate(() => (window as unknown as Record<string, unknown>).orbitaSameDocument),
  ).toBe(true);

  await page.reload();
  await expect(cardsIn(column(page, 'A fazer'))).toHaveText([/Gama/, /Beta/]);
  await expect(cardsIn(column(page, 'Fazendo'))).toHaveText([/Alfa/]);
  await snap(page, 'flow-kanban', 1920, 1080);
  await snap(page, 'flow-kanban', 360, 800);
  await page.setViewportSize({ width: 1920, height: 1080 });

  // Task details: fields feed the formula, checklist, comment; the URL names the task.
  await column(page, 'A fazer').getByRole('button', { name: 'PRJ-002-X Beta' }).click();
  await expect(page).toHaveURL(/\?tarefa=/);
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Impacto').fill('8');
  await drawer.getByLabel('Impacto').press('Enter');
  await drawer.getByLabel('Esforço').fill('4');
  await drawer.getByLabel('Esforço').press('Enter');
  await expect(drawer.getByTestId('formula-pontuacao')).toHaveText('4');
  await drawer.getByLabel('Novo item').fill('Revisar escopo');
  await drawer.getByLabel('Novo item').press('Enter');
  await expect(drawer.getByRole('checkbox', { name: 'Revisar escopo' })).toBeVisible();
  await drawer.getByLabel('Escreva um comentário').fill('Começo amanhã cedo.');
  await drawer.getByRole('button', { name: 'Comentar' }).click();
  await expect(drawer.getByText('Começo amanhã cedo.')).toBeVisible();
  await snap(page, 'flow-tarefa', 1920, 1080);
  await snap(page, 'flow-tarefa', 360, 800);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).not.toHaveURL(/tarefa=/);
  // The drawer gives focus back to the card that opened it when its exit transition ends;
  // typing before that would lose the keys to the card.
  await expect(drawer).toBeHidden();

  // Find by code.
  await page.getByLabel('Ir para código').fill('prj-003-x');
  await page.getByLabel('Ir para código').press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Título')).toHaveValue('Gama');
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();

  // Table: inline edit of a title and a status (Enter saves).
  await page.getByRole('button', { name: 'Tabela' }).click();
  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'Título de PRJ-002-X: editar' }).click();
  await table.getByRole('textbox', { name: 'Título de PRJ-002-X' }).fill('Beta revisada');
  await table.getByRole('textbox', { name: 'Título de PRJ-002-X' }).press('Enter');
  await expect(table.getByRole('button', { name: 'Título de PRJ-002-X: editar' })).toHaveText(
    'Beta revisada',
  );
  await table.getByRole('button', { name: 'Status de PRJ-002-X: editar' }).click();
  await table.getByRole('combobox', { name: 'Status de PRJ-002-X' }).selectOption('done');
  await table.getByRole('combobox', { name: 'Status de PRJ-002-X' }).press('Enter');
  await expect(table.getByRole('button', { name: 'Status de PRJ-002-X: editar' })).toHaveText(
    'Feito',
  );
  await expect(page.getByRole('row', { name: 'Totais' })).toContainText('3 tarefas');
  await snap(page, 'flow-tabela', 1920, 1080);
  await snap(page, 'flow-tabela', 360, 800);
  await page.setViewportSize({ width: 1920, height: 1080 });
  // The view is remembered for this list.
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row', { name: /PRJ-002-X/ })).toContainText('Beta revisada');
  // The other browser sees the edit live, in its kanban.
  await expect(
    column(other, 'Feito').getByRole('button', { name: 'PRJ-002-X Beta revisada' }),
  ).toBeVisible();

  await page.goto('/flow/listas');
  await expect(page.getByRole('heading', { name: 'Projeto Órbita' })).toBeVisible();
  await snap(page, 'flow-listas', 1920, 1080);
  await snap(page, 'flow-listas', 360, 800);
  await other.context().close();
  await page.context().close();
});

/** Items waiting in the inbox (collected), as the server counts them. */
async function inboxCollected(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number> {
  const res = await request.get('/api/app/flow/inbox/summary', { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { counts: { collected: number } }).counts.collected;
}

test('typing fast: 20 task titles with Enter, none lost, in order, no stray inbox item; the Coletar button covers no row', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('flow-rapido');
  const headers = await readyAccount(request, email);
  const created = await request.post('/api/app/flow/lists', {
    headers,
    data: { name: 'Rápidas', sequence: { prefix: 'RAP', width: 2 } },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as { id: string };
  const inboxBefore = await inboxCollected(request, headers);
  const page = await signedInPage(browser, email, `/flow/lista/${list.id}`);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Capital "C" (the capture shortcut's letter) starts several titles; no pause between keys.
  const titles = Array.from({ length: 20 }, (_, i) =>
    i % 4 === 0 ? `Comprar item ${i + 1}` : i % 4 === 1 ? `cortar ${i + 1}` : `Tarefa ${i + 1}`,
  );
  const todo = column(page, 'A fazer');
  await todo.getByRole('button', { name: 'Nova tarefa' }).click();
  const field = todo.getByLabel('Título da nova tarefa');
  await expect(field).toBeFocused();
  for (const title of titles) {
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
  }
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await expect(page.getByTestId('count-todo')).toHaveText('20');
  await expect(page.getByRole('dialog', { name: 'Coletar' })).toHaveCount(0);
  const answer = await request.get(`/api/app/flow/lists/${list.id}/tasks?limit=50`, { headers });
  const tasks = ((await answer.json()) as { items: { code: string; title: string }[] }).items;
  expect(tasks.map((t) => t.title)).toEqual(titles);
  expect(tasks.map((t) => t.code)).toEqual(
    titles.map((_, i) => `RAP-${String(i + 1).padStart(2, '0')}`),
  );
  expect(await inboxCollected(request, headers)).toBe(inboxBefore);

  // The table, scrolled to its end: the floating "Coletar" button hides neither the totals
  // row (wide screen), and on a phone (360 px), where the bottom navigation holds "Coletar"
  // instead, that navigation does not hide the last card.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Tabela' }).click();
  const fab = page.getByRole('button', { name: 'Coletar', exact: true });
  // Checked with the page at its top (as it opens) and scrolled to its end.
  const clear = async (target: Locator, cover: Locator = fab) => {
    for (const top of [0, 1e6]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      const [a, b] = [await target.boundingBox(), await cover.boundingBox()];
      expect(a && b).toBeTruthy();
      const overlaps =
        a!.x < b!.x + b!.width &&
        b!.x < a!.x + a!.width &&
        a!.y < b!.y + b!.height &&
        b!.y < a!.y + a!.height;
      expect(overlaps, `o botão Coletar cobre a linha (rolagem ${top})`).toBe(false);
    }
  };
  const totalsRow = page.getByRole('row', { name: 'Totais' });
  await expect(totalsRow).toContainText('20 tarefas');
  await clear(totalsRow);
  // Header labels, sortable or not, sit on one line; header, rows and totals line up column
  // by column, also scrolled sideways on a screen narrower than the columns.
  const lefts = (row: Locator, role: 'columnheader' | 'cell') =>
    row
      .getByRole(role)
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  const headerRow = page.getByRole('row').filter({ has: page.getByRole('columnheader') });
  const columnsAt = await lefts(headerRow, 'columnheader');
  expect(columnsAt.length).toBeGreaterThan(4);
  expect(await lefts(page.getByRole('row', { name: /RAP-01/ }), 'cell')).toEqual(columnsAt);
  expect(await lefts(totalsRow, 'cell')).toEqual(columnsAt);
  const middles = await headerRow.getByRole('columnheader').evaluateAll((els) =>
    els.map((e) => {
      const box = e.firstElementChild!.getBoundingClientRect();
      return box.top + box.height / 2;
    }),
  );
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1);
  await snap(page, 'flow-tabela-fim', 1440, 900);
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.getByRole('table').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const scrolledAt = await lefts(headerRow, 'columnheader');
  expect(scrolledAt).not.toEqual(columnsAt);
  expect(await lefts(page.getByRole('row', { name: /RAP-01/ }), 'cell')).toEqual(scrolledAt);
  expect(await lefts(totalsRow, 'cell')).toEqual(scrolledAt);
  await page.setViewportSize({ width: 360, height: 800 });
  const cards = page.getByRole('list', { name: 'Tarefas de Rápidas' });
  await cards.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const last = cards.getByRole('listitem').filter({ hasText: 'RAP-20' });
  await expect(last).toBeVisible();
  await expect(fab).toHaveCount(0);
  await clear(last, page.getByRole('navigation', { name: 'Navegação principal' }));
  await snap(page, 'flow-tabela-fim', 360, 800);
  await page.context().close();
});

test('processes: from a template, a card moved between stages, time in stage', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('flow-processos');
  await readyAccount(request, email);
  const page = await signedInPage(browser, email);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/flow/processos');
  await expect(page.getByText('Crie seu primeiro fluxo de trabalho')).toBeVisible();
  await page.getByRole('button', { name: 'Novo processo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo processo' });
  await dialog.getByRole('radio', { name: /Recrutamento/ }).click();
  await snap(page, 'flow-novo-processo', 1920, 1080);
  await dialog.getByRole('button', { name: 'Criar processo' }).click();
  await expect(page).toHaveURL(/\/flow\/processo\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Recrutamento' })).toBeVisible();

  const first = page.getByRole('region', { name: 'Etapa Candidaturas' });
  await first.getByRole('button', { name: 'Novo cartão' }).click();
  for (const title of ['Ana Souza', 'Bruno Lima']) {
    await first.getByLabel('Título do cartão').fill(title);
    await first.getByLabel('Título do cartão').press('Enter');
    await expect(first.getByRole('button', { name: title })).toBeVisible();
  }
  await keyboardDrag(page, first.getByRole('button', { name: 'Ana Souza' }), ['ArrowRight']);
  const triagem = page.getByRole('region', { name: 'Etapa Triagem' });
  await expect(triagem.getByRole('button', { name: 'Ana Souza' })).toBeVisible();
  await expect(page.getByTestId('wip-Triagem')).toHaveText('1/15');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Etapa Triagem' }).getByRole('button', { name: 'Ana Souza' }),
  ).toBeVisible();
  // Stage editor: Triagem now holds at most 1 card, so the server refuses a second one.
  await page.getByRole('button', { name: 'Etapas' }).click();
  const editor = page.getByRole('dialog', { name: 'Etapas de Recrutamento' });
  await editor.getByLabel('Limite WIP').nth(1).fill('1');
  await editor.getByLabel('Limite WIP').nth(1).press('Enter');
  await expect(page.getByTestId('wip-Triagem')).toHaveText('1/1');
  await snap(page, 'flow-etapas', 1920, 1080);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await editor.getByRole('button', { name: 'Concluir' }).click();
  const candidaturas = page.getByRole('region', { name: 'Etapa Candidaturas' });
  await keyboardDrag(page, candidaturas.getByRole('button', { name: 'Bruno Lima' }), [
    'ArrowRight',
  ]);
  await expect(
    page.getByText('A etapa "Triagem" atingiu o limite de 1 cartão (WIP).'),
  ).toBeVisible();
  await expect(candidaturas.getByRole('button', { name: 'Bruno Lima' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Etapa Triagem' }).getByRole('button', { name: 'Bruno Lima' }),
  ).toHaveCount(0);
  await snap(page, 'flow-processo', 1920, 1080);
  await snap(page, 'flow-processo', 360, 800);
  await page.setViewportSize({ width: 1920, height: 1080 });

  await page
    .getByRole('region', { name: 'Etapa Triagem' })
    .getByRole('button', { name: 'Ana Souza' })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('time-in-stage')).toHaveText('agora há pouco nesta etapa');
  await expect(drawer.getByText('Histórico de etapas')).toBeVisible();
  await expect(drawer.getByText('Candidaturas', { exact: true })).toBeVisible();
  await snap(page, 'flow-cartao', 1920, 1080);
  await snap(page, 'flow-cartao', 360, 800);
  // Esc closes the details (the WIP toast may still cover the top corner).
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/cartao=/);

  await page.goto('/flow/processos');
  await expect(page.getByRole('heading', { name: 'Recrutamento' })).toBeVisible();
  await snap(page, 'flow-processos', 1920, 1080);
  await snap(page, 'flow-processos', 360, 800);
  await page.context().close();
});

test('process cards: responsible, due date, priority, checklist and comment kept; moved by menu, keyboard and a long press at 360 px', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('flow-cartoes');
  const headers = await readyAccount(request, email, { name: 'Rita Alves' });
  const made = await request.post('/api/app/flow/processes', {
    headers,
    data: {
      name: 'Vendas',
      stages: [{ name: 'Contato' }, { name: 'Proposta' }, { name: 'Fechado' }],
    },
  });
  expect(made.status()).toBe(201);
  const process = (await made.json()) as { id: string };
  for (const title of ['Contrato Acme', 'Loja Beta']) {
    const res = await request.post(`/api/app/flow/processes/${process.id}/cards`, {
      headers,
      data: { title },
    });
    expect(res.status()).toBe(201);
  }
  const page = await signedInPage(browser, email, `/flow/processo/${process.id}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stage = (name: string) => page.getByRole('region', { name: `Etapa ${name}` });
  const tile = (name: string, title: string) =>
    stage(name).getByRole('button', { name: title, exact: true });

  await tile('Contato', 'Contrato Acme').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('combobox', { name: 'Responsável' }).click();
  await page.getByRole('option', { name: 'Rita Alves' }).click();
  await expect(drawer.getByRole('combobox', { name: 'Responsável' })).toHaveValue('Rita Alves');
  await choose(page, drawer, 'Prioridade', 'Alta');
  await fillDate(drawer, 'Prazo', '15/12/2026 14:30');
  await drawer.getByLabel('Novo item').fill('Enviar proposta');
  await drawer.getByLabel('Novo item').press('Enter');
  await expect(drawer.getByLabel('Novo item')).toBeFocused();
  await drawer.getByRole('checkbox', { name: 'Enviar proposta' }).check();
  await expect(drawer.getByTestId('card-checklist-count')).toHaveText('1/1');
  await drawer.getByLabel('Novo comentário').fill('Cliente pediu desconto de 5%');
  await drawer.getByRole('button', { name: 'Comentar' }).click();
  // The posted comment, in the list: the field may still hold the same text for a frame.
  await expect(
    drawer.getByRole('listitem').filter({ hasText: 'Cliente pediu desconto de 5%' }),
  ).toBeVisible();

  // By menu, from the drawer: "Mover para…" → Proposta.
  await drawer.getByRole('button', { name: 'Mover para…' }).click();
  await page.getByRole('menuitem', { name: 'Proposta' }).click();
  await expect(drawer.getByTestId('card-stage')).toHaveText('Proposta');
  await snap(page, 'flow-cartao-completo', 1440, 900);
  await snap(page, 'flow-cartao-completo', 360, 800);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/cartao=/);
  await expect(tile('Proposta', 'Contrato Acme').getByText('Alta')).toBeVisible();

  // By the tile's ⋮ menu: → Fechado; the click neither opens the card nor starts a drag.
  await tile('Proposta', 'Contrato Acme').getByRole('button', { name: 'Ações do cartão' }).click();
  await page.getByRole('menuitem', { name: 'Fechado' }).click();
  await expect(tile('Fechado', 'Contrato Acme')).toBeVisible();
  await expect(page).not.toHaveURL(/cartao=/);

  // By keyboard (dnd-kit's sensor): focus, Space lifts, ← to Proposta, Space drops.
  await tile('Fechado', 'Contrato Acme').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Contrato Acme (foi pega|está sobre)/)).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(/Contrato Acme está sobre a etapa Proposta/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(tile('Proposta', 'Contrato Acme')).toBeVisible();

  await page.reload();
  await tile('Proposta', 'Contrato Acme').click();
  await expect(drawer.getByRole('combobox', { name: 'Responsável' })).toHaveValue('Rita Alves');
  await expect(drawer.getByRole('combobox', { name: 'Prioridade' })).toHaveText('Alta');
  await expect(dateFieldInput(drawer, 'Prazo')).toHaveValue('15/12/2026 14:30');
  await expect(drawer.getByRole('checkbox', { name: 'Enviar proposta' })).toBeChecked();
  // The posted comment, in the list: the field may still hold the same text for a frame.
  await expect(
    drawer.getByRole('listitem').filter({ hasText: 'Cliente pediu desconto de 5%' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.context().close();

  // Touch at 360 px: a quick swipe over a card lifts nothing; a long press lifts it and a drag
  // drops it into the next stage.
  const phone = await newBrowserPage(browser, {
    hasTouch: true,
    isMobile: true,
    viewport: { width: 360, height: 800 },
  });
  await signInThroughApi(phone.context(), email);
  await phone.goto(`/flow/processo/${process.id}`);
  const beta = phone
    .getByRole('region', { name: 'Etapa Contato' })
    .getByRole('button', { name: 'Loja Beta', exact: true });
  await expect(beta).toBeVisible();
  const cdp = await phone.context().newCDPSession(phone);
  const box = (await beta.boundingBox())!;
  const at = (x: number, y: number) => [{ x, y, id: 1 }];
  const [x, y] = [box.x + 40, box.y + box.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x, y) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, y + 60) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(phone.getByText(/Loja Beta (foi pega|está sobre)/)).toHaveCount(0);

  // The edge between Contato and Proposta goes to the middle of the screen first, so the
  // finger moves from one stage to the next without reaching a scrolling edge: there dnd-kit
  // scrolls the board by itself, by as much as the machine's speed gives (a loaded CI run
  // dropped the card on the stage after Proposta).
  const contato = phone.getByRole('region', { name: 'Etapa Contato' });
  const contatoBox = (await contato.boundingBox())!;
  await phone
    .getByTestId('process-board')
    .evaluate((el, by) => el.scrollBy({ left: by }), contatoBox.x + contatoBox.width - 170);
  await expect.poll(async () => (await contato.boundingBox())!.x).toBeLessThan(0);
  const lifted = (await beta.boundingBox())!;
  // Left of the card's ⋮ button (44 px wide on a touch screen): a touch there is the menu's.
  const actions = (await beta.getByRole('button', { name: 'Ações do cartão' }).boundingBox())!;
  const from: [number, number] = [Math.max(actions.x - 16, 90), lifted.y + lifted.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(...from) });
  await expect(phone.getByText(/Loja Beta (foi pega|está sobre)/)).toBeAttached();
  const proposta = (await phone.getByRole('region', { name: 'Etapa Proposta' }).boundingBox())!;
  const to: [number, number] = [Math.min(proposta.x + 50, 250), from[1] + 40];
  for (let step = 1; step <= 6; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(
        from[0] + ((to[0] - from[0]) * step) / 6,
        from[1] + ((to[1] - from[1]) * step) / 6,
      ),
    });
  await expect(
    phone.getByText(/Loja Beta está sobre (a etapa Proposta|o cartão Contrato Acme)/),
  ).toBeAttached();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(
    phone.getByRole('region', { name: 'Etapa Proposta' }).getByRole('button', {
      name: 'Loja Beta',
      exact: true,
    }),
  ).toBeAttached();
  await phone.reload();
  await expect(
    phone.getByRole('region', { name: 'Etapa Proposta' }).getByRole('button', {
      name: 'Loja Beta',
      exact: true,
    }),
  ).toBeAttached();
  await phone.context().close();
});

/** Signs in through the API (mobile client: bearer token) for fast setup requests. */
async function apiHeaders(
  request: APIRequestContext,
  email: string,
): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', {
    headers: { 'X-Client-Type': 'mobile' },
    data: { email, password: PASSWORD },
  });
  return {
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    'X-Client-Type': 'mobile',
  };
}

/** A new account and, through its API, one record created at `path` (a list, a process). */
async function accountWith(
  request: APIRequestContext,
  name: string,
  path: string,
  data: object,
): Promise<{ email: string; headers: Record<string, string>; id: string }> {
  const email = uniqueEmail(name);
  await readyAccount(request, email);
  const headers = await apiHeaders(request, email);
  const { id } = await ok<{ id: string }>(request.post(path, { headers, data }), 201);
  return { email, headers, id };
}

test('a 150-card stage stays virtualized: every card reachable by scroll, pointer and keyboard drag still work', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const process = await accountWith(request, 'flow-quadro', '/api/app/flow/processes', {
    name: 'Funil',
    stages: [{ name: 'Entrada' }, { name: 'Andamento' }],
  });
  // One after another, so that the stage holds them in order (a new card goes last).
  const TOTAL = 150;
  for (let n = 1; n <= TOTAL; n++) {
    const res = await request.post(`/api/app/flow/processes/${process.id}/cards`, {
      headers: process.headers,
      data: { title: `Cartão ${n}` },
    });
    expect(res.status()).toBe(201);
  }

  const page = await signedInPage(browser, process.email);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/flow/processo/${process.id}`);
  const entrada = page.getByRole('region', { name: 'Etapa Entrada' });
  const andamento = page.getByRole('region', { name: 'Etapa Andamento' });
  const card = (stage: Locator, n: number) =>
    stage.getByRole('button', { name: `Cartão ${n}`, exact: true });
  await expect(page.getByTestId('wip-Entrada')).toHaveText(String(TOTAL));
  await expect(card(entrada, 1)).toBeVisible();
  const inDom = () => entrada.locator('[data-card-id]').count();
  expect(await inDom()).toBeLessThan(40);
  // Every card is reachable: scrolled to the end, the last one is on screen.
  const scroller = entrada.locator('[data-index]').first().locator('xpath=../..');
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(card(entrada, TOTAL)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await inDom()).toBeLessThan(40);
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  await snap(page, 'flow-processo-150', 1920, 1080);
  await snap(page, 'flow-processo-150', 360, 800);
  await page.setViewportSize({ width: 1920, height: 1080 });

  // Pointer: the top card onto the other stage.
  const from = await card(entrada, 1).boundingBox();
  const to = await andamento.boundingBox();
  if (!from || !to) throw new Error('no box for the card or the stage');
  await page.mouse.move(from.x + from.width / 3, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 3 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
  await page.mouse.up();
  await expect(card(andamento, 1)).toBeVisible();
  // Keyboard: the next one.
  await keyboardDrag(page, card(entrada, 2), ['ArrowRight']);
  await expect(card(andamento, 2)).toBeVisible();
  await expect(page.getByTestId('wip-Entrada')).toHaveText(String(TOTAL - 2));
  await page.reload();
  await expect(card(andamento, 1)).toBeVisible();
  await expect(card(andamento, 2)).toBeVisible();
  await expect(page.getByTestId('wip-Entrada')).toHaveText(String(TOTAL - 2));
  await page.context().close();
});

test('a 300-task column stays virtualized: DOM stays bounded, scroll loads pages, drag still works', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { email, headers, id } = await accountWith(request, 'flow-volume', '/api/app/flow/lists', {
    name: 'Volume',
    sequence: { prefix: 'TAR', width: 4, suffix: '' },
  });
  const list = { id };
  // 300 is 6 pages and 7× what the DOM may hold (40 cards, 80 rows); the 2,000-card timings
  // are `npm run bench`'s. Each task is one API write, so the count is this test's main cost.
  const TOTAL = 300;
  for (let start = 0; start < TOTAL; start += 20) {
    const batch = Array.from({ length: Math.min(20, TOTAL - start) }, (_, i) =>
      request.post(`/api/app/flow/lists/${list.id}/tasks`, {
        headers,
        data: { title: `Tarefa ${start + i + 1}` },
      }),
    );
    for (const res of await Promise.all(batch)) expect(res.status()).toBe(201);
  }

  const page = await signedInPage(browser, email);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const started = Date.now();
  await page.goto(`/flow/lista/${list.id}`);
  const todo = column(page, 'A fazer');
  await expect(todo.getByRole('button', { name: /^TAR-0001 / })).toBeVisible();
  const firstRender = Date.now() - started;
  await expect(page.getByTestId('count-todo')).toHaveText(String(TOTAL));
  const cards = () => todo.locator('[data-task-code]').count();
  const initial = await cards();
  expect(initial).toBeLessThan(40);

  // Scroll the column to its end repeatedly: pages load, the DOM stays small.
  const scroller = todo.locator('[data-index]').first().locator('xpath=../..');
  const scrollStart = Date.now();
  // Until the last page is in: scrolled to the end, TAR-0300 is on screen.
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(todo.getByRole('button', { name: /^TAR-0300 / })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const scrollMs = Date.now() - scrollStart;
  const loaded = await scroller.evaluate((el) => el.scrollHeight);
  const afterScroll = await cards();
  expect(afterScroll).toBeLessThan(40);
  expect(loaded).toBeGreaterThan(100 * 110);

  // Drag still works in the long column: the top card into "Fazendo".
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  await keyboardDrag(page, todo.getByRole('button', { name: /^TAR-0001 / }), ['ArrowRight']);
  await expect(column(page, 'Fazendo').getByRole('button', { name: /^TAR-0001 / })).toBeVisible();

  // Table: the same rows, rendered only while on screen.
  await page.getByRole('button', { name: 'Tabela' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /TAR-0002/ })).toBeVisible();
  const tableScroller = table;
  await expect(async () => {
    await tableScroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(table.getByRole('row', { name: /TAR-0300/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const rows = await table.locator('[data-task-code]').count();
  expect(rows).toBeLessThan(80);
  console.log(
    JSON.stringify({
      tasks: TOTAL,
      kanbanFirstCardMs: firstRender,
      kanbanCardsInDomAtStart: initial,
      kanbanCardsInDomAfterScroll: afterScroll,
      kanbanScrollToEndMs: scrollMs,
      tableRowsInDomAtEnd: rows,
    }),
  );
  await page.context().close();
});

test('history and trash: a status and a title change show in Histórico; deleted → Lixeira → Restaurar → back in the list', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('flow-historico');
  await readyAccount(request, email);
  const headers = await apiHeaders(request, email);
  const list = (await (
    await request.post('/api/app/flow/lists', {
      headers,
      data: { name: 'Histórico', sequence: { prefix: 'HIS', width: 3, suffix: '' } },
    })
  ).json()) as { id: string };
  for (const title of ['Relatório', 'Outra'])
    expect(
      (
        await request.post(`/api/app/flow/lists/${list.id}/tasks`, { headers, data: { title } })
      ).status(),
    ).toBe(201);

  const page = await signedInPage(browser, email, `/flow/lista/${list.id}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await column(page, 'A fazer').getByRole('button', { name: 'HIS-001 Relatório' }).click();
  const drawer = page.getByRole('dialog');
  // Each change waits for its save (the board behind the modal drawer is hidden from roles).
  const saved = () =>
    page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/tasks/'));
  let patch = saved();
  await choose(page, drawer, 'Status', 'Fazendo');
  expect((await patch).status()).toBe(200);
  patch = saved();
  await drawer.getByRole('textbox', { name: 'Título' }).fill('Relatório <b>final</b>');
  await drawer.getByRole('textbox', { name: 'Título' }).press('Enter');
  expect((await patch).status()).toBe(200);

  await drawer.getByRole('button', { name: 'Histórico' }).click();
  const history = drawer.getByRole('list', { name: 'Histórico' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Rita Alves mudou o título de “Relatório” para “Relatório <b>final<\/b>” · \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    /^Rita Alves moveu de A fazer para Fazendo · /,
    /^Rita Alves criou a tarefa em A fazer · /,
  ]);
  await expect(history.locator('b')).toHaveCount(0); // a typed title is text, never markup
  for (const [width, height] of [
    [360, 800],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await history.scrollIntoViewIfNeeded();
    await snap(page, 'flow-historico', width, height);
  }

  // Delete (the confirm stays) → the list no longer shows it → Lixeira → Restaurar.
  await drawer.getByRole('button', { name: 'Excluir tarefa' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir tarefa?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Tarefa movida para a lixeira.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^HIS-001 / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Lixeira' }).click();
  const trash = page.getByRole('dialog', { name: 'Lixeira · Histórico' });
  await expect(trash.getByRole('listitem')).toHaveText([
    /^HIS-001Relatório <b>final<\/b>.*Excluída por Rita Alves em/,
  ]);
  await expect(trash.locator('b')).toHaveCount(0);
  await snap(page, 'flow-lixeira', 360, 800);
  await trash.getByRole('button', { name: 'Restaurar HIS-001' }).click();
  // The toast too: it once went unseen in a loaded run, when the refreshed trash dropped the
  // row before the answer and took mutate's callbacks along (fixed: it follows the promise).
  await expect(trash.getByText(/A lixeira desta lista está vazia/)).toBeVisible();
  await expect(page.getByText('Tarefa HIS-001 restaurada.')).toBeVisible();
  await trash.getByRole('button', { name: 'Fechar' }).click();
  await expect(
    column(page, 'Fazendo').getByRole('button', { name: 'HIS-001 Relatório <b>final</b>' }),
  ).toBeVisible();
  await page.context().close();
});
