import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { whatsappWebhookPath } from '@orbita/contracts/chats';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../platform/db/client';
import { freePort } from '../../../platform/db/embedded';
import {
  embeddedPostgres,
  startServer,
  stopOrphan,
  type ServerProcess,
} from '../../../resilience/server-process';
import { createMember } from '../../../test/kit/fast-people';
import {
  chatContactPhones,
  chatContacts,
  chatConversations,
  chatMessages,
  chatWhatsappConnections,
} from '../schema';
import { startFakeGraph, type FakeGraph } from './graph/fake-graph';
import { SIGNATURE_HEADER, signPayload } from './graph/signature';
import { KEY_FILE, secretsWithKey } from './secrets';
import { newPhoneNumberId, newWaId, statusBody } from './whatsapp-test-kit';

const CONVERSATIONS = 20;
const PER_CONVERSATION = 10;
const TOTAL = CONVERSATIONS * PER_CONVERSATION;

/**
 * The outbox survives SIGKILL: TOTAL queued messages, the server process (`npm start` mode,
 * its own embedded PostgreSQL) killed while sending, started again. Meta is the fake Graph
 * API, and — like Meta — this test delivers a signed `sent` status webhook for every message
 * the fake accepted (carrying our id in biz_opaque_callback_data), retrying while the server
 * is down. After the restart every message is `sent`, the fake accepted each exactly once,
 * and each conversation's messages reached it in order.
 */
describe(`whatsapp outbox durability: ${TOTAL} queued messages, SIGKILL mid-queue`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-whatsapp-'));
  fs.chmodSync(dataDir, 0o755);
  let server: ServerProcess | undefined;
  let database: DatabaseHandle | undefined;
  let fake: FakeGraph | undefined;
  let meta: { stop(): void } | undefined;

  afterAll(async () => {
    meta?.stop();
    await database?.close();
    await server?.kill();
    await stopOrphan(dataDir);
    await fake?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const databaseUrl = () => {
    const found = embeddedPostgres(dataDir);
    if (!found) throw new Error('PostgreSQL embutido sem postmaster.pid');
    return found.url;
  };

  it('after the restart every message was sent exactly once, in order per conversation', async () => {
    const phoneNumberId = newPhoneNumberId();
    fake = await startFakeGraph({ phoneNumberId });
    const key = randomBytes(32);
    fs.writeFileSync(path.join(dataDir, KEY_FILE), key.toString('base64'), { mode: 0o600 });
    const secrets = secretsWithKey(key);
    const appSecret = randomBytes(16).toString('hex');
    const port = await freePort();
    // A send cut by the kill waits 5 s (not the product's 60 s) for Meta's status.
    const env = { ...fake.env, CHATS_IN_DOUBT_WAIT_MS: '5000' };

    // First start: migrations, then the data (the idle outbox would see it only on its slow
    // no-connection poll), then the real run from a clean start.
    server = await startServer({ port, dataDir, env });
    database = connectDatabase(databaseUrl());
    let db = database.db;
    const owner = await createMember(database, 'owner', 'Dona do WhatsApp');
    const workspaceId = owner.workspace.id;
    const [connection] = await db
      .insert(chatWhatsappConnections)
      .values({
        workspaceId,
        phoneNumberId,
        wabaId: fake.wabaId,
        accessTokenEnc: secrets.encrypt(fake.accessToken),
        appSecretEnc: secrets.encrypt(appSecret),
        verifyToken: 'verificar',
        tokenValid: true,
      })
      .returning();
    const waIds: string[] = [];
    for (let c = 0; c < CONVERSATIONS; c++) {
      const waId = newWaId();
      waIds.push(waId);
      const [contact] = await db
        .insert(chatContacts)
        .values({ workspaceId, name: `Cliente ${c}` })
        .returning();
      await db
        .insert(chatContactPhones)
        .values({ workspaceId, contactId: contact!.id, e164: `+${waId}`, whatsapp: true });
      const [conversation] = await db
        .insert(chatConversations)
        .values({
          workspaceId,
          kind: 'whatsapp',
          contactId: contact!.id,
          lastSeq: PER_CONVERSATION,
          lastInboundAt: new Date(),
        })
        .returning();
      await db.insert(chatMessages).values(
        Array.from({ length: PER_CONVERSATION }, (_, i) => ({
          workspaceId,
          conversationId: conversation!.id,
          seq: i + 1,
          direction: 'out' as const,
          kind: 'text' as const,
          text: `${c}:${i + 1}`,
          status: 'queued' as const,
          nextAttemptAt: new Date(),
        })),
      );
    }

    await database.close();
    await server.stop();
    server = undefined;

    // "Meta": a sent status for every message the fake accepted, retried while the server is down.
    const webhookUrl = () => `${server?.url ?? ''}${whatsappWebhookPath(connection!.id)}`;
    const delivered = new Set<string>();
    // Sends Meta accepted: the fake's, plus the one held in flight when the process is killed.
    const accepted = (): { waMessageId: string; body: Record<string, unknown> }[] => [
      ...fake!.sent,
      ...held,
    ];
    const held: { waMessageId: string; body: Record<string, unknown> }[] = [];
    let stopped = false;
    const deliver = async () => {
      while (!stopped) {
        for (const s of accepted()) {
          if (delivered.has(s.waMessageId) || !server) continue;
          const raw = Buffer.from(
            JSON.stringify(
              statusBody(phoneNumberId, [
                {
                  id: s.waMessageId,
                  status: 'sent',
                  recipient: String(s.body.to),
                  callback: String(s.body.biz_opaque_callback_data),
                },
              ]),
            ),
          );
          try {
            const answer = await fetch(webhookUrl(), {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                [SIGNATURE_HEADER]: signPayload(raw, appSecret),
              },
              body: raw,
              signal: AbortSignal.timeout(5_000),
            });
            if (answer.ok) delivered.add(s.waMessageId);
          } catch {
            // the server is down: Meta retries later
          }
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const delivering = deliver();
    meta = { stop: () => (stopped = true) };

    server = await startServer({ port, dataDir, env });
    database = connectDatabase(databaseUrl());
    db = database.db;
    const started = Date.now();
    const killAt = Math.floor(TOTAL * (0.25 + Math.random() * 0.25));
    while (fake.sent.length < killAt) {
      if (Date.now() - started > 240_000)
        throw new Error(`só ${fake.sent.length} envios antes do kill`);
      await new Promise((r) => setTimeout(r, 10));
    }
    // The worst moment: Meta has taken a send (it answers 200 in 3 s) and the process dies
    // before hearing it — the one case a blind retry would send twice.
    const sendRequests = () => fake!.requests.filter((r) => r.endpoint === 'messages');
    const before = sendRequests().length - fake.sent.length;
    const heldId = `wamid.em-voo-${randomBytes(4).toString('hex')}`;
    fake.failNext('messages', [
      {
        status: 200,
        delayMs: 3_000,
        body: { messaging_product: 'whatsapp', contacts: [], messages: [{ id: heldId }] },
      },
    ]);
    while (sendRequests().length - fake.sent.length === before) {
      if (Date.now() - started > 90_000) throw new Error('nenhum envio ficou em voo');
      await new Promise((r) => setTimeout(r, 5));
    }
    const inFlight = sendRequests().find(
      (r, i, all) =>
        i >= all.length - 10 &&
        !fake!.sent.some((s) => JSON.stringify(s.body) === r.body.toString()),
    )!;
    await server.kill();
    held.push({
      waMessageId: heldId,
      body: JSON.parse(inFlight.body.toString()) as Record<string, unknown>,
    });
    const atKill = fake.sent.length;
    await database.close();
    server = await startServer({ port, dataDir, env });
    database = connectDatabase(databaseUrl());
    db = database.db;
    const restarted = Date.now();
    const queued = async () =>
      (
        await db
          .select({ n: count() })
          .from(chatMessages)
          .where(and(eq(chatMessages.workspaceId, workspaceId), eq(chatMessages.status, 'queued')))
      )[0]!.n;
    while ((await queued()) > 0) {
      if (Date.now() - restarted > 200_000) throw new Error(`${await queued()} ainda na fila`);
      await new Promise((r) => setTimeout(r, 200));
    }
    stopped = true;
    await delivering;

    const statuses = await db
      .select({ status: chatMessages.status, n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.workspaceId, workspaceId))
      .groupBy(chatMessages.status);
    expect(statuses).toEqual([{ status: 'sent', n: TOTAL }]);
    // Exactly once: the fake accepted each of our messages one time.
    const ids = accepted().map((s) => String(s.body.biz_opaque_callback_data));
    expect(new Set(ids).size).toBe(TOTAL);
    expect(ids).toHaveLength(TOTAL);
    // In order per conversation (the held send was taken by Meta when its request arrived).
    const order = new Map(
      accepted().map((s) => [
        s,
        fake!.requests.findIndex((r) => r.body.toString() === JSON.stringify(s.body)),
      ]),
    );
    for (const [c, waId] of waIds.entries()) {
      const texts = accepted()
        .sort((a, b) => order.get(a)! - order.get(b)!)
        .filter((s) => s.body.to === waId)
        .map((s) => (s.body.text as { body: string }).body);
      expect(texts).toEqual(Array.from({ length: PER_CONVERSATION }, (_, i) => `${c}:${i + 1}`));
    }
    // Every row's wa id is the one the fake gave it.
    const [mismatched] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.workspaceId, workspaceId), sql`${chatMessages.waMessageId} is null`),
      );
    expect(mismatched!.n).toBe(0);
    console.info(
      `whatsapp outbox durability: ${TOTAL} mensagens, SIGKILL com ${atKill} aceitas pela Meta falsa; ` +
        `resto em ${((Date.now() - restarted) / 1000).toFixed(1)} s após o reinício; nenhuma repetida`,
    );
    await server.stop();
  }, 300_000);
});
