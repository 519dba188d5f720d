import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { connectDatabase } from '../apps/server/src/platform/db/client';
import { users } from '../apps/server/src/platform/identity/schema';
import { createMember } from '../apps/server/src/test/kit/fast-people';
import { launchBenchBrowser } from './support/browser';
import { startBenchDatabase, startOrbita } from './support/servers';

/**
 * Chats in the browser with big data (issue 21): the shared inbox of a workspace with 10,000
 * WhatsApp conversations (first render: route open → first row on screen; rows in the DOM),
 * and one conversation of 50,000 messages (first render: route open → the newest message on
 * screen; messages in the DOM), then 5 s of scrolling towards the top (one step per animation
 * frame; frame times p50/p95/max, the oldest message reached, messages in the DOM after) at
 * full speed and with the CPU throttled 4×. Seeded in bulk with SQL (generate_series).
 * Headless Debian Chromium against the production build (`npm run bench` builds both).
 * Alone: `npx tsx bench/chats-web.ts`; results in bench/results/chats-web.json.
 */
const CONVERSATIONS = Number(process.env.CHATS_WEB_CONVERSATIONS ?? 10_000);
const MESSAGES = Number(process.env.CHATS_WEB_MESSAGES ?? 50_000);
const PASSWORD = 'orbita-bench-1';
/** Every wait has a bound and says what it waited for (a missing label fails fast, not at 30 min). */
const WAIT_MS = 90_000;

export interface ChatsWebResult {
  conversations: number;
  messages: number;
  inboxFirstRowMs: number;
  inboxRowsInDom: number;
  conversationFirstRenderMs: number;
  messagesInDom: number;
  scroll: ScrollFigures;
  scroll4x: ScrollFigures;
  /** The machine's 1-minute load average at the end (figures on a busy machine read accordingly). */
  load: number;
}

interface ScrollFigures {
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
  frameMaxMs: number;
  /** The lowest "Mensagem N" on screen after the scroll (N = 50,000 at the start). */
  oldestReached: number;
  messagesInDom: number;
}

type Handle = ReturnType<typeof connectDatabase>;

/**
 * 10,000 contacts, each with a WhatsApp conversation and one inbound message (the inbox
 * list), and one contact whose conversation holds `messages` messages (in and out, read).
 */
async function seed(handle: Handle, workspaceId: string, conversations: number, messages: number) {
  const q = (text: string, values: unknown[]) => handle.pool.query(text, values);
  await q(
    `with c as (
       insert into chat_contacts (workspace_id, name, whatsapp_name, last_message_at)
       select $1, 'Contato ' || g, 'Contato ' || g, now() - g * interval '1 minute'
       from generate_series(1, $2::int) g
       returning id, name, last_message_at
     ), p as (
       insert into chat_contact_phones (workspace_id, contact_id, e164, whatsapp)
       select $1, c.id, '+5541' || lpad((900000000 + row_number() over ())::text, 9, '0'), true
       from c
     ), v as (
       insert into chat_conversations
         (workspace_id, kind, contact_id, last_seq, last_message_at, last_inbound_at)
       select $1, 'whatsapp', c.id, 1, c.last_message_at, c.last_message_at from c
       returning id, last_message_at
     )
     insert into chat_messages (workspace_id, conversation_id, seq, direction, kind, text, created_at)
     select $1, v.id, 1, 'in', 'text', 'Olá, tudo bem? Pedido ' || row_number() over (), v.last_message_at
     from v`,
    [workspaceId, conversations],
  );
  await q(
    `update chat_conversations v set last_message_id = m.id
     from chat_messages m where m.conversation_id = v.id and m.seq = v.last_seq
       and v.workspace_id = $1`,
    [workspaceId],
  );
  const contact = await q(
    `insert into chat_contacts (workspace_id, name, last_message_at)
     values ($1, 'Cliente Antigo', now()) returning id`,
    [workspaceId],
  );
  const contactId = (contact.rows[0] as { id: string }).id;
  await q(
    `insert into chat_contact_phones (workspace_id, contact_id, e164, whatsapp)
     values ($1, $2, '+5541988880000', true)`,
    [workspaceId, contactId],
  );
  const conversation = await q(
    `insert into chat_conversations
       (workspace_id, kind, contact_id, last_seq, last_message_at, last_inbound_at)
     values ($1, 'whatsapp', $2, $3, now(), now()) returning id`,
    [workspaceId, contactId, messages],
  );
  const conversationId = (conversation.rows[0] as { id: string }).id;
  // Every other message outbound (read); a minute apart, so day separators appear too.
  await q(
    `insert into chat_messages
       (workspace_id, conversation_id, seq, direction, kind, text, status, created_at)
     select $1, $2, g, case when g % 2 = 0 then 'out' else 'in' end, 'text',
            'Mensagem ' || g || case when g % 7 = 0 then E'\\ncom uma segunda linha' else '' end,
            case when g % 2 = 0 then 'read' end,
            now() - ($3::int - g) * interval '1 minute'
     from generate_series(1, $3::int) g`,
    [workspaceId, conversationId, messages],
  );
  await q(
    `update chat_conversations set last_message_id =
       (select id from chat_messages where conversation_id = $1 and seq = $2)
     where id = $1`,
    [conversationId, messages],
  );
  await q('analyze', []);
  return { conversationId };
}

/**
 * In-page code as a string (tsx would wrap named functions of a page.evaluate callback in
 * its `__name` helper, which the page lacks): finds the message list's scroller (the nearest
 * scrollable ancestor of the list labelled "Mensagens"), moves it up `step` px per frame for
 * `ms`, and answers every frame's duration.
 */
const SCROLL_SCRIPT = `(ms, step) => new Promise((resolve, reject) => {
  const list = document.querySelector('[role=log][aria-label="Mensagens"]');
  if (!list) return reject(new Error('lista "Mensagens" não encontrada'));
  let el = list;
  while (el && !(el.scrollHeight > el.clientHeight + 1 &&
    /(auto|scroll)/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
  if (!el) return reject(new Error('nenhum elemento rolável em volta de "Mensagens"'));
  const frames = [];
  const start = performance.now();
  let last = start;
  const tick = (now) => {
    frames.push(now - last);
    last = now;
    el.scrollTop = Math.max(0, el.scrollTop - step);
    if (now - start < ms) requestAnimationFrame(tick);
    else resolve(frames.slice(1));
  };
  requestAnimationFrame(tick);
})`;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const one = (v: number) => Math.round(v * 10) / 10;
const since = (t: number) => Math.round(performance.now() - t);

const messageItems = (page: Page) =>
  page.locator('[role=log][aria-label="Mensagens"] [data-message-id]');

/** The lowest "Mensagem N" in the DOM (the oldest message the scroll reached). */
async function oldestShown(page: Page): Promise<number> {
  const texts = await messageItems(page).allInnerTexts();
  const seqs = texts
    .map((t) => /Mensagem (\d+)/.exec(t)?.[1])
    .filter((s): s is string => !!s)
    .map(Number);
  return seqs.length ? Math.min(...seqs) : 0;
}

async function scrollUp(page: Page): Promise<ScrollFigures> {
  const frames = (await page.evaluate(`(${SCROLL_SCRIPT})(5000, 400)`)) as number[];
  await page.waitForTimeout(500);
  return {
    frames: frames.length,
    frameP50Ms: one(pct(frames, 50)),
    frameP95Ms: one(pct(frames, 95)),
    frameMaxMs: one(Math.max(0, ...frames)),
    oldestReached: await oldestShown(page),
    messagesInDom: await messageItems(page).count(),
  };
}

async function waitFor(what: string, promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (error) {
    throw new Error(`chats-web: esperava ${what} em ${WAIT_MS / 1000} s: ${String(error)}`, {
      cause: error,
    });
  }
}

export async function runChatsWebBench(): Promise<ChatsWebResult> {
  const database = await startBenchDatabase();
  const server = await startOrbita(database.url);
  const handle = connectDatabase(database.url);
  const browser = await launchBenchBrowser();
  try {
    const { user, workspace } = await createMember(handle, 'owner', 'Bench Conversas', {
      accountType: 'organization',
    });
    const email = `chats-web-${Date.now()}@exemplo.com.br`;
    await handle.db
      .update(users)
      .set({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailConfirmedAt: new Date(),
        checkpoints: [],
      })
      .where(eq(users.id, user.id));
    const seedStart = performance.now();
    const { conversationId } = await seed(handle, workspace.id, CONVERSATIONS, MESSAGES);
    console.log(`chats-web: dados semeados em ${since(seedStart)} ms`);

    const page = await browser.newPage({
      viewport: { width: 1920, height: 1080 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(`${server.url}/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await waitFor('a home depois de entrar', page.waitForURL(/\/me\/home$/));

    // The inbox: the newest conversation ("Cliente Antigo", seeded last with now()) first.
    let t = performance.now();
    await page.goto(`${server.url}/comunicacao/chats`);
    await waitFor(
      'a primeira conversa da caixa ("Cliente Antigo")',
      page
        .getByRole('list', { name: 'Conversas' })
        .getByRole('link', { name: /^Cliente Antigo/ })
        .waitFor(),
    );
    const inboxFirstRowMs = since(t);
    await waitFor(
      'a conversa "Contato 1" na lista',
      page.getByText('Contato 1', { exact: true }).first().waitFor(),
    );
    const inboxRowsInDom = await page
      .getByRole('list', { name: 'Conversas' })
      .getByRole('link')
      .count();

    // The conversation of 50,000 messages: the newest on screen.
    t = performance.now();
    await page.goto(`${server.url}/comunicacao/chat/${conversationId}`);
    await waitFor(
      `a mensagem mais nova ("Mensagem ${MESSAGES}")`,
      // In the conversation's log: the inbox beside it previews the same text.
      page
        .getByRole('log', { name: 'Mensagens' })
        .getByText(`Mensagem ${MESSAGES}`, { exact: true })
        .waitFor(),
    );
    const conversationFirstRenderMs = since(t);
    await page.waitForTimeout(500);
    const messagesInDom = await messageItems(page).count();

    const scroll = await scrollUp(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scroll4x = await scrollUp(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    return {
      conversations: CONVERSATIONS + 1,
      messages: MESSAGES,
      inboxFirstRowMs,
      inboxRowsInDom,
      conversationFirstRenderMs,
      messagesInDom,
      scroll,
      scroll4x,
      load: Math.round(os.loadavg()[0]! * 10) / 10,
    };
  } finally {
    await browser.close();
    await handle.close();
    await server.stop();
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runChatsWebBench();
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'chats-web.json'),
    JSON.stringify({ at: new Date().toISOString(), data: result }, null, 2) + '\n',
  );
  const { scroll, scroll4x, ...figures } = result;
  console.table(figures);
  console.table({ 'rolagem 1×': scroll, 'rolagem 4×': scroll4x });
}
