import { createHmac, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { randomSecret } from './crypto';
import { serverSecrets } from './schema';

const SIGNING_SECRET = 'auth.signing';

export interface AuthKeys {
  /** HS256 key of access tokens. */
  access: Uint8Array;
  /** HMAC key of anti-forgery values. */
  xsrf: Buffer;
  /** HMAC key deriving a refresh token's successor from it (one successor per token). */
  refresh: Buffer;
}

/**
 * Creates the server secret on first start and reads it. `on conflict do nothing` then a
 * read makes every process on the same database end up with the same value, whoever won.
 */
export async function loadServerSecret(db: Database, name = SIGNING_SECRET): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomSecret(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return Buffer.from(row.value, 'base64url');
}

/** One secret, separate keys per use, so a value made for one purpose never passes for another. */
export function deriveKeys(secret: Buffer): AuthKeys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
  return {
    access: new Uint8Array(derive('orbita access token')),
    xsrf: derive('orbita xsrf'),
    refresh: derive('orbita refresh successor'),
  };
}

/**
 * Loads the keys on first use rather than at start: the app can boot (and answer its
 * health check) while the database is down; a failed load is retried on the next request.
 */
export function createKeyring(db: Database): () => Promise<AuthKeys> {
  let pending: Promise<AuthKeys> | null = null;
  return () => {
    pending ??= loadServerSecret(db)
      .then(deriveKeys)
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}

/** The anti-forgery value of a session: unguessable without the secret, stable across refreshes. */
export function xsrfValue(keys: AuthKeys, sessionId: string): string {
  return createHmac('sha256', keys.xsrf).update(sessionId).digest('base64url');
}
