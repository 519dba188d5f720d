import { startFakeGraph } from './fake-graph';

/**
 * The fake Graph API as its own process, for a browser test or a manual run:
 *   npx tsx apps/server/src/modules/chats/whatsapp/graph/fake-graph-cli.ts
 * prints one JSON line ({ url, origin, accessToken, phoneNumberId, wabaId }) on stdout and serves
 * until SIGTERM/SIGINT. Point WHATSAPP_GRAPH_URL at `url`; drive it through `${origin}/_fake/*`
 * (fail-next, token, media, templates, sent, requests, deliver). FAKE_GRAPH_TOKEN,
 * FAKE_GRAPH_PHONE_NUMBER_ID and FAKE_GRAPH_WABA_ID fix the identifiers.
 */
const fake = await startFakeGraph({
  accessToken: process.env.FAKE_GRAPH_TOKEN || undefined,
  phoneNumberId: process.env.FAKE_GRAPH_PHONE_NUMBER_ID || undefined,
  wabaId: process.env.FAKE_GRAPH_WABA_ID || undefined,
});
const { url, origin, accessToken, phoneNumberId, wabaId } = fake;
process.stdout.write(`${JSON.stringify({ url, origin, accessToken, phoneNumberId, wabaId })}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
