import { randomBytes, randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { whatsappWebhookPath } from '@orbita/contracts/chats';
import { chatWhatsappConnections } from '../apps/server/src/modules/chats/schema';
import { startFakeGraph } from '../apps/server/src/modules/chats/whatsapp/graph/fake-graph';
import {
  SIGNATURE_HEADER,
  signPayload,
} from '../apps/server/src/modules/chats/whatsapp/graph/signature';
import { secretsWithKey } from '../apps/server/src/modules/chats/whatsapp/secrets';
import { connectDatabase } from '../apps/server/src/platform/db/client';
import { createMember } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase, startOrbita } from './support/servers';
import { round2, runAlone, timingOf, timingRows, type Timing } from './support/stats';

/**
 * WhatsApp webhooks (issue 21): Meta's deliveries at `rate`/s for `seconds` s over HTTP, each
 * a signed text message from one of 50 contacts. `ack`: each POST's answer time (signature
 * check + one insert — the processing happens after the 200); `processed`: from the first
 * POST until the worker stored the last message (contacts, conversations, seqs, events).
 * The production server in a child process (its WHATSAPP_GRAPH_URL a local fake), embedded
 * PostgreSQL; the connection is written straight to the database.
 *
 * Alone: `npx tsx bench/chats-webhooks.ts`.
 */
export interface ChatsWebhooksBenchResult {
  ack: Timing;
  posted: number;
  accepted: number;
  refused: Record<number, number>;
  sentPerSecond: number;
  /** First POST → last message stored by the worker. */
  processedSeconds: number;
  messagesPerSecond: number;
}

export async function runChatsWebhooksBench(
  options: { rate?: number; seconds?: number } = {},
): Promise<ChatsWebhooksBenchResult> {
  const rate = options.rate ?? 200;
  const seconds = options.seconds ?? 10;
  const phoneNumberId = String(randomInt(100_000_000_000, 999_999_999_999));
  const fake = await startFakeGraph({ phoneNumberId });
  const owned = await startBenchDatabase();
  const key = randomBytes(32);
  // The production server in its own process: the client's timing is not the server's.
  const server = await startOrbita(owned.url, {
    CHATS_SECRETS_KEY: key.toString('base64'),
    ...fake.env,
  });
  const database = connectDatabase(owned.url);
  try {
    const { workspace } = await createMember(database, 'owner', 'Bench WhatsApp');
    const secrets = secretsWithKey(key);
    const appSecret = randomBytes(16).toString('hex');
    const [connection] = await database.db
      .insert(chatWhatsappConnections)
      .values({
        workspaceId: workspace.id,
        phoneNumberId,
        wabaId: fake.wabaId,
        accessTokenEnc: secrets.encrypt(fake.accessToken),
        appSecretEnc: secrets.encrypt(appSecret),
        verifyToken: 'bench',
        tokenValid: true,
      })
      .returning();
    const url = `${server.url}${whatsappWebhookPath(connection!.id)}`;
    const senders = Array.from({ length: 50 }, () => `55419${randomInt(10_000_000, 99_999_999)}`);
    const run = randomBytes(4).toString('hex');

    const total = rate * seconds;
    const acks: number[] = [];
    let accepted = 0;
    const refused = new Map<number, number>();
    const sends: Promise<void>[] = [];
    const startedAt = performance.now();
    const startedWall = Date.now();
    for (let i = 0; i < total; i++) {
      const due = startedAt + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const from = senders[i % senders.length]!;
      const raw = Buffer.from(
        JSON.stringify({
          object: 'whatsapp_business_account',
          entry: [
            {
              id: fake.wabaId,
              changes: [
                {
                  field: 'messages',
                  value: {
                    messaging_product: 'whatsapp',
                    metadata: {
                      display_phone_number: '15550783881',
                      phone_number_id: phoneNumberId,
                    },
                    contacts: [{ profile: { name: `Cliente ${from.slice(-4)}` }, wa_id: from }],
                    messages: [
                      {
                        from,
                        id: `wamid.${run}.${i}`,
                        timestamp: String(Math.floor(Date.now() / 1000)),
                        type: 'text',
                        text: { body: `Mensagem ${i}` },
                      },
                    ],
                  },
                },
              ],
            },
          ],
        }),
      );
      const sentAt = performance.now();
      sends.push(
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signPayload(raw, appSecret),
          },
          body: raw,
        }).then(
          async (res) => {
            await res.arrayBuffer();
            acks.push(performance.now() - sentAt);
            if (res.status === 200) accepted++;
            else refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
          },
          () => void refused.set(0, (refused.get(0) ?? 0) + 1),
        ),
      );
    }
    await Promise.all(sends);
    const sentPerSecond = round2((total * 1000) / (performance.now() - startedAt));
    const stored = async () => {
      const { rows } = await database.pool.query<{ n: string; last: Date | null }>(
        `select count(*) n, max(stored_at) last from chat_messages
          where workspace_id = $1 and direction = 'in'`,
        [workspace.id],
      );
      return { n: Number(rows[0]!.n), last: rows[0]!.last };
    };
    const deadline = Date.now() + 300_000;
    let done = await stored();
    while (done.n < accepted && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      done = await stored();
    }
    const processedSeconds = round2(((done.last?.getTime() ?? Date.now()) - startedWall) / 1000);
    return {
      ack: timingOf(`ack do webhook, ${rate}/s por ${seconds} s`, acks),
      posted: total,
      accepted,
      refused: Object.fromEntries(refused),
      sentPerSecond,
      processedSeconds,
      messagesPerSecond: round2(done.n / Math.max(0.001, processedSeconds)),
    };
  } finally {
    await database.close();
    await server.stop();
    await owned.stop();
    await fake.close();
  }
}

export function printChatsWebhooksResult(result: ChatsWebhooksBenchResult): void {
  console.log(
    `\nWebhooks do WhatsApp: ${result.posted} enviados (${result.sentPerSecond}/s, ${result.accepted} aceitos, ` +
      `recusados ${JSON.stringify(result.refused)}); ack em ms`,
  );
  console.table(timingRows([result.ack]));
  console.log(
    `Processados: todas as mensagens guardadas ${result.processedSeconds} s após o primeiro POST ` +
      `(${result.messagesPerSecond} mensagens/s)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone(runChatsWebhooksBench, printChatsWebhooksResult);
