import { expect, test } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Two editors of one game's levels: the ladder changes (here through the API, as another
 * person) while this person edits it; saving opens the conflict dialog with both ladders
 * instead of wiping the other one, and "Reaplicar" saves theirs on the newer version.
 */
test.setTimeout(120_000);

test('levels edited on an older ladder: conflict dialog, then reapply', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('gam-niveis');
  const headers = await readyAccount(request, email, { name: 'Nina Níveis' });
  const created = await request.post('/api/app/gamificacao/games', {
    headers,
    data: { name: 'Desafio de níveis' },
  });
  expect(created.status()).toBe(201);
  const game = (await created.json()) as { id: string };
  const levelsUrl = `/api/app/gamificacao/games/${game.id}/levels`;
  expect(
    (
      await request.put(levelsUrl, {
        headers,
        data: { levels: [{ name: 'Início', xpThreshold: 0 }] },
      })
    ).status(),
  ).toBe(200);

  const page = await signedInPage(browser, email, `/gamificacao/gamificacao/${game.id}?aba=niveis`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Editar níveis' }).click();
  await page.getByLabel('Nome do nível 1').fill('Aprendiz');

  // Meanwhile, someone else saves another ladder.
  const other = await request.put(levelsUrl, {
    headers,
    data: {
      levels: [
        { name: 'Novato', xpThreshold: 0 },
        { name: 'Veterano', xpThreshold: 500 },
      ],
    },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: 'Outra pessoa alterou este registro' });
  await expect(conflict).toContainText('1. Novato (0 XP); 2. Veterano (500 XP)');
  await expect(conflict).toContainText('1. Aprendiz (0 XP)');
  await snap(page, 'gam-levels-conflict', 1920, 1080);
  await snap(page, 'gam-levels-conflict', 360);

  await conflict.getByRole('button', { name: 'Reaplicar minhas alterações' }).click();
  const table = page.getByRole('table', { name: 'Níveis' });
  await expect(table).toContainText('Aprendiz');
  await expect(table).not.toContainText('Veterano');
  const now = (await (await request.get(levelsUrl, { headers })).json()) as {
    items: { name: string }[];
    version: number;
  };
  expect(now.items.map((l) => l.name)).toEqual(['Aprendiz']);
  expect(now.version).toBe(4);
});
