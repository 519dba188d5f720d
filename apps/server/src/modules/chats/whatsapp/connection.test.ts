import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chatMessages as texts, type WhatsappConnection } from '@orbita/contracts/chats';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { callerFor, createMember, testApp, tokenFor } from '../../../test/kit';
import { chatWhatsappConnections } from '../schema';
import { startFakeGraph } from './graph/fake-graph';
import { KEY_FILE, resolveSecretsKey, secretsKeyMissing, secretsWithKey } from './secrets';
import { newPhoneNumberId, whatsappWorld, type WhatsappWorld } from './whatsapp-test-kit';

describe('whatsapp secrets at rest', () => {
  it('AES-256-GCM round trip, v1 format, a fresh IV each time, tampering refused', () => {
    const secrets = secretsWithKey(randomBytes(32));
    const a = secrets.encrypt('EAAG-token-secreto');
    const b = secrets.encrypt('EAAG-token-secreto');
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('token');
    expect(secrets.decrypt(a)).toBe('EAAG-token-secreto');
    const [v, iv, tag, data] = a.split(':');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => secrets.decrypt([v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(() => secretsWithKey(randomBytes(32)).decrypt(a)).toThrow();
  });

  it('without CHATS_SECRETS_KEY: a 0600 key file under DATA_DIR, made once and kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-secrets-'));
    try {
      const first = resolveSecretsKey({ DATA_DIR: dir });
      const file = path.join(dir, KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveSecretsKey({ DATA_DIR: dir }).equals(first)).toBe(true);
      const fromEnv = randomBytes(32);
      expect(
        resolveSecretsKey({ DATA_DIR: dir, CHATS_SECRETS_KEY: fromEnv.toString('base64') }).equals(
          fromEnv,
        ),
      ).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an external database (DATABASE_URL) without CHATS_SECRETS_KEY refuses, in pt-BR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-secrets-'));
    try {
      let error: unknown;
      try {
        resolveSecretsKey({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/orbita' });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
      expect((error as AppError).message).toBe(secretsKeyMissing);
      expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('whatsapp connection', () => {
  let w: WhatsappWorld;
  beforeAll(async () => {
    w = await whatsappWorld();
  });

  it('stores the token and the app secret encrypted, never in clear', async () => {
    const [row] = await w.database.db
      .select()
      .from(chatWhatsappConnections)
      .where(eq(chatWhatsappConnections.workspaceId, w.owner.workspace.id));
    expect(row!.accessTokenEnc).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(w.fake.accessToken);
    expect(JSON.stringify(row)).not.toContain(w.appSecret);
    expect(row!.templates.length).toBeGreaterThan(0);
  });

  it('a number already connected by another workspace: 409', async () => {
    const other = await createMember(w.database, 'owner', 'Outra dona');
    const call = callerFor(w.app, '', await tokenFor(w.app, w.database, other.user.id), other.ctx);
    const answer = await call.put('/api/app/comunicacao/whatsapp', {
      phoneNumberId: w.phoneNumberId,
      wabaId: w.fake.wabaId,
      accessToken: w.fake.accessToken,
      appSecret: randomBytes(16).toString('hex'),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(texts.alreadyConnected);
  });

  it('a token Meta refuses is refused in pt-BR and nothing is stored', async () => {
    const other = await createMember(w.database, 'owner', 'Token errado');
    const call = callerFor(w.app, '', await tokenFor(w.app, w.database, other.user.id), other.ctx);
    const answer = await call.put('/api/app/comunicacao/whatsapp', {
      phoneNumberId: newPhoneNumberId(),
      wabaId: w.fake.wabaId,
      accessToken: 'EAAG-token-que-a-meta-nao-conhece',
      appSecret: randomBytes(16).toString('hex'),
    });
    expect(answer.status).toBe(422);
    expect(String(answer.body.message)).toMatch(/^A Meta recusou o token de acesso/);
    const rows = await w.database.db
      .select()
      .from(chatWhatsappConnections)
      .where(eq(chatWhatsappConnections.workspaceId, other.workspace.id));
    expect(rows).toEqual([]);
  });

  it('check: an expired token shows tokenValid false with the reason; templates sync', async () => {
    w.fake.setTokenValid(false);
    try {
      const checked = await w.admin.post<WhatsappConnection>(
        '/api/app/comunicacao/whatsapp/verificar',
      );
      expect(checked.status).toBe(200);
      expect(checked.body.tokenValid).toBe(false);
      expect(checked.body.lastError).toMatch(/token/i);
    } finally {
      w.fake.setTokenValid(true);
    }
    const again = await w.admin.post<WhatsappConnection>('/api/app/comunicacao/whatsapp/verificar');
    expect(again.body.tokenValid).toBe(true);
    const synced = await w.admin.post<{ items: { name: string }[] }>(
      '/api/app/comunicacao/whatsapp/modelos/sincronizar',
    );
    expect(synced.status).toBe(200);
    expect(synced.body.items.length).toBeGreaterThan(0);
  });

  it('with DATABASE_URL and no CHATS_SECRETS_KEY, connecting is refused with the pt-BR reason', async () => {
    const fake = await startFakeGraph({ phoneNumberId: newPhoneNumberId() });
    try {
      const app = await testApp({ ...fake.env, DATABASE_URL: 'postgres://externo/orbita' });
      const { testDatabase } = await import('../../../test/kit');
      const database = testDatabase();
      const owner = await createMember(database, 'owner');
      const call = callerFor(app, '', await tokenFor(app, database, owner.user.id), owner.ctx);
      const answer = await call.put('/api/app/comunicacao/whatsapp', {
        phoneNumberId: fake.phoneNumberId,
        wabaId: fake.wabaId,
        accessToken: fake.accessToken,
        appSecret: randomBytes(16).toString('hex'),
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(secretsKeyMissing);
    } finally {
      await fake.close();
    }
  });

  it('disconnecting fails what waits in the outbox and forgets the secrets', async () => {
    const answer = await w.admin.del('/api/app/comunicacao/whatsapp');
    expect(answer.status).toBe(204);
    const after = await w.admin.get<WhatsappConnection>('/api/app/comunicacao/whatsapp');
    expect(after.body).toMatchObject({ connected: false, webhookUrl: null, verifyToken: null });
    const posted = await w.post({ object: 'whatsapp_business_account', entry: [] });
    expect(posted.status).toBe(404);
  });
});
