import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from '../support/auth';
import { base as api, chatsWorkspace, created, markDocument, sameDocument } from '../support/chats';
import { snap } from '../support/screenshots';

/**
 * Team chats (issue 21): two members of one workspace, each in their own browser, in a
 * direct chat. What one sends shows on the other side without reload, the side menu's
 * unread badge on the chats entry counts it while the other is elsewhere and clears once read,
 * and "digitando…" shows while the other types. No WhatsApp involved: the suite's server.
 */

/** The side menu's chats entry (its unread badge is inside it), whatever its title. */
const menuEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu principal' }).locator('a[href="/comunicacao/chats"]');

const bubble = (page: Page, text: string) =>
  page
    .getByRole('log', { name: 'Mensagens' })
    .locator('[data-message-id]')
    .filter({ hasText: text });

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('combobox', { name: 'Mensagem', exact: true });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
}

test('two members chat live in a direct chat: messages, the unread badge and "digitando…" without reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { owner, members } = await chatsWorkspace(request, 'chats-time', 'Olga Dona', [
    'Edu Editor',
  ]);
  const edu = members[0]!;
  const chat = await created<{ id: string; kind: string }>(
    request.post(`${api}/conversas`, {
      headers: owner.headers,
      data: { kind: 'direct', userId: edu.id },
    }),
  );
  expect(chat.kind).toBe('direct');

  // Olga in the chat; Edu elsewhere (his home), the side menu in view.
  const olga = await signedInPage(browser, owner.email, `/comunicacao/chat/${chat.id}`);
  const eduPage = await signedInPage(browser, edu.email);
  await olga.setViewportSize({ width: 1920, height: 1000 });
  await eduPage.setViewportSize({ width: 1920, height: 1000 });
  await expect(olga.getByRole('combobox', { name: 'Mensagem', exact: true })).toBeVisible();
  await expect(menuEntry(eduPage)).toBeVisible();
  await markDocument(olga);
  await markDocument(eduPage);

  // Olga writes: Edu's badge counts it, live.
  await send(olga, 'Edu, você revisa o orçamento hoje?');
  await expect(bubble(olga, 'Edu, você revisa o orçamento hoje?')).toBeVisible();
  await expect(menuEntry(eduPage)).toContainText('1');
  expect(await sameDocument(eduPage)).toBe(true);

  // Edu opens the chat (a click, no reload): the message is there and the badge clears.
  // Enter on the focused link: a click at the menu's lower edge could land on the next entry
  // while the badge and toasts move things.
  await menuEntry(eduPage).focus();
  await menuEntry(eduPage).press('Enter');
  await expect(eduPage).toHaveURL(/\/comunicacao\/chats/);
  // The link to this chat, not "a link saying Olga Dona": the URL changes before the chats
  // screen replaces the dashboard (navigations render in a transition), and the dashboard's
  // notifications widget also lists "Olga Dona", linking to the notifications (ci63).
  await eduPage
    .getByRole('main')
    .locator(`a[href^="/comunicacao/chat/${chat.id}"]`)
    .first()
    .click();
  await expect(bubble(eduPage, 'Edu, você revisa o orçamento hoje?')).toBeVisible();
  await expect(menuEntry(eduPage)).not.toContainText('1');
  expect(await sameDocument(eduPage)).toBe(true);

  // Edu types: Olga sees "digitando…"; he sends: Olga sees it, without reload.
  const eduComposer = eduPage.getByRole('combobox', { name: 'Mensagem', exact: true });
  await eduComposer.pressSequentially('Revis', { delay: 50 });
  await expect(olga.getByText(/Edu Editor está digitando/)).toBeVisible();
  await snap(olga, 'chats-team-typing', 1920);
  await eduComposer.pressSequentially('o sim, até as 17h.', { delay: 20 });
  await eduComposer.press('Enter');
  await expect(bubble(olga, 'Reviso sim, até as 17h.')).toBeVisible();
  expect(await sameDocument(olga)).toBe(true);

  // And back again while Edu keeps the chat open: it arrives, and the badge stays clear
  // (he is reading it).
  await send(olga, 'Obrigada!');
  await expect(bubble(eduPage, 'Obrigada!')).toBeVisible();
  await expect(menuEntry(eduPage)).not.toContainText('1');
  expect(await sameDocument(eduPage)).toBe(true);
  await snap(eduPage, 'chats-team', 1920);
  await snap(eduPage, 'chats-team', 360);
});
