import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAST_USED_WRITE_INTERVAL_MS } from '../../platform/auth/api-key-auth';
import { apiKeys } from '../../platform/identity/schema';
import { addMember, authTestApp, createKey, ownerWithWorkspace } from '../../test/kit';

const app = await authTestApp();
const { db } = app.database;
const url = (ws: string, rest = '') => `/api/app/conta/contas/${ws}${rest}`;
const withKey = (
  secret: string,
  path: string,
  ip = '203.0.113.10',
  method: 'GET' | 'POST' = 'GET',
  payload?: unknown,
) =>
  app.inject({
    method,
    url: path,
    remoteAddress: ip,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload: payload as object } : {}),
  });

describe('API keys', () => {
  it('shows the secret once: creation and rotation only; stored hashed', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const created = await createKey(owner, workspaceId, { name: 'ERP', role: 'viewer' });
    expect(created.secret).toMatch(/^orb_[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(`${created.key.keyId}.`)).toBe(true);
    const secretPart = created.secret.split('.')[1]!;

    const reads = [
      await owner.call('GET', url(workspaceId, '/chaves')),
      await owner.call('GET', url(workspaceId, `/chaves/${created.key.id}`)),
      await owner.call('PATCH', url(workspaceId, `/chaves/${created.key.id}`), { name: 'ERP 2' }),
      await owner.call('GET', url(workspaceId, '/auditoria')),
    ];
    for (const res of reads) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(secretPart);
      expect(res.body).not.toMatch(/secret/i);
    }
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secretHash).not.toContain(secretPart);

    const rotated = await owner.call('POST', url(workspaceId, `/chaves/${created.key.id}/rotacao`));
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(created.secret);
    expect(newSecret.startsWith(`${created.key.keyId}.`)).toBe(true);
    expect((await withKey(created.secret, url(workspaceId, '/membros'))).statusCode).toBe(401);
    expect((await withKey(newSecret, url(workspaceId, '/membros'))).statusCode).toBe(200);
  });

  it('authenticates as the workspace with the key role; other workspaces and person routes refuse it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { secret } = await createKey(owner, workspaceId, { role: 'viewer' });
    expect((await withKey(secret, url(workspaceId, '/membros'))).statusCode).toBe(200);
    // Viewer key: reading yes, admin work no.
    expect((await withKey(secret, url(workspaceId, '/chaves'))).statusCode).toBe(403);
    expect((await withKey(secret, url(owner.personalWorkspaceId, '/membros'))).statusCode).toBe(
      404,
    );
    const personal = await withKey(secret, '/api/auth/app');
    expect(personal.statusCode).toBe(403);
    expect(personal.json().message).toMatch(/Chaves de API/);
    expect((await withKey(secret, '/api/app/conta/contas')).statusCode).toBe(403);

    const admin = await createKey(owner, workspaceId, { role: 'admin', name: 'Admin' });
    const made = await withKey(admin.secret, url(workspaceId, '/equipes'), undefined, 'POST', {
      name: 'Feita por chave',
    });
    expect(made.statusCode).toBe(201);
    const audit = (await owner.call('GET', url(workspaceId, '/auditoria'))).json();
    expect(audit.items[0]).toMatchObject({
      action: 'team.created',
      actor: { kind: 'key', id: admin.key.id, name: 'Chave Admin' },
    });
  });

  it('refuses a bad, expired or revoked key with 401', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { key, secret } = await createKey(owner, workspaceId);
    const path = url(workspaceId, '/membros');
    expect((await withKey(`${key.keyId}.${'A'.repeat(43)}`, path)).statusCode).toBe(401);
    expect((await withKey('orb_naoexiste', path)).statusCode).toBe(401);
    await db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await withKey(secret, path)).statusCode).toBe(401);
    expect((await owner.call('GET', url(workspaceId, `/chaves/${key.id}`))).json().status).toBe(
      'expired',
    );
    await db.update(apiKeys).set({ expiresAt: null }).where(eq(apiKeys.id, key.id));
    expect((await withKey(secret, path)).statusCode).toBe(200);
    expect(
      (await owner.call('DELETE', url(workspaceId, `/chaves/${key.id}`))).json(),
    ).toMatchObject({ status: 'revoked', main: false });
    const revoked = await withKey(secret, path);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Chave de API inválida, expirada ou revogada.');
    expect(
      (await owner.call('POST', url(workspaceId, `/chaves/${key.id}/rotacao`))).statusCode,
    ).toBe(409);
  });

  it('only answers from allowed IPs: exact IPv4, CIDR, IPv6 and IPv6 ranges; others get a generic 403', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { key, secret } = await createKey(owner, workspaceId, {
      allowedIps: ['198.51.100.7', '10.8.0.0/16', '2001:DB8::1', '2001:db8:beef::/48'],
    });
    expect(
      (await owner.call('GET', url(workspaceId, `/chaves/${key.id}`))).json().allowedIps,
    ).toEqual(['198.51.100.7', '10.8.0.0/16', '2001:db8::1', '2001:db8:beef::/48']);
    const path = url(workspaceId, '/membros');
    for (const ip of [
      '198.51.100.7',
      '::ffff:198.51.100.7',
      '10.8.200.3',
      '2001:db8::1',
      '2001:db8:beef:1::9',
    ]) {
      expect((await withKey(secret, path, ip)).statusCode, ip).toBe(200);
    }
    for (const ip of ['198.51.100.8', '10.9.0.1', '2001:db8::2', '2001:db8:bee0::1']) {
      const res = await withKey(secret, path, ip);
      expect(res.statusCode, ip).toBe(403);
      expect(res.json()).toEqual({
        message: 'Você não tem permissão para esta ação.',
        code: 'forbidden',
      });
    }
    // Emptying the list allows any address again.
    await owner.call('PATCH', url(workspaceId, `/chaves/${key.id}`), { allowedIps: [] });
    expect((await withKey(secret, path, '192.0.2.55')).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For unless the proxy is trusted (TRUST_PROXY)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { secret } = await createKey(owner, workspaceId, { allowedIps: ['198.51.100.7'] });
    const path = url(workspaceId, '/membros');
    const spoofed = (target: typeof app, from: string) =>
      target.inject({
        method: 'GET',
        url: path,
        remoteAddress: from,
        headers: { authorization: `Bearer ${secret}`, 'x-forwarded-for': '198.51.100.7' },
      });
    // Default: the header is ignored, so a caller cannot claim an allowed address.
    expect((await spoofed(app, '203.0.113.66')).statusCode).toBe(403);
    // Behind a trusted proxy (loopback here), the forwarded address is the client.
    const proxied = await authTestApp({ TRUST_PROXY: '127.0.0.1' });
    expect((await spoofed(proxied, '127.0.0.1')).statusCode).toBe(200);
    expect((await spoofed(proxied, '203.0.113.66')).statusCode).toBe(403);
  });

  it('is refused on a person’s own inbox and streak (notifications, daily access)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { secret } = await createKey(owner, workspaceId, { role: 'admin' });
    for (const [method, path] of [
      ['GET', '/api/app/comunicacao/notificacoes'],
      ['GET', '/api/app/comunicacao/notificacoes/nao-lidas'],
      ['POST', '/api/app/comunicacao/notificacoes/marcar-todas-lidas'],
      ['POST', '/api/app/comunicacao/eventos/acesso-diario'],
    ] as const) {
      expect((await withKey(secret, path, undefined, method)).statusCode, path).toBe(403);
    }
  });

  it('validates the allowed IPs with pt-BR field messages', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const res = await owner.call('POST', url(workspaceId, '/chaves'), {
      name: 'X',
      role: 'viewer',
      allowedIps: ['1.2.3.4', '300.1.1.1', '10.0.0.0/33', '1.2.3.4'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'allowedIps.1': expect.stringContaining('Informe um IP (IPv4 ou IPv6) ou uma faixa CIDR'),
      'allowedIps.2': expect.stringContaining('faixa CIDR'),
    });
  });

  it('writes the last use at most once a minute per key and address', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { key, secret } = await createKey(owner, workspaceId);
    const path = url(workspaceId, '/membros');
    await withKey(secret, path, '203.0.113.1');
    const first = (await db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!;
    expect(first.lastUsedIp).toBe('203.0.113.1');
    await withKey(secret, path, '203.0.113.1');
    const second = (await db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!;
    expect(second.lastUsedAt!.getTime()).toBe(first.lastUsedAt!.getTime());
    await withKey(secret, path, '203.0.113.2');
    expect((await db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedIp).toBe(
      '203.0.113.2',
    );
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(Date.now() - LAST_USED_WRITE_INTERVAL_MS - 1000) })
      .where(eq(apiKeys.id, key.id));
    await withKey(secret, path, '203.0.113.2');
    const later = (await db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!;
    expect(Date.now() - later.lastUsedAt!.getTime()).toBeLessThan(5_000);
    expect((await owner.call('GET', url(workspaceId, `/chaves/${key.id}`))).json()).toMatchObject({
      lastUsedIp: '203.0.113.2',
    });
  });

  it('keeps one main key per workspace, and never above the creator role (now or later)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const a = await createKey(owner, workspaceId, { name: 'A', main: true });
    const b = await createKey(owner, workspaceId, { name: 'B', main: true });
    const list = (await owner.call('GET', url(workspaceId, '/chaves'))).json<
      { id: string; main: boolean }[]
    >();
    expect(list.filter((k) => k.main).map((k) => k.id)).toEqual([b.key.id]);
    await owner.call('PATCH', url(workspaceId, `/chaves/${a.key.id}`), { main: true });
    const again = (await owner.call('GET', url(workspaceId, '/chaves'))).json<
      { id: string; main: boolean }[]
    >();
    expect(again.filter((k) => k.main).map((k) => k.id)).toEqual([a.key.id]);

    expect(
      (await owner.call('POST', url(workspaceId, '/chaves'), { name: 'Dono', role: 'owner' }))
        .statusCode,
    ).toBe(400);
    const admin = await addMember(app, owner, workspaceId, 'admin');
    const adminKey = await createKey(admin, workspaceId, { role: 'admin' });
    const asKey = () => withKey(adminKey.secret, url(workspaceId, '/chaves'));
    expect((await asKey()).statusCode).toBe(200);
    // Its creator is demoted: the key can no longer do Admin work, without being edited.
    await owner.call('PATCH', url(workspaceId, `/membros/${admin.userId}`), { role: 'editor' });
    expect((await asKey()).statusCode).toBe(403);
    expect((await withKey(adminKey.secret, url(workspaceId, '/membros'))).statusCode).toBe(200);
  });
});
