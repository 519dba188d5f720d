import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  newBrowserPage,
  readyAccount,
  signedInPage,
  signInForm,
  uniqueEmail,
} from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 7 end to end: a creator builds a game with the mission "conclua 3 tarefas" and a
 * resource as reward through the creator screens; a player in another browser opens
 * `/play/{codigo}` signed out, signs in through the page's `next` round trip and joins;
 * finishing 3 tasks (real flow events → mission progress → grant) shows the won toast with
 * the exact text over the user queue and the resource in the inventory, while the creator's
 * open Ranking tab shows the player's points without reload.
 */
// Two browsers, a production server, screenshots at two widths: more than the default minute.
test.setTimeout(240_000);
// A missing control fails in seconds, not at the end of the whole budget.
test.use({ actionTimeout: 20_000 });

const RESOURCE = 'Medalha de Foco';
const GAME = 'Desafio das Tarefas';
const MISSION = 'Conclua 3 tarefas';
const POINTS = 40;

/** Finishes `count` tasks in a new list of the player's own workspace, through the flow API. */
async function finishTasks(
  request: APIRequestContext,
  headers: Record<string, string>,
  count: number,
): Promise<void> {
  const list = await request.post('/api/app/flow/lists', {
    headers,
    data: { name: 'Minhas tarefas' },
  });
  expect(list.status()).toBe(201);
  const listId = ((await list.json()) as { id: string }).id;
  for (let i = 1; i <= count; i++) {
    const task = await request.post(`/api/app/flow/lists/${listId}/tasks`, {
      headers,
      data: { title: `Tarefa ${i}` },
    });
    expect(task.status()).toBe(201);
    const taskId = ((await task.json()) as { id: string }).id;
    const done = await request.patch(`/api/app/flow/tasks/${taskId}`, {
      headers,
      data: { status: 'done' },
    });
    expect(done.status()).toBe(200);
  }
}

/** A button of the creator's screens, whether drawn as a button or as a link that looks like one. */
const control = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }))
    .first();

/** The creator's screens: a resource, a game, the mission; returns the game's page path and public code. */
async function buildGame(page: Page): Promise<{ gamePath: string; code: string }> {
  await page.goto('/gamificacao/recursos');
  await control(page, 'Novo recurso').click();
  await expect(page).toHaveURL(/\/gamificacao\/recurso$/);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(RESOURCE);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/gamificacao\/recurso\/[0-9a-f-]{36}$/);

  await page.goto('/gamificacao/gamificacoes');
  await control(page, 'Nova gamificação').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(GAME);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/gamificacao\/gamificacao\/[0-9a-f-]{36}/);
  const gamePath = new URL(page.url()).pathname;
  const code = (await page.getByTestId('game-code').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  await control(page, 'Nova missão').click();
  const mission = page.getByRole('dialog');
  await mission.getByLabel('Nome da missão').fill(MISSION);
  await mission.getByRole('combobox', { name: /^Objetivo/ }).click();
  await page.getByRole('option', { name: 'Tarefas concluídas' }).click();
  await mission.getByLabel('Quantidade', { exact: true }).fill('3');
  await mission.getByLabel('Pontos', { exact: true }).fill(String(POINTS));
  await mission.getByRole('combobox', { name: /^Recurso/ }).click();
  await page.getByRole('option', { name: new RegExp(RESOURCE) }).click();
  await mission.getByLabel('Quantidade do recurso').fill('1');
  await mission.getByRole('button', { name: 'Salvar' }).click();
  await expect(mission).toBeHidden();
  await expect(page.getByText(MISSION).first()).toBeVisible();
  return { gamePath, code };
}

test('a creator’s game, joined through /play by a player in another browser: won toast, inventory, live ranking', async ({
  browser,
  request,
}) => {
  const creatorEmail = uniqueEmail('criadora-jogo');
  const playerEmail = uniqueEmail('jogador');
  const creatorApi = await readyAccount(request, creatorEmail, {
    name: 'Clara Criadora',
    accountType: 'creator',
  });
  // A "just looking" account: joining a game makes it a player.
  const player = await readyAccount(request, playerEmail, {
    name: 'Paulo Jogador',
    accountType: 'tourist',
  });

  const creator = await signedInPage(browser, creatorEmail);
  await creator.setViewportSize({ width: 1920, height: 1080 });
  const { gamePath, code } = await buildGame(creator);

  // The player, signed out in another browser, opens the game by its code (typed in lower case).
  const play = await newBrowserPage(browser);
  await play.setViewportSize({ width: 1920, height: 1080 });
  await play.goto('/play');
  await play.getByRole('textbox', { name: 'Código' }).fill(code.toLowerCase());
  await play.getByRole('button', { name: 'Entrar' }).click();
  await expect(play).toHaveURL(new RegExp(`/play/${code}$`));
  await expect(play.getByRole('heading', { level: 1, name: GAME })).toBeVisible();
  await expect(play.getByRole('region', { name: 'Missões' }).getByText(MISSION)).toBeVisible();
  await expect(play.getByRole('region', { name: 'Como a pontuação é calculada' })).toContainText(
    'Pontos',
  );
  await snap(play, 'gamificacao-play', 1920);
  await snap(play, 'gamificacao-play', 360, 780);
  await play.setViewportSize({ width: 1920, height: 1080 });

  // Signed out, "Participar" goes to sign in and comes back to the game.
  await play.getByRole('button', { name: 'Participar' }).click();
  await expect(play).toHaveURL(/\/\?next=%2Fplay%2F/);
  await signInForm(play, playerEmail);
  await expect(play).toHaveURL(new RegExp(`/play/${code}$`));
  await play.getByRole('button', { name: 'Participar' }).click();
  await expect(play.getByText(`Você agora participa de ${GAME}.`)).toBeVisible();
  await expect(play).toHaveURL(/\/gamificacao\/player\/inventario$/);
  const games = play.getByRole('region', { name: 'Minhas gamificações' });
  await expect(games.getByText(GAME)).toBeVisible();
  await expect(games.getByText('0/3')).toBeVisible();
  const state = (await (await request.get('/api/auth/app', { headers: player })).json()) as {
    user: { accountType: string };
  };
  expect(state.user.accountType).toBe('player');

  // The creator watches the game's ranking tab; no reload from here on.
  await expect(creator).toHaveURL(new RegExp(gamePath));
  await creator.getByRole('tab', { name: 'Ranking' }).click();
  const ranking = creator.getByRole('region', { name: 'Ranking' });
  await expect(ranking.getByText(/Ninguém pontuou|Paulo Jogador/)).toBeVisible();

  // Three tasks done in the player's own workspace: the real event path grants the reward.
  await finishTasks(request, player, 3);
  await expect(play.getByText(`Você ganhou 1 de ${RESOURCE}!`)).toBeVisible();
  const inventory = play.getByRole('region', { name: 'Inventário' });
  await expect(inventory.getByText(RESOURCE)).toBeVisible();
  await expect(play.getByRole('region', { name: 'Pontos' })).toContainText(String(POINTS));
  await expect(games.getByText('3/3')).toBeVisible();

  const row = ranking.getByRole('listitem').filter({ hasText: 'Paulo Jogador' });
  await expect(row).toContainText(`${POINTS} pontos`);
  await expect(row).toContainText('1º');

  // A participant from another workspace reads the game's ranking from the inventory too.
  await games.getByRole('button', { name: 'Ver ranking' }).click();
  await expect(
    games
      .getByRole('region', { name: 'Ranking' })
      .getByRole('listitem')
      .filter({ hasText: 'Paulo Jogador' }),
  ).toContainText(`${POINTS} pontos`);

  // The store: one item of 10 points with a single unit; the player buys it from the inventory.
  const gameId = gamePath.split('/').pop()!;
  const stocked = await request.post(`/api/app/gamificacao/games/${gameId}/store-items`, {
    headers: creatorApi,
    data: { name: 'Dia de folga', price: { points: 10 }, stock: 1 },
  });
  expect(stocked.status()).toBe(201);
  await play.reload();
  const store = play.getByRole('region', { name: 'Loja' });
  const offer = store.getByRole('listitem', { name: 'Dia de folga' });
  await expect(offer).toContainText('10 pontos');
  await expect(offer).toContainText('Resta 1');
  await offer.getByRole('button', { name: 'Comprar' }).click();
  await play
    .getByRole('dialog', { name: 'Comprar Dia de folga?' })
    .getByRole('button', { name: 'Comprar' })
    .click();
  await expect(play.getByText('Compra feita: Dia de folga.')).toBeVisible();
  await expect(offer).toContainText('Esgotado');
  await expect(offer.getByRole('button', { name: 'Comprar' })).toBeDisabled();
  await expect(play.getByRole('region', { name: 'Pontos' })).toContainText(String(POINTS - 10));
  await games.getByRole('button', { name: 'Ver ranking' }).click();
  await expect(
    games.getByRole('region', { name: 'Ranking' }).getByRole('listitem').first(),
  ).toBeVisible();

  await snap(play, 'gamificacao-inventario', 1920, 1080);
  await snap(play, 'gamificacao-inventario', 360, 780);
  await snap(creator, 'gamificacao-ranking', 1920, 1080);
  await snap(creator, 'gamificacao-ranking', 360, 780);
});

test('an unknown code shows "Jogo não encontrado" and lets the visitor try another', async ({
  page,
}) => {
  await page.goto('/play/ZZZZZZ');
  await expect(page.getByRole('heading', { name: 'Jogo não encontrado' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Código' })).toHaveValue('ZZZZZZ');
});
