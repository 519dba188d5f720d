import { createHmac, hkdfSync } from 'node:crypto';
import { loadServerSecret } from '../../../platform/auth/keys';
import type { Database } from '../../../platform/db/client';

/**
 * Webhook signatures. Each agent has its own secret, derived from the server's signing secret
 * (server_secrets `auth.signing`, HKDF with its own label, so it never passes for a token key)
 * and the agent's id: no column to store, the same on every instance on the database, and an
 * agent's secret reveals nothing about another's.
 *
 * A receiver verifies a call with the agent's secret (shown to Admins on the agent's page):
 *   expected = 'sha256=' + hex(HMAC-SHA256(key = secret as UTF-8, message = raw request body))
 * compared in constant time with the `X-Orbita-Signature` header; `X-Orbita-Delivery`
 * (`<run id>:<step index>`) is the same on every retry of one call, so a receiver that
 * remembers it acts once.
 */
const keys = new WeakMap<Database, Promise<Buffer>>();

function webhookKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadServerSecret(db).then((secret) =>
      Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'orbita agent webhooks', 32)),
    );
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** The agent's webhook secret (`whsec_` + 43 URL-safe characters). */
export async function webhookSecretFor(db: Database, agentId: string): Promise<string> {
  const key = await webhookKey(db);
  return `whsec_${createHmac('sha256', key).update(agentId).digest('base64url')}`;
}

/** The `X-Orbita-Signature` value of a body. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
