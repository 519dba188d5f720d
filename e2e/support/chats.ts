import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Page,
} from '@playwright/test';
import { newBrowserPage, readyAccount, signIn, uniqueEmail, waitForMail } from './auth';
import { startProductionServer } from './production-server';
import {
  startFakeGraph,
  type FakeGraph,
} from '../../apps/server/src/modules/chats/whatsapp/graph/fake-graph';

/**
 * Chats (issue 21) browser-test support: an Orbita of its own whose WHATSAPP_GRAPH_URL points
 * at the local fake Graph API (HA's fake-graph.ts, started in the test worker), Meta-shaped
 * webhook bodies (text message, status) delivered signed like Meta does, and a workspace with
 * members. The suite's shared server has no fake Graph API (its variables are read at start),
 * hence the own server, like facebook.spec.ts.
 */

export const base = '/api/app/comunicacao';
export interface ConnectionInput {
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
  appSecret: string;
}
const digits = (n: number) =>
  Array.from(randomBytes(n), (b) => String(b % 10))
    .join('')
    .replace(/^0/, '1');

export interface ChatsOrbita {
  url: string;
  /**
   * A fresh fake Graph API for one test (its own phone number id and token: a number belongs
   * to one workspace only), which the server's WHATSAPP_GRAPH_URL now reaches, and what the
   * Admin types to connect to it.
   */
  newGraph(): Promise<{ graph: FakeGraph; connection: ConnectionInput }>;
  stop(): Promise<void>;
}

/**
 * Orbita (development mode: the dev mailbox confirms accounts) whose WHATSAPP_GRAPH_URL is a
 * small forwarder in this worker: the variable is read once at start, and each test gets its
 * own fake Graph API behind it.
 */
export async function startChatsOrbita(): Promise<ChatsOrbita> {
  let target: FakeGraph | null = null;
  const forwarder = http.createServer((req, res) => {
    if (!target) {
      res.writeHead(503).end();
      return;
    }
    const out = http.request(
      `${target.origin}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target.origin).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  const port = (forwarder.address() as AddressInfo).port;
  const graphs: FakeGraph[] = [];
  const server = await startProductionServer({
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      AUTH_LOGIN_IP_LIMIT: '100000',
      AUTH_REGISTER_LIMIT: '200',
      WHATSAPP_GRAPH_URL: `http://127.0.0.1:${port}/v21.0`,
      CHATS_SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  return {
    url: server.baseURL,
    newGraph: async () => {
      const graph = await startFakeGraph({ phoneNumberId: digits(15), wabaId: digits(15) });
      graphs.push(graph);
      target = graph;
      return {
        graph,
        connection: {
          phoneNumberId: graph.phoneNumberId,
          wabaId: graph.wabaId,
          accessToken: graph.accessToken,
          appSecret: randomBytes(16).toString('hex'),
        },
      };
    },
    stop: async () => {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      for (const graph of graphs) await graph.close();
      forwarder.closeAllConnections();
      await new Promise((resolve) => forwarder.close(resolve));
    },
  };
}

/** The status and the JSON of an API answer, failing with its body when the status differs. */
export async function ok<T>(response: Promise<APIResponse>, status = 200): Promise<T> {
  const r = await response;
  const text = await r.text();
  expect(r.status(), text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A create's answer (200 or 201: the module decides), failing with its body otherwise. */
export async function created<T>(response: Promise<APIResponse>): Promise<T> {
  const r = await response;
  const text = await r.text();
  expect([200, 201], text).toContain(r.status());
  return JSON.parse(text) as T;
}

export interface Member {
  email: string;
  name: string;
  headers: Record<string, string>;
  id: string;
}

/**
 * A workspace (its owner an Admin) and `others` invited as Editors who accepted; every one
 * of them has it as the current workspace.
 */
export async function chatsWorkspace(
  request: APIRequestContext,
  tag: string,
  owner: string,
  others: string[] = [],
): Promise<{ workspaceId: string; owner: Member; members: Member[] }> {
  const make = async (name: string, accountType: 'creator' | 'tourist'): Promise<Member> => {
    const email = uniqueEmail(tag);
    const headers = await readyAccount(request, email, { name, accountType });
    return { email, name, headers, id: '' };
  };
  const admin = await make(owner, 'creator');
  const workspaceName = `Atendimento ${Date.now().toString(36)}`;
  const { id: workspaceId } = await ok<{ id: string }>(
    request.post('/api/app/conta/contas', {
      headers: admin.headers,
      data: { name: workspaceName },
    }),
    201,
  );
  const members: Member[] = [];
  for (const name of others) {
    const member = await make(name, 'tourist');
    const since = Date.now() - 1000;
    await ok(
      request.post(`/api/app/conta/contas/${workspaceId}/convites`, {
        headers: admin.headers,
        data: { email: member.email, role: 'editor' },
      }),
      201,
    );
    const mail = await waitForMail(request, member.email, /Convite para a conta/, since);
    const token = decodeURIComponent(/\?convite=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
    await ok(
      request.post('/api/app/conta/convites/aceite', { headers: member.headers, data: { token } }),
    );
    members.push(member);
  }
  // Ids from the member list (what the API's userId fields take).
  const list = await ok<{ userId: string; email: string }[]>(
    request.get(`/api/app/conta/contas/${workspaceId}/membros`, { headers: admin.headers }),
  );
  for (const m of [admin, ...members]) m.id = list.find((x) => x.email === m.email)!.userId;
  for (const m of [admin, ...members])
    expect(
      (
        await request.put(`/api/app/conta/contas/${workspaceId}/atual`, { headers: m.headers })
      ).ok(),
    ).toBe(true);
  return { workspaceId, owner: admin, members };
}

let sequence = 0;
/** A WhatsApp message id in Meta's style, unique per call. */
export const waId = () =>
  `wamid.${Buffer.from(`E2E${Date.now()}${process.pid}${++sequence}${randomBytes(6).toString('hex')}`).toString('base64')}`;

const envelope = (c: ConnectionInput, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: c.wabaId,
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: {
              display_phone_number: '15550783881',
              phone_number_id: c.phoneNumberId,
            },
            ...value,
          },
        },
      ],
    },
  ],
});

/** A text message from `from` (wa_id digits, e.g. 5541999998888) as Meta's webhook sends it. */
export function textWebhook(
  c: ConnectionInput,
  input: {
    from: string;
    name: string;
    text: string;
    id?: string;
    at?: Date;
  },
): { id: string; body: unknown } {
  const id = input.id ?? waId();
  const body = envelope(c, {
    contacts: [{ profile: { name: input.name }, wa_id: input.from }],
    messages: [
      {
        from: input.from,
        id,
        timestamp: String(Math.floor((input.at ?? new Date()).getTime() / 1000)),
        type: 'text',
        text: { body: input.text },
      },
    ],
  });
  return { id, body };
}

/** A status of an outbound message (`sent`, `delivered`, `read`) as Meta's webhook sends it. */
export function statusWebhook(
  c: ConnectionInput,
  input: {
    id: string;
    status: 'sent' | 'delivered' | 'read';
    recipient: string;
  },
): unknown {
  return envelope(c, {
    statuses: [
      {
        id: input.id,
        status: input.status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: input.recipient,
      },
    ],
  });
}

/** The webhook URL Orbita shows the Admin (the connection's), from the connection's API. */
export async function webhookUrl(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<string> {
  const c = await ok<{ webhookUrl: string | null }>(request.get(`${base}/whatsapp`, { headers }));
  expect(c.webhookUrl, 'a conexão mostra a URL do webhook').toBeTruthy();
  return c.webhookUrl!;
}

/** Connects the workspace's WhatsApp through the API (the UI path is chats-whatsapp.spec.ts's first test). */
export async function connectThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  c: ConnectionInput,
): Promise<string> {
  await ok(request.put(`${base}/whatsapp`, { headers, data: c }));
  return webhookUrl(request, headers);
}

/** A flow list (where "Transformar em… → Tarefa" puts the task). */
export async function createList(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<string> {
  const list = await ok<{ id: string }>(
    request.post('/api/app/flow/lists', {
      headers,
      data: { name, sequence: { prefix: 'ATD', width: 4, suffix: '' } },
    }),
    201,
  );
  return list.id;
}

/** Marks the page's document: still marked later means nothing reloaded it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __h5Same: boolean }).__h5Same = true));
}
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __h5Same?: boolean }).__h5Same === true);
}

/**
 * A new device signed in on this Orbita (the sign-in form: auth.ts's signedInPage signs in on
 * the suite's server, the project's baseURL), at `path`.
 */
export async function signedInOn(
  browser: Browser,
  orbita: { url: string },
  email: string,
  path: string,
): Promise<Page> {
  const page = await newBrowserPage(browser, { baseURL: orbita.url });
  await signIn(page, email);
  await page.goto(path);
  return page;
}
