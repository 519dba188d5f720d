import { expect, test, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail, waitForMail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * The creator's gamification screens: a resource made through its form, a game made through
 * "Nova gamificação", a mission "Concluir 3 tarefas" in a flow list with points and the
 * resource as reward, levels, a store item and the settings — each screen photographed at
 * 360 and 1920 px. An Observador of the same workspace sees everything and no write button.
 */
test.setTimeout(180_000);

async function both(page: Page, name: string): Promise<void> {
  await snap(page, name, 360);
  await snap(page, name, 1920, 1080);
}

test('creator: resource, game, mission with list and reward, levels, store, settings; viewer reads only', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('gam-criador');
  const headers = await readyAccount(request, email, { name: 'Carla Criadora' });
  const list = await request.post('/api/app/flow/lists', {
    headers,
    data: { name: 'Sprint de Março' },
  });
  expect(list.status()).toBe(201);

  const page = await signedInPage(browser, email, '/gamificacao/recursos');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByText('Nenhum recurso ainda')).toBeVisible();
  await both(page, 'gam-resources-empty');

  // A resource through its form: the contract's own checks answer in pt-BR before the server does.
  await page.getByRole('link', { name: 'Novo recurso' }).first().click();
  await expect(page).toHaveURL(/\/gamificacao\/recurso$/);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Moeda de Ouro');
  await page.getByLabel('Descrição').fill('Vale uma pausa para o café.');
  await page.getByRole('combobox', { name: 'Raridade' }).click();
  await page.getByRole('option', { name: 'Lendária' }).click();
  await page.getByLabel('Limitado').check();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(
    page.getByText('Informe a quantidade existente de um recurso limitado.'),
  ).toBeVisible();
  await page.getByLabel('Quantidade existente').fill('100');
  await page.getByLabel('Utilizável').check();
  await both(page, 'gam-resource-form');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/gamificacao\/recurso\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Moeda de Ouro' })).toBeVisible();

  await page.goto('/gamificacao/recursos');
  const card = page.getByRole('listitem').filter({ hasText: 'Moeda de Ouro' });
  await expect(card).toContainText('0 de 100 concedidos');
  await expect(card).toContainText('Lendária');
  await expect(card).toContainText('Utilizável');
  await both(page, 'gam-resources');

  // A game: the dialog, then its page with the public code and the link to share.
  await page.goto('/gamificacao/gamificacoes');
  await expect(page.getByText('Nenhuma gamificação ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Nova gamificação' }).first().click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maratona de Março');
  await page.getByLabel('Descrição').fill('Conclua tarefas e ganhe moedas.');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/gamificacao\/gamificacao\/[0-9a-f-]{36}$/);
  const code = (await page.getByTestId('game-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/play/${code}`,
  );

  await expect(page.getByText('Nenhuma missão ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Nova missão' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova missão' });
  await dialog.getByLabel('Nome da missão').fill('Conclua 3 tarefas');
  await dialog.getByRole('combobox', { name: 'Objetivo' }).click();
  await page.getByRole('option', { name: 'Tarefas concluídas' }).click();
  await dialog.getByRole('combobox', { name: 'Lista' }).click();
  await page.getByRole('option', { name: 'Sprint de Março' }).click();
  await dialog.getByLabel('Quantidade', { exact: true }).fill('3');
  await dialog.getByLabel('Pontos').fill('50');
  await dialog.getByRole('combobox', { name: 'Recurso' }).click();
  await page.getByRole('option', { name: /Moeda de Ouro/ }).click();
  await dialog.getByLabel('Quantidade do recurso').fill('2');
  await both(page, 'gam-mission-dialog');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  const mission = page.getByRole('listitem').filter({ hasText: 'Conclua 3 tarefas' });
  await expect(mission).toContainText('Concluir 3 tarefas');
  await expect(mission).toContainText('50 pontos + 2 × Moeda de Ouro');
  await expect(mission).toContainText('Ativa');
  await both(page, 'gam-game-missions');

  // The mission's status changes in place.
  await mission.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Em espera' }).click();
  await expect(mission).toContainText('Em espera');

  // Levels: thresholds must grow; the contract says so in pt-BR.
  await page.getByRole('tab', { name: 'Níveis' }).click();
  await expect(page).toHaveURL(/aba=niveis/);
  await page.getByRole('button', { name: 'Criar níveis' }).click();
  await page.getByRole('button', { name: 'Adicionar nível' }).click();
  await page.getByRole('button', { name: 'Adicionar nível' }).click();
  await page.getByLabel('Nome do nível 1').fill('Aprendiz');
  await page.getByLabel('Nome do nível 2').fill('Mestre');
  await page.getByLabel('XP mínimo do nível 2').fill('0');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('O XP do nível 2 deve ser maior que o do nível 1.')).toBeVisible();
  await page.getByLabel('XP mínimo do nível 2').fill('500');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const levels = page.getByRole('table', { name: 'Níveis' });
  await expect(levels).toContainText('Mestre');
  await expect(levels).toContainText('500');
  await both(page, 'gam-game-levels');

  await page.getByRole('tab', { name: 'Loja' }).click();
  await page.getByRole('button', { name: 'Novo item' }).first().click();
  const item = page.getByRole('dialog', { name: 'Novo item da loja' });
  await item.getByRole('textbox', { name: 'Nome', exact: true }).fill('Dia de folga');
  await item.getByLabel('Pontos').fill('300');
  await item.getByLabel('Estoque').fill('5');
  await item.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(item).toBeHidden();
  const store = page.getByRole('table', { name: 'Itens da loja' });
  await expect(store).toContainText('Dia de folga');
  await expect(store).toContainText('300 pontos');
  await both(page, 'gam-game-store');

  await page.getByRole('tab', { name: 'Troféus' }).click();
  await page.getByRole('button', { name: 'Novo troféu' }).first().click();
  const trophy = page.getByRole('dialog', { name: 'Novo troféu' });
  await trophy.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mestre de Março');
  await trophy.getByLabel('Nível').fill('2');
  await trophy.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Troféus' })).toContainText('Alcançar o nível 2');
  await both(page, 'gam-game-trophies');

  await page.getByRole('tab', { name: 'Participantes' }).click();
  await expect(page.getByText('Ninguém participa ainda')).toBeVisible();
  await both(page, 'gam-game-participants');

  await page.getByRole('tab', { name: 'Configurações' }).click();
  await page.getByLabel('Pontos').fill('5');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas.')).toBeVisible();
  await both(page, 'gam-game-settings');

  await page.goto('/gamificacao/gamificacoes');
  await expect(page.getByRole('listitem').filter({ hasText: 'Maratona de Março' })).toContainText(
    code,
  );
  await both(page, 'gam-games');

  // No id: back to the list. Another id: not found, like one of another workspace.
  await page.goto('/gamificacao/gamificacao');
  await expect(page).toHaveURL(/\/gamificacao\/gamificacoes$/);
  await page.goto('/gamificacao/gamificacao/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Gamificação não encontrada.')).toBeVisible();
  await page.goto('/gamificacao/recurso/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Recurso não encontrado.')).toBeVisible();
});

test('an Observador reads the games and resources but sees no write button', async ({
  browser,
  request,
}) => {
  const ownerEmail = uniqueEmail('gam-dona');
  const viewerEmail = uniqueEmail('gam-observador');
  const owner = await readyAccount(request, ownerEmail, { name: 'Olga Dona' });
  const viewer = await readyAccount(request, viewerEmail, {
    name: 'Otto Observador',
    accountType: 'tourist',
  });
  const created = await request.post('/api/app/conta/contas', {
    headers: owner,
    data: { name: 'Time gamificado' },
  });
  expect(created.status()).toBe(201);
  const workspaceId = ((await created.json()) as { id: string }).id;
  const since = Date.now() - 1000;
  expect(
    (
      await request.post(`/api/app/conta/contas/${workspaceId}/convites`, {
        headers: owner,
        data: { email: viewerEmail, role: 'viewer' },
      })
    ).status(),
  ).toBe(201);
  const mail = await waitForMail(
    request,
    viewerEmail,
    /Convite para a conta Time gamificado/,
    since,
  );
  const token = decodeURIComponent(/\?convite=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
  expect(
    (
      await request.post('/api/app/conta/convites/aceite', { headers: viewer, data: { token } })
    ).status(),
  ).toBe(200);
  for (const headers of [owner, viewer])
    expect(
      (await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers })).ok(),
    ).toBe(true);
  const game = await request.post('/api/app/gamificacao/games', {
    headers: owner,
    data: { name: 'Desafio do time' },
  });
  expect(game.status()).toBe(201);
  const { id } = (await game.json()) as { id: string };
  expect(
    (
      await request.post(`/api/app/gamificacao/games/${id}/missions`, {
        headers: owner,
        data: {
          name: 'Caixa zerada',
          goal: { kind: 'inbox_processed', target: 5 },
          reward: { points: 20 },
        },
      })
    ).status(),
  ).toBe(201);

  const page = await signedInPage(browser, viewerEmail, `/gamificacao/gamificacao/${id}`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByRole('heading', { name: 'Desafio do time' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Caixa zerada' })).toContainText(
    'Processar 5 itens da caixa de entrada',
  );
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nova missão' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Participantes' }).click();
  await expect(page.getByText('Check-ins pendentes')).toHaveCount(0);
  await expect(page.getByText('Ninguém participa ainda')).toBeVisible();
  await page.getByRole('tab', { name: 'Configurações' }).click();
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Arquivar' })).toHaveCount(0);
  await page.goto('/gamificacao/gamificacoes');
  await expect(page.getByRole('listitem').filter({ hasText: 'Desafio do time' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nova gamificação' })).toHaveCount(0);
  await page.goto('/gamificacao/recursos');
  await expect(page.getByText('Nenhum recurso ainda')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo recurso' })).toHaveCount(0);
});
