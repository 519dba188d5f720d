import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createConfirmedAccount,
  PASSWORD,
  readyAccount,
  signedInPage,
  uniqueEmail,
} from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 15, the player's side: a manual check-in sent from "Minhas gamificações" and approved
 * by the creator in another browser (points rise live, with the level-up toast), a player who
 * joined by code is not asked the account type again, and the game's selected tab stays in
 * sight at 360 px.
 */
test.use({ actionTimeout: 20_000 });

const GAME = 'Clube da Leitura';
const MISSION = 'Leu um capítulo';
const mobile = { 'X-Client-Type': 'mobile' };

/** The creator's game with one manual mission worth 50 points and levels at 0 and 50 XP. */
async function manualGame(request: APIRequestContext, creator: Record<string, string>) {
  const base = '/api/app/gamificacao';
  const game = await request.post(`${base}/games`, { headers: creator, data: { name: GAME } });
  expect(game.status()).toBe(201);
  const { id, code } = (await game.json()) as { id: string; code: string };
  const mission = await request.post(`${base}/games/${id}/missions`, {
    headers: creator,
    data: { name: MISSION, goal: { kind: 'manual', target: 1 }, reward: { points: 50 } },
  });
  expect(mission.status()).toBe(201);
  const ladder = (await (
    await request.get(`${base}/games/${id}/levels`, { headers: creator })
  ).json()) as { version: number };
  const levels = await request.put(`${base}/games/${id}/levels`, {
    headers: creator,
    data: {
      version: ladder.version,
      levels: [
        { name: 'Iniciante', xpThreshold: 0 },
        { name: 'Leitor', xpThreshold: 50 },
      ],
    },
  });
  expect(levels.status()).toBe(200);
  return { id, code };
}

/**
 * A person who signed up (welcome seen, the account-type question never answered in its
 * dialog) joins the game by its code, which makes them a player.
 */
async function joinByCode(request: APIRequestContext, email: string, code: string) {
  const login = await request.post('/api/auth/login', {
    headers: mobile,
    data: { email, password: PASSWORD },
  });
  const headers = {
    ...mobile,
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  const seen = await request.delete('/api/app/me/checkpoints/boas-vindas', { headers });
  expect(seen.status()).toBe(204);
  const joined = await request.post(`/api/app/gamificacao/play/${code}/join`, { headers });
  expect(joined.status()).toBe(200);
  expect(((await joined.json()) as { accountType: string }).accountType).toBe('player');
}

test('a player checks in, the creator approves in another browser: points and level rise live', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const creatorEmail = uniqueEmail('criadora-checkin');
  const playerEmail = uniqueEmail('jogadora-checkin');
  const [creatorApi] = await Promise.all([
    readyAccount(request, creatorEmail, { name: 'Clara Criadora' }),
    createConfirmedAccount(request, 'Paula Leitora', playerEmail, PASSWORD),
  ]);
  const game = await manualGame(request, creatorApi);
  await joinByCode(request, playerEmail, game.code);

  const [player, creator] = await Promise.all([
    signedInPage(browser, playerEmail, '/gamificacao/player/inventario'),
    signedInPage(browser, creatorEmail, `/gamificacao/gamificacao/${game.id}?aba=participantes`),
  ]);
  const panel = creator.getByRole('region', { name: /Check-ins pendentes/ });
  await expect(panel).toContainText('Nenhum check-in esperando aprovação');
  const games = player.getByRole('region', { name: 'Minhas gamificações' });
  await expect(games.getByText(MISSION)).toBeVisible();
  // Joining made her a player: the account-type question does not come back, load after load.
  const typeQuestion = player.getByRole('dialog', { name: 'Como você vai usar o Orbita?' });
  await expect(typeQuestion).toHaveCount(0);

  await games.getByRole('button', { name: `Fazer check-in em ${MISSION}` }).click();
  const dialog = player.getByRole('dialog', { name: 'Fazer check-in' });
  await dialog.getByLabel('Observação (opcional)').fill('Capítulo 3 de Dom Casmurro');
  await dialog.getByRole('button', { name: 'Enviar check-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(games.getByText('Check-in aguardando aprovação')).toBeVisible();

  // The creator's open panel receives it live and approves it.
  await expect(panel).toContainText('Capítulo 3 de Dom Casmurro');
  await panel.getByRole('button', { name: 'Aprovar check-in de Paula Leitora' }).click();
  await expect(panel).toContainText('Nenhum check-in esperando aprovação');

  // The player's screen, untouched: the level-up toast, the won points, the new level.
  await expect(player.getByText(`Você subiu para o nível 2 em ${GAME}!`)).toBeVisible();
  await expect(player.getByRole('region', { name: 'Pontos' })).toContainText('50');
  await expect(games.getByText('Nível 2 · Leitor')).toBeVisible();
  await expect(games.getByText('Check-in aguardando aprovação')).toHaveCount(0);
  await snap(player, 'gamificacao-nivel-toast', 1440);
  await snap(player, 'gamificacao-nivel-toast', 360, 780);

  await player.reload();
  await expect(games.getByText(MISSION)).toBeVisible();
  await expect(typeQuestion).toHaveCount(0);
});

test('at 360 px the game tab opened by its link is whole in sight', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('criadora-abas');
  const creatorApi = await readyAccount(request, email);
  const game = await manualGame(request, creatorApi);
  const page = await signedInPage(browser, email);
  await page.setViewportSize({ width: 360, height: 780 });
  // Middle tabs were the ones left under the strip's right edge (Loja at 293–383 px).
  for (const [aba, name] of [
    ['loja', 'Loja'],
    ['participantes', 'Participantes'],
  ]) {
    await page.goto(`/gamificacao/gamificacao/${game.id}?aba=${aba}`);
    const selected = page.getByRole('tab', { name });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    // Visible as a whole: the strip's overflow clips what is scrolled away.
    await expect(selected).toBeInViewport({ ratio: 1 });
  }
  await snap(page, 'gamificacao-abas', 360, 780);
});
