import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../../platform/errors';

/**
 * Encryption at rest of the WhatsApp connection's access token and app secret: AES-256-GCM,
 * stored as `v1:<iv>:<tag>:<ciphertext>` (base64url; a fresh 12-byte IV per value, the tag
 * makes a tampered value fail instead of decrypting to garbage).
 *
 * The key is deliberately NOT kept in the database: a dump or a backup of the database (the
 * usual leak) must not reveal the tokens. It comes from CHATS_SECRETS_KEY (32 bytes, base64),
 * or, for the single-machine default (embedded PostgreSQL), from a key file created once
 * under DATA_DIR with mode 0600. With an external database (DATABASE_URL) several instances
 * may share the data, and a key file on one machine would leave the others unable to read
 * the tokens: then the operator must set CHATS_SECRETS_KEY, and connecting is refused until
 * they do (with a pt-BR message saying so).
 */
export interface SecretsConfig {
  CHATS_SECRETS_KEY?: string | undefined;
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

export interface Secrets {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export const secretsKeyMissing =
  'Defina a variável CHATS_SECRETS_KEY (32 bytes em base64, a mesma em todas as instâncias: openssl rand -base64 32) para conectar o WhatsApp. Com um banco externo (DATABASE_URL) a chave que protege os tokens não pode ficar no disco de uma só instância.';
export const KEY_FILE = 'chats-secrets.key';
const VERSION = 'v1';

/** The key, or an AppError (409) when none may be made here. Reads or creates the key file once. */
export function resolveSecretsKey(config: SecretsConfig): Buffer {
  const fromEnv = config.CHATS_SECRETS_KEY?.trim();
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw AppError.conflict(secretsKeyMissing, 'secrets_key_missing');
    return key;
  }
  if (config.DATABASE_URL) throw AppError.conflict(secretsKeyMissing, 'secrets_key_missing');
  const file = path.join(config.DATA_DIR, KEY_FILE);
  try {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    // 'wx': never overwrite a key that exists (that would orphan every stored token).
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file}: a chave não tem 32 bytes`);
  return key;
}

const b64 = (b: Buffer) => b.toString('base64url');

export function secretsWithKey(key: Buffer): Secrets {
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(data)].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined)
        throw new Error('segredo cifrado em formato desconhecido');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

const cache = new WeakMap<SecretsConfig, Secrets>();

/** The app's secrets (key resolved on first use, then kept for the config's lifetime). */
export function secretsFor(config: SecretsConfig): Secrets {
  let secrets = cache.get(config);
  if (!secrets) {
    secrets = secretsWithKey(resolveSecretsKey(config));
    cache.set(config, secrets);
  }
  return secrets;
}
