import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../../platform/clock';
import {
  chatsEndpoints,
  whatsappWebhookPath,
  type WhatsappConnection,
} from '@orbita/contracts/chats';
import {
  callerFor,
  createMember,
  expectStatus,
  testApp,
  testDatabase,
  tokenFor,
  type Caller,
} from '../../../test/kit';
import { startFakeGraph, type FakeGraph } from './graph/fake-graph';
import { SIGNATURE_HEADER, signPayload } from './graph/signature';
import { registerWhatsapp, whatsappWorkersOf } from './index';

/* The WhatsApp pipeline's test kit: an app wired to a local fake Graph API, a connected workspace, signed webhooks. */

export const fixturesDir = path.join(import.meta.dirname, 'graph/fixtures');
export const FIXTURE_PHONE_ID = '106540352242922';
export const FIXTURE_WA_ID = '16505551234';

/** A Brazilian mobile wa_id nobody else uses (41 9xxxx-xxxx). */
export const newWaId = () => `55419${String(randomInt(10_000_000, 99_999_999))}`;
export const newPhoneNumberId = () =>
  String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100_000, 999_999));

/**
 * A fixture body (Meta's documented payload) for this test: our phone number id, the given
 * sender, message ids made unique by `tag` (wa ids are unique per workspace).
 */
export function fixture(
  name: string,
  options: { phoneNumberId: string; waId?: string; tag?: string },
): Record<string, unknown> {
  let text = fs.readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8');
  text = text.replaceAll(FIXTURE_PHONE_ID, options.phoneNumberId);
  if (options.waId) text = text.replaceAll(FIXTURE_WA_ID, options.waId);
  if (options.tag) text = text.replaceAll('"wamid.', `"wamid.${options.tag}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A text message webhook body, as Meta sends it. */
export function textBody(
  phoneNumberId: string,
  messages: { from: string; id: string; text: string; timestamp?: number; name?: string }[],
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              contacts: messages.map((m) => ({
                profile: { name: m.name ?? 'Contato' },
                wa_id: m.from,
              })),
              messages: messages.map((m) => ({
                from: m.from,
                id: m.id,
                timestamp: String(m.timestamp ?? Math.floor(Date.now() / 1000)),
                type: 'text',
                text: { body: m.text },
              })),
            },
          },
        ],
      },
    ],
  };
}

export function statusBody(
  phoneNumberId: string,
  statuses: {
    id: string;
    status: string;
    recipient: string;
    callback?: string;
    timestamp?: number;
  }[],
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(s.timestamp ?? Math.floor(Date.now() / 1000)),
                recipient_id: s.recipient,
                ...(s.callback ? { biz_opaque_callback_data: s.callback } : {}),
              })),
            },
          },
        ],
      },
    ],
  };
}

export const testSecretsKey = randomBytes(32).toString('base64');

export interface WhatsappWorld {
  app: FastifyInstance;
  fake: FakeGraph;
  database: ReturnType<typeof testDatabase>;
  owner: Awaited<ReturnType<typeof createMember>>;
  /** The owner's API caller (paths are absolute). */
  admin: Caller;
  connection: WhatsappConnection;
  connectionId: string;
  appSecret: string;
  phoneNumberId: string;
  /** POSTs a body signed with the connection's app secret (or `signature`). */
  post(
    body: unknown,
    options?: { signature?: string | null; raw?: Buffer },
  ): Promise<{ status: number; body: string }>;
  /** Drains the three queues of the app until none has work. */
  drain(): Promise<void>;
}

/** An app whose Graph API is a fresh fake, and a workspace connected to it. */
export async function whatsappWorld(
  overrides: Record<string, string> = {},
): Promise<WhatsappWorld> {
  const phoneNumberId = newPhoneNumberId();
  const fake = await startFakeGraph({ phoneNumberId, wabaId: newPhoneNumberId() });
  const app = await testApp(
    { CHATS_SECRETS_KEY: testSecretsKey, ...fake.env, ...overrides },
    {
      probes: (a) => {
        // The chats module mounts WhatsApp itself once it does; until then the kit does.
        if (!whatsappWorkersOf(a.ctx)) void a.register(registerWhatsapp);
      },
    },
  );
  const database = testDatabase();
  const owner = await createMember(database, 'owner', 'Dona do WhatsApp');
  const appSecret = randomBytes(16).toString('hex');
  const admin = callerFor(app, '', await tokenFor(app, database, owner.user.id), owner.ctx);
  const connection = expectStatus(
    await admin.put<WhatsappConnection>(chatsEndpoints.connectWhatsapp.path, {
      phoneNumberId,
      wabaId: fake.wabaId,
      accessToken: fake.accessToken,
      appSecret,
    }),
    200,
  );
  const connectionId = connection.webhookUrl!.split('/').pop()!;
  whatsappWorkersOf(app.ctx)!.serve(owner.workspace.id);
  const post: WhatsappWorld['post'] = async (body, options = {}) => {
    const raw = options.raw ?? Buffer.from(JSON.stringify(body));
    const signature =
      options.signature === undefined ? signPayload(raw, appSecret) : options.signature;
    const answer = await app.inject({
      method: 'POST',
      url: whatsappWebhookPath(connectionId),
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }),
      },
      payload: raw,
    });
    return { status: answer.statusCode, body: answer.body };
  };
  // The app's own loops work too and may hold a row or the connection's lock while our
  // drain finds nothing: done is when nothing due is left.
  const drain = async () => {
    const workers = whatsappWorkersOf(app.ctx)!;
    await eventually(async () => {
      await workers.webhooks.drain();
      await workers.media.drain();
      await workers.outbox.drain();
      const { rows } = await database.db.execute<{ n: number }>(sql`
        select (select count(*) from chat_webhook_events
                 where connection_id = ${connectionId} and status = 'pending'
                   and next_attempt_at <= now())
             + (select count(*) from chat_messages
                 where workspace_id = ${owner.workspace.id}
                   and ((direction = 'in' and next_attempt_at <= now())
                     or (status = 'queued' and next_attempt_at <= ${clock.now().toISOString()}::timestamptz))
               ) as n`);
      return Number(rows[0]?.n ?? 0) === 0;
    });
  };
  return {
    app,
    fake,
    database,
    owner,
    admin,
    connection,
    connectionId,
    appSecret,
    phoneNumberId,
    post,
    drain,
  };
}

/** Polls `check` until it holds (the app's own loops work in the background). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condição não alcançada a tempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}
