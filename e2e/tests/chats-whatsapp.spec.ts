import { test as base, expect, type Page } from '@playwright/test';
import { chatMessages } from '../../packages/contracts/src/chats/shared';
import {
  base as api,
  chatsWorkspace,
  connectThroughApi,
  created,
  createList,
  markDocument,
  ok,
  sameDocument,
  signedInOn,
  startChatsOrbita,
  statusWebhook,
  textWebhook,
  webhookUrl,
  type ChatsOrbita,
} from '../support/chats';
import { snap } from '../support/screenshots';

/**
 * WhatsApp in the browser (issue 21): an Admin connects the Cloud API in the WhatsApp tab
 * (against the local fake Graph API), a signed webhook from a new number shows live in the
 * open inbox, the conversation is assigned, answered with a canned response (`/ola`), the
 * answer goes "Enviada" when the fake accepts it and "Lida" after a read status, and the
 * message becomes a task. Outside the 24 h window only approved templates can be sent.
 */
const test = base.extend<object, { orbita: ChatsOrbita }>({
  orbita: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const orbita = await startChatsOrbita();
      await use(orbita);
      await orbita.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ orbita }, use) => use(orbita.url),
});

/** The conversation's row in the inbox list (a link named by the title, then its unread count). */
const inboxRow = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Conversas' })
    .getByRole('link', { name: new RegExp(`^${title}`) });

/** One message bubble of the open conversation (the log labelled "Mensagens"). */
const bubble = (page: Page, text: string) =>
  page
    .getByRole('log', { name: 'Mensagens' })
    .locator('[data-message-id]')
    .filter({ hasText: text });

test('an Admin connects WhatsApp; a message arrives live, is assigned, answered with a canned response (Enviada → Lida) and becomes a task', async ({
  browser,
  request,
  orbita,
}) => {
  test.setTimeout(300_000);
  const { owner, members } = await chatsWorkspace(request, 'chats-wa', 'Ana Admin', [
    'Beto Atendente',
  ]);
  const beto = members[0]!;
  const listId = await createList(request, owner.headers, 'Atendimentos');
  // A canned response, made before the page opens (the composer reads them once).
  const canned = 'Olá! Recebemos sua mensagem e já vamos te ajudar.';
  await created(
    request.post(`${api}/respostas-prontas`, {
      headers: owner.headers,
      data: { shortcut: 'ola', text: canned },
    }),
  );
  const cannedList = await ok<{ items: { shortcut: string }[] }>(
    request.get(`${api}/respostas-prontas`, { headers: owner.headers }),
  );
  expect(cannedList.items.map((c) => c.shortcut)).toContain('ola');
  // The WhatsApp tab: the Admin types what Meta's panel shows and connects.
  const { graph, connection: c } = await orbita.newGraph();
  const page = await signedInOn(browser, orbita, owner.email, '/comunicacao/chats?aba=whatsapp');
  await page.setViewportSize({ width: 1920, height: 1000 });
  const tab = page.getByRole('tabpanel');
  await tab.getByLabel(/ID do número/i).fill(c.phoneNumberId);
  await tab.getByLabel(/ID da conta/i).fill(c.wabaId);
  await tab.getByLabel(/Token de acesso/i).fill(c.accessToken);
  await tab.getByLabel(/Chave secreta/i).fill(c.appSecret);
  await tab.getByRole('button', { name: /^Conectar/ }).click();
  // Connected: the health card, the webhook URL to paste in Meta's panel, the synced templates.
  await expect(tab.getByText('retomar_conversa')).toBeVisible();
  const url = await webhookUrl(request, owner.headers);
  await expect(tab.getByText(url)).toBeVisible();
  const connected = await ok<{ connected: boolean; tokenValid: boolean | null }>(
    request.get(`${api}/whatsapp`, { headers: owner.headers }),
  );
  expect(connected.connected).toBe(true);
  await snap(page, 'chats-whatsapp-tab', 1920);
  await snap(page, 'chats-whatsapp-tab', 360);
  await page.setViewportSize({ width: 1920, height: 1000 });

  // The inbox is open; a new number writes. It shows without a reload.
  await page.goto('/comunicacao/chats');
  await expect(page.getByText('Nenhuma conversa ainda')).toBeVisible();
  await markDocument(page);
  const from = `55419${String(Date.now()).slice(-8)}`;
  const inbound = textWebhook(c, {
    from,
    name: 'Marina Cliente',
    text: 'Oi! Vocês entregam em Curitiba?',
  });
  const delivered = await graph.deliverWebhook(url, inbound.body, c.appSecret);
  expect(delivered.status).toBe(200);
  const row = inboxRow(page, 'Marina Cliente');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Oi! Vocês entregam em Curitiba?');
  expect(await sameDocument(page)).toBe(true);
  await snap(page, 'chats-inbox', 1920);
  await snap(page, 'chats-inbox', 360);
  await page.setViewportSize({ width: 1920, height: 1000 });

  // Open it; assign it to Beto.
  await row.click();
  await expect(page).toHaveURL(/\/comunicacao\/chat\/[0-9a-f-]{36}/);
  const conversationId = /chat\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(bubble(page, 'Oi! Vocês entregam em Curitiba?')).toBeVisible();
  await page
    .getByRole('combobox', { name: /Responsável/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'Beto Atendente' }).click();
  await expect
    .poll(
      async () =>
        (
          await ok<{ assignee: { id: string } | null }>(
            request.get(`${api}/conversas/${conversationId}`, { headers: owner.headers }),
          )
        ).assignee?.id,
      { message: 'a conversa ficou com o Beto' },
    )
    .toBe(beto.id);

  // Answer with the canned response: "/ola" in the composer, Enter inserts it, Enter sends.
  const composer = page.getByRole('combobox', { name: 'Mensagem', exact: true });
  await composer.click();
  await composer.pressSequentially('/ola');
  await expect(
    page.getByRole('listbox', { name: 'Respostas prontas' }).getByRole('option', { name: /\/ola/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(composer).toHaveValue(canned);
  await page.keyboard.press('Enter');
  const answer = bubble(page, canned);
  await expect(answer).toBeVisible();
  // The fake accepted it: "Enviada"; the send went to the contact with the canned text.
  await expect(answer.getByRole('img', { name: 'Enviada' })).toBeVisible();
  expect(graph.sent).toHaveLength(1);
  const sentBody = graph.sent[0]!.body as { to: string; type: string; text?: { body: string } };
  expect(sentBody.to.replace(/\D/g, '')).toBe(from);
  expect(sentBody.text?.body).toBe(canned);
  const waMessageId = graph.sent[0]!.waMessageId;

  // Meta reports it read: "Lida", live.
  await graph.deliverWebhook(
    url,
    statusWebhook(c, { id: waMessageId, status: 'read', recipient: from }),
    c.appSecret,
  );
  await expect(answer.getByRole('img', { name: 'Lida' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await snap(page, 'chats-conversation', 1920);
  await snap(page, 'chats-conversation', 360);
  await page.setViewportSize({ width: 1920, height: 1000 });

  // The customer's message becomes a task in "Atendimentos".
  const question = bubble(page, 'Oi! Vocês entregam em Curitiba?');
  await question.hover();
  // The ⋯ button sits beside the bubble, in its row.
  await question.locator('xpath=..').getByRole('button', { name: 'Ações da mensagem' }).click();
  const menu = page.getByRole('menu', { name: 'Ações da mensagem' });
  await expect(menu.getByText('Transformar em…')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Tarefa', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Transformar em tarefa' });
  await dialog.getByRole('combobox', { name: 'Lista' }).click();
  await page.getByRole('option', { name: 'Atendimentos' }).click();
  await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(page.getByText('Tarefa criada.').first()).toBeVisible();
  const tasks = await ok<{ items: { title: string }[] }>(
    request.get(`/api/app/flow/lists/${listId}/tasks`, { headers: owner.headers }),
  );
  expect(tasks.items.map((t) => t.title).join('\n')).toContain('Oi! Vocês entregam em Curitiba?');
  await page.goto(`/flow/lista/${listId}`);
  await expect(page.getByText('Oi! Vocês entregam em Curitiba?').first()).toBeVisible();

  // Contacts: the new number became a contact.
  await page.goto('/comunicacao/chats?aba=contatos');
  await expect(page.getByRole('table').getByText('Marina Cliente')).toBeVisible();
  await snap(page, 'chats-contacts', 1920);
  await snap(page, 'chats-contacts', 360);
});

test('outside the 24 h window the composer offers only approved templates, says why, and a template is sent', async ({
  browser,
  request,
  orbita,
}) => {
  test.setTimeout(240_000);
  const { owner } = await chatsWorkspace(request, 'chats-janela', 'Caio Admin');
  const { graph, connection: c } = await orbita.newGraph();
  const url = await connectThroughApi(request, owner.headers, c);

  // The contact last wrote 25 hours ago (WhatsApp's own timestamp).
  const from = `55119${String(Date.now()).slice(-8)}`;
  const old = textWebhook(c, {
    from,
    name: 'Rui Antigo',
    text: 'Quero saber do meu pedido',
    at: new Date(Date.now() - 25 * 60 * 60 * 1000),
  });
  expect((await graph.deliverWebhook(url, old.body, c.appSecret)).status).toBe(200);
  let conversationId = '';
  await expect
    .poll(
      async () => {
        const page = await ok<{ items: { id: string; title: string }[] }>(
          request.get(`${api}/conversas?kind=whatsapp`, { headers: owner.headers }),
        );
        conversationId = page.items.find((i) => i.title === 'Rui Antigo')?.id ?? '';
        return conversationId;
      },
      { message: 'a conversa do webhook antigo existe' },
    )
    .not.toBe('');
  // The API refuses free text with the same reason.
  const refused = await request.post(`${api}/conversas/${conversationId}/mensagens`, {
    headers: owner.headers,
    data: { kind: 'text', text: 'Oi?', clientId: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(422);

  const page = await signedInOn(
    browser,
    orbita,
    owner.email,
    `/comunicacao/chat/${conversationId}`,
  );
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect(bubble(page, 'Quero saber do meu pedido')).toBeVisible();
  await expect(page.getByText(chatMessages.windowClosed)).toBeVisible();
  // No free-form composer; the template picker offers the approved ones only.
  await expect(page.getByRole('combobox', { name: 'Mensagem', exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Modelo' }).click();
  await expect(page.getByRole('option', { name: /retomar_conversa/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /pedido_enviado/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /promocao_semana|modelo_recusado/ })).toHaveCount(
    0,
  );
  await page.getByRole('option', { name: /retomar_conversa/ }).click();
  await page.getByRole('textbox', { name: 'Campo {{1}}' }).fill('Rui');
  await expect(
    page.getByText('Olá, Rui! Podemos continuar o seu atendimento por aqui?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enviar modelo' }).click();

  const sentTemplate = bubble(page, 'Olá, Rui!');
  await expect(sentTemplate.getByRole('img', { name: 'Enviada' })).toBeVisible();
  expect(graph.sent).toHaveLength(1);
  const body = graph.sent[0]!.body as {
    type: string;
    template?: { name: string; language: { code: string } };
  };
  expect(body.type).toBe('template');
  expect(body.template?.name).toBe('retomar_conversa');
  // Still outside the window (a template does not open it): the reason stays, no free text.
  await expect(page.getByText(chatMessages.windowClosed)).toBeVisible();
  await snap(page, 'chats-window-closed', 1920);
  await snap(page, 'chats-window-closed', 360);
});
