import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startProductionServer, type ProductionServer } from '../support/production-server';
import { snap } from '../support/screenshots';

/**
 * Issue 17, first run: a newcomer runs `npm start` (production, no SMTP_URL) and can still get
 * in, with the confirmation link the server writes to its log; the Google button follows
 * GOOGLE_CLIENT_ID set when the server starts, with the same web build.
 */
const GSI_SRC = 'https://accounts.google.com/gsi/client';

/** Google's script, played locally: a button Google would draw, and the client id it got. */
async function fakeGoogle(page: Page) {
  await page.route(GSI_SRC, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gsiClientId = config.client_id; },
        renderButton(parent) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = 'Continuar com o Google';
          parent.appendChild(b);
        },
        prompt() {},
      } } };`,
    }),
  );
}

test.describe.configure({ mode: 'serial' });

test.describe('first run: production without SMTP', () => {
  let server: ProductionServer;
  let dataDir: string;

  test.beforeAll(async () => {
    server = await startProductionServer();
    dataDir = server.dataDir;
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a newcomer signs up and confirms with the link from the server log', async ({ page }) => {
    // At start, one pt-BR line says e-mail is not configured and how to configure it.
    const notice = await server.waitForLine((l) => l.msg.startsWith('E-mail não configurado'));
    expect(notice.msg).toContain('SMTP_URL=');
    expect(notice.msg).toContain('campo mailLink');

    // No dev mailbox in production: the links are in the log only.
    expect((await page.request.get(`${server.baseURL}/dev/mailbox.json`)).status()).toBe(404);

    await fakeGoogle(page);
    const gsiRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(GSI_SRC)) gsiRequests.push(r.url());
    });
    const config = page.waitForResponse((r) => r.url().endsWith('/api/public/config'));
    await page.goto(server.baseURL);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    // No GOOGLE_CLIENT_ID on this server: no Google button, and Google's script never asked for.
    expect(await (await config).json()).toMatchObject({ googleClientId: null });
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('#google-signin')).toHaveCount(0);
    expect(gsiRequests).toEqual([]);
    await snap(page, 'first-run-sign-in', 360, 800);
    await snap(page, 'first-run-sign-in', 1920, 1080);

    const email = `novata-${Date.now().toString(36)}@exemplo.com.br`;
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.getByLabel('Nome').fill('Nina Prado');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('orbita-segura-1');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText(`Enviamos um link de confirmação para ${email}`)).toBeVisible();

    const line = await server.waitForLine((l) => l.to === email && typeof l.mailLink === 'string');
    expect(line.subject).toBe('Confirme seu e-mail no Orbita');
    const link = String(line.mailLink);
    expect(link).toMatch(new RegExp(`^${server.baseURL}/registro/Confirma\\?token=[\\w-]{20,}`));
    // The token is in its own field only; the message keeps the log's redaction.
    expect(line.msg).not.toContain('token=');

    await page.goto(link);
    await expect(page).toHaveURL(/\/me\/home$/);
    await expect(page.getByRole('dialog', { name: 'Como você vai usar o Orbita?' })).toBeVisible();
    await snap(page, 'first-run-confirmed', 360, 800);
    await snap(page, 'first-run-confirmed', 1920, 1080);
  });

  test('the Google button shows once the server restarts with GOOGLE_CLIENT_ID, same build', async ({
    page,
  }) => {
    await server.stop();
    server = await startProductionServer({
      dataDir,
      env: { GOOGLE_CLIENT_ID: 'orbita-e2e.apps.googleusercontent.com' },
    });
    await fakeGoogle(page);
    await page.goto(server.baseURL);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar com o Google' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __gsiClientId?: string }).__gsiClientId)).toBe(
      'orbita-e2e.apps.googleusercontent.com',
    );
    await snap(page, 'first-run-google', 360, 800);
    await snap(page, 'first-run-google', 1920, 1080);
  });
});
