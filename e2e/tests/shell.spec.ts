import { expect, test } from '@playwright/test';
import { snap } from '../support/screenshots';

test.describe('shell and routes', () => {
  test('the home page opens for a signed-out visitor', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Tudo o que importa, em órbita.' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Orbita');
    await snap(page, 'home', 360);
    await snap(page, 'home', 1920, 1080);
  });

  test('an auth route sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/flow/listas');
    await expect(page).toHaveURL(/\/\?next=%2Fflow%2Flistas$/);
    await expect(
      page.getByRole('heading', { name: 'Tudo o que importa, em órbita.' }),
    ).toBeVisible();
  });

  test('an unknown route shows the 404 page, and the server says 404', async ({ page }) => {
    const response = await page.goto('/nao/existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /nao/existe')).toBeVisible();
    await snap(page, 'not-found', 360);
    await snap(page, 'not-found', 1920, 1080);
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the API health answers with the database up', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
