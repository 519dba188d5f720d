import { expect, test } from '@playwright/test';
import { createConfirmedAccount, uniqueEmail } from '../support/auth';

/**
 * The sign-in page `/` arrives prerendered (apps/web/build/prerender-sign-in.ts): painted from
 * the HTML, then adopted by React (hydration), not drawn again; what a visitor typed before
 * the app's JavaScript ran is what signs them in.
 */
test.describe('the prerendered sign-in page', () => {
  test('the HTML carries the page; React adopts it and keeps what was typed before it ran', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('pre');
    await createConfirmedAccount(request, 'Paula Prado', email, 'orbita-segura-1');

    const html = await (await request.get('/')).text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain('Colete ideias, organize listas e processos');
    expect(html).toContain('type="email"');

    // Hold the app's entry script back: the page must be there and usable for typing without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { name: 'Tudo o que importa, em órbita.' });
    await expect(title).toBeVisible();
    // Not sendable before the app runs: a browser submit would go to the URL.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('orbita-segura-1');
    // A mark on the prerendered element itself (a property, not the DOM), to tell adoption
    // from a new render.
    await title.evaluate(
      (element) => ((element as HTMLElement & { prerendered?: boolean }).prerendered = true),
    );

    release();
    const send = page.getByRole('button', { name: 'Entrar' });
    await expect(send).toBeEnabled();
    expect(
      await title.evaluate(
        (element) => (element as HTMLElement & { prerendered?: boolean }).prerendered,
      ),
    ).toBe(true);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

    await send.click();
    await expect(page).toHaveURL(/\/me\/home$/);
    expect(errors).toEqual([]);
  });

  test('a signed-in visit to / and a visit with a query get the plain app', async ({ request }) => {
    for (const res of [
      await request.get('/?acao=criar-conta'),
      await request.get('/', { headers: { cookie: 'ai-token=%7B%22token%22%3A%22x%22%7D' } }),
    ]) {
      expect(res.status()).toBe(200);
      expect(await res.text()).not.toContain('data-prerendered');
    }
  });
});
