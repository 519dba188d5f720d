import { expect, test, type Browser, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Realtime between two browsers, without reload. Invitations (a second member of one
 * workspace) do not exist yet, so the two browsers are the same person on two devices;
 * the change is a notification marked read (and then all of them), and what must follow
 * in the other browser is its unread badge and its list. Notifications are created with
 * the development-only `POST /dev/notifications`.
 */
/** A new device signed in, marked so that a reload would show. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await signedInPage(browser, email);
  // A mark on this document: still there at the end means nothing reloaded the page.
  await page.evaluate(
    () => ((window as unknown as Record<string, unknown>).orbitaSameDocument = true),
  );
  return page;
}

/** `POST /dev/notifications` from the page, as the signed-in web client (cookies + XSRF header). */
async function devNotification(
  page: Page,
  data: { title: string; body?: string; kind?: string; link?: string },
): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const xsrf = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length) ?? '',
    );
    const res = await fetch('/dev/notifications', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(body),
    });
    return res.status;
  }, data);
  expect(status).toBe(201);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
const rowOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** What the other browser must show: its badge's label, and optionally one row's read state. */
interface Expected {
  badge: string;
  row?: { title: string; unread: boolean };
  noUnreadRows?: boolean;
}

/**
 * Runs `act` in `actor` and measures, on the machine's one wall clock, from the moment the
 * actor's write request started (Playwright's request timing) to the first animation
 * frame in which `watcher` shows `expected` (checked in the page, so Playwright's own
 * 100–1000 ms retry spacing and click overhead are not counted). The latency is recorded, not
 * asserted: a loaded machine must not fail a test of behaviour (timings are `npm run bench`'s).
 */
async function changeShown(
  actor: Page,
  urlPart: string,
  act: () => Promise<unknown>,
  watcher: Page,
  expected: Expected,
): Promise<number> {
  const request = actor.waitForRequest((r) => r.url().includes(urlPart) && r.method() !== 'GET');
  const seen = watcher.waitForFunction(
    ({ badge, row, noUnreadRows }) => {
      const bellLink = document.querySelector('header a[aria-label^="Notificações"]');
      if (bellLink?.getAttribute('aria-label') !== badge) return false;
      if (noUnreadRows && document.querySelector('[data-unread]')) return false;
      if (row) {
        const item = Array.from(document.querySelectorAll('li')).find((li) =>
          li.querySelector('h2')?.textContent?.endsWith(row.title),
        );
        if (!item || item.hasAttribute('data-unread') !== row.unread) return false;
      }
      return Date.now();
    },
    expected,
    { polling: 'raf', timeout: 10_000 },
  );
  await act();
  const sent = await request;
  await sent.response();
  const seenAt = (await (await seen).jsonValue()) as number;
  const latency = Math.round(seenAt - sent.timing().startTime);
  return latency;
}

test('a change in one browser shows in the other, without reload', async ({ browser, request }) => {
  const email = uniqueEmail('rita');
  await readyAccount(request, email);
  const phone = await signIn(browser, email);
  const laptop = await signIn(browser, email);
  await expect(bell(phone)).toHaveAccessibleName('Notificações');
  await expect(bell(laptop)).toHaveAccessibleName('Notificações');
  const measured: Record<string, number> = {};

  // The empty inbox.
  await bell(laptop).click();
  await expect(laptop).toHaveURL(/\/comunicacao\/notificacoes$/);
  await expect(laptop.getByText('Nenhuma notificação por aqui.')).toBeVisible();
  await laptop.mouse.move(600, 700); // away from the bell, so its tooltip is not in the picture
  await snap(laptop, 'notifications-empty', 360, 800);
  await snap(laptop, 'notifications-empty', 1920, 1080);
  await laptop.setViewportSize({ width: 1280, height: 800 });

  // New notifications reach both browsers live: badge, toast, list.
  measured.created = await changeShown(
    phone,
    '/dev/notifications',
    () =>
      devNotification(phone, {
        title: 'Reunião de planejamento às 15h',
        body: 'A pauta está no quadro do time.',
        kind: 'task',
        link: '/flow/tarefas',
      }),
    laptop,
    {
      badge: 'Notificações: 1 não lida',
      row: { title: 'Reunião de planejamento às 15h', unread: true },
    },
  );
  await expect(bell(phone)).toHaveAccessibleName('Notificações: 1 não lida');
  await expect(
    laptop.locator('.Toastify').getByText('Reunião de planejamento às 15h'),
  ).toBeVisible();
  await devNotification(phone, { title: 'Pagamento de R$ 1.250,00 recebido', kind: 'finance' });
  await devNotification(phone, {
    title: 'Você ganhou 10 moedas',
    body: 'Sequência de 3 dias de acesso.',
    kind: 'reward',
  });
  await expect(bell(laptop)).toHaveAccessibleName('Notificações: 3 não lidas');
  await expect(laptop.getByRole('listitem')).toHaveCount(3);

  // Info toasts stay until dismissed (spec §8), one at a time: the newest only.
  for (const page of [phone, laptop]) {
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    await expect(page.locator('.Toastify__toast')).toContainText('Você ganhou 10 moedas');
    await page.getByRole('button', { name: 'close' }).click();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  }
  await bell(phone).click();
  await expect(phone.getByRole('listitem')).toHaveCount(3);

  // Marked read on the phone: the laptop's badge and row follow.
  measured.markOne = await changeShown(
    phone,
    '/api/app/comunicacao/notificacoes/',
    () =>
      phone
        .getByRole('button', { name: 'Marcar como lida: Pagamento de R$ 1.250,00 recebido' })
        .click(),
    laptop,
    {
      badge: 'Notificações: 2 não lidas',
      row: { title: 'Pagamento de R$ 1.250,00 recebido', unread: false },
    },
  );
  await expect(rowOf(laptop, 'Você ganhou 10 moedas')).toHaveAttribute('data-unread', 'true');
  await laptop.mouse.move(600, 700);
  await snap(laptop, 'notifications', 360, 800);
  await snap(laptop, 'notifications', 1920, 1080);
  await laptop.setViewportSize({ width: 1280, height: 800 });

  // All marked read on the laptop: the phone follows.
  measured.markAll = await changeShown(
    laptop,
    '/marcar-todas-lidas',
    () => laptop.getByRole('button', { name: 'Marcar todas como lidas' }).click(),
    phone,
    { badge: 'Notificações', noUnreadRows: true },
  );
  await expect(laptop.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  await phone.getByRole('button', { name: 'Não lidas' }).click();
  await expect(phone.getByText('Nenhuma notificação por aqui.')).toBeVisible();

  // Nothing above reloaded a page: each is still the document signed in at the start.
  for (const page of [phone, laptop]) {
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).orbitaSameDocument),
    ).toBe(true);
  }
  test.info().annotations.push({ type: 'latência (ms)', description: JSON.stringify(measured) });
  console.log(`realtime latencies (ms): ${JSON.stringify(measured)}`);
});
