import { expect, test, type Page } from '@playwright/test';
import {
  newBrowserPage,
  readyAccount,
  signedInPage,
  uniqueEmail,
  waitForMail,
} from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 20, a real "testing" status: the author puts a publication in Teste and adds an
 * e-mail to its audience; the invited person opens the signed link from the e-mail signed
 * out, selects a sentence and comments it; the author sees the comment live in the Revisão
 * tab and resolves it; the reviewer sees it resolved after a reload; once the publication
 * is in production the link answers that the review is closed.
 */
test.use({ actionTimeout: 20_000 });

const api = '/api/app/universo/publications';
const sentence = 'O vento norte chegou antes do amanhecer.';

/** Selects `text` inside the review's document as a reader's mouse would, and lets go. */
async function selectText(page: Page, text: string) {
  await page.getByTestId('review-document').evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = (n as Text).data.indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + wanted.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      root.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return;
    }
    throw new Error(`"${wanted}" not in the review`);
  }, text);
}

test('a testing-audience link opens for the invited e-mail, its comment reaches the author live and is resolved', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = uniqueEmail('revisao-autora');
  const reviewer = uniqueEmail('revisao-leitora');
  const headers = await readyAccount(request, owner, { name: 'Paula Autora' });
  const created = await request.post(api, {
    headers,
    data: { title: 'Relato da travessia', visibility: 'public' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The body is written in the editor (the collaborative document).
  const page = await signedInPage(browser, owner, `/universo/publicacao/${id}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  const body = page.getByRole('textbox', { name: 'Texto da publicação' });
  await body.click();
  await page.keyboard.type(`Saímos cedo do porto. ${sentence} Seguimos para o sul.`);
  await expect(body).toContainText(sentence);

  // Teste (the editor's status), then the reviewer's e-mail in the Revisão tab.
  await expect(async () => {
    const current = (await (await request.get(`${api}/${id}`, { headers })).json()) as {
      version: number;
    };
    const moved = await request.patch(`${api}/${id}`, {
      headers,
      data: { status: 'testing', version: current.version },
    });
    expect(moved.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Revisão' }).click();
  const since = Date.now() - 1000;
  await page.getByRole('textbox', { name: 'E-mails' }).fill(reviewer);
  await page.getByRole('button', { name: 'Adicionar à revisão' }).click();
  await expect(page.getByRole('list', { name: 'Quem revisa' })).toContainText(reviewer);

  const mail = await waitForMail(request, reviewer, /convidou você para revisar/, since);
  const link = /\/revisao\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // The reviewer, signed out on another device: the draft, a sentence selected, a comment.
  const guest = await newBrowserPage(browser);
  await guest.goto(link!);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Relato da travessia');
  await expect(guest.getByTestId('review-document')).toContainText(sentence);
  await selectText(guest, sentence);
  await guest.getByRole('button', { name: 'Comentar' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Comentar trecho' });
  await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue(/.+/);
  await dialog.getByRole('textbox', { name: 'Comentário' }).fill('Que vento? Diga a direção.');
  await dialog.getByRole('button', { name: 'Enviar comentário' }).click();
  await expect(dialog).toBeHidden();
  const guestList = guest.getByRole('list', { name: 'Comentários da revisão' });
  await expect(guestList).toContainText('Que vento? Diga a direção.');
  // The quote is marked in the text.
  await expect(guest.locator('[data-testid="review-document"] mark')).toHaveText(sentence);
  for (const width of [360, 1440]) {
    await snap(guest, 'revisao', width);
    expect(
      await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }

  // The author sees it in the Revisão tab without reloading, with the quote, and resolves it.
  const thread = page.getByRole('list', { name: 'Comentários' }).getByRole('listitem');
  await expect(thread).toHaveCount(1);
  await expect(thread.locator('blockquote')).toHaveText(sentence);
  await expect(thread).toContainText('Que vento? Diga a direção.');
  await thread.getByRole('button', { name: 'Resolver' }).click();
  await expect(page.getByText('Nenhum comentário aberto.')).toBeVisible();
  await page.getByRole('button', { name: /^Resolvidos/ }).click();
  await expect(page.getByRole('list', { name: 'Comentários' })).toContainText('Que vento?');

  await guest.reload();
  await expect(guestList.getByRole('listitem')).toContainText('Resolvido');

  // In production the link closes.
  expect((await request.post(`${api}/${id}/publish`, { headers })).status()).toBe(200);
  await guest.reload();
  await expect(guest.getByText('Esta revisão não está mais aberta.')).toBeVisible();
});
