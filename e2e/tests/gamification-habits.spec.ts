import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 15, Habitica's side of the player: a daily of one's own (done today → a streak) in
 * "Meus hábitos", and an item whose creator-defined effect grants points when used.
 */
test.use({ actionTimeout: 20_000 });

const base = '/api/app/gamificacao';
const ITEM = 'Poção de pontos';

/**
 * The person (a creator) holds one "Poção de pontos" (effect: 25 points): the daily reward of
 * their own game, which they joined, granted by the day's first access (through the API).
 */
async function holdPotion(request: APIRequestContext, headers: Record<string, string>) {
  const post = async (path: string, data: unknown = {}) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { id: string; code: string; granted: unknown[] };
  };
  const potion = await post(`${base}/resources`, {
    name: ITEM,
    usable: true,
    useEffect: { kind: 'points', points: 25 },
  });
  const game = await post(`${base}/games`, {
    name: 'Jogo dos hábitos',
    dailyReward: { points: 0, resourceId: potion.id, quantity: 1 },
  });
  await post(`${base}/play/${game.code}/join`);
  const access = await post('/api/app/comunicacao/eventos/acesso-diario');
  expect(access.granted).toEqual([{ quantidade: 1, nome: ITEM }]);
}

test('a daily done today shows its streak; using a points item raises the points', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('habitos');
  const headers = await readyAccount(request, email);
  await holdPotion(request, headers);
  const page = await signedInPage(browser, email, '/gamificacao/player/inventario');
  await page.setViewportSize({ width: 360, height: 780 });
  const habits = page.getByRole('region', { name: 'Meus hábitos' });
  const points = page.getByRole('region', { name: 'Pontos' });
  await expect(habits.getByText('Você ainda não tem hábitos')).toBeVisible();
  await expect(points).toContainText('0');

  // A new daily, from the keyboard: name, then Enter sends the form.
  await habits.getByRole('button', { name: 'Nova diária' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova diária' });
  await dialog.getByLabel('Nome').fill('Ler 10 páginas');
  await dialog.getByLabel('Nome').press('Enter');
  await expect(dialog).toBeHidden();
  const daily = habits.getByRole('listitem', { name: 'Ler 10 páginas' });
  await expect(daily).toContainText('Sequência: 0 dias');

  await daily.getByRole('checkbox', { name: 'Ler 10 páginas: feita hoje' }).check();
  await expect(daily).toContainText('Sequência: 1 dia');
  await expect(habits).toContainText('Hoje: 1 ponto de 30 pessoais');
  await expect(points).toContainText('1');
  await snap(page, 'gamificacao-meus-habitos', 360, 780);

  // The item's effect, as its creator defined it: 25 points.
  const item = page.getByRole('listitem', { name: ITEM });
  await item.getByRole('button', { name: 'Usar' }).click();
  const use = page.getByRole('dialog', { name: `Usar ${ITEM}?` });
  await expect(use).toContainText('Você ganha 25 pontos.');
  await use.getByRole('button', { name: 'Usar' }).click();
  await expect(page.getByText('Você ganhou 25 pontos.')).toBeVisible();
  await expect(points).toContainText('26');
  await expect(item).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'gamificacao-meus-habitos-usado', 1440);
});
