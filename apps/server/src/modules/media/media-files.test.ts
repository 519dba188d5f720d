import type { MediaFile, MediaFilePage, MediaUsageList } from '@orbita/contracts/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { transaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/bus';
import { workspaces } from '../../platform/identity/schema';
import { testDatabase } from '../../test/kit';
import { appsOnBothStorages, fetchUrl, media, upload } from './media-test-kit';
import { mediaSigner } from './signing';
import { storageOfBus } from './subscribe';
import { jpegWithGps, noisyJpeg, samplePng } from './test-samples';
import { recordUsage } from './usage';

const database = testDatabase();
// 1.5 MB per file, 2 MB per workspace: the size and quota refusals stay cheap.
const apps = await appsOnBothStorages({
  MEDIA_MAX_FILE_BYTES: String(1.5 * 1024 * 1024),
  MEDIA_QUOTA_BYTES: String(2 * 1024 * 1024),
});

describe.each(apps)('media files on %s', (_, app) => {
  const owner = () => media.newCaller(app, database, 'owner');

  it('uploads an image: re-encoded, square thumbnail, responsive sizes, safe headers', async () => {
    const me = await owner();
    const png = await samplePng(800, 600);
    const up = await upload(app, me, '<img src=x onerror=alert(1)>.png', png, {
      alt: 'Uma foto',
      caption: 'Legenda',
    });
    expect(up.status).toBe(201);
    const file = up.body;
    expect(file).toMatchObject({
      name: '<img src=x onerror=alert(1)>.png',
      mimeType: 'image/png',
      kind: 'image',
      width: 800,
      height: 600,
      alt: 'Uma foto',
      caption: 'Legenda',
      public: false,
      usageCount: 0,
    });
    expect(file.urls.sizes.map((s) => s.width)).toEqual([640]);

    const thumb = await fetchUrl(app, file.urls.thumb!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 320, height: 320 });
    const w640 = await fetchUrl(app, file.urls.sizes[0]!.url);
    expect(await sharp(w640.bytes).metadata()).toMatchObject({ width: 640, height: 480 });

    const original = await fetchUrl(app, file.urls.original);
    expect(original.status).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    });
    expect(original.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(original.headers['content-security-policy']).toMatch(/sandbox/);
    const download = await fetchUrl(app, file.urls.download);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=/);

    const page = (await me.get<MediaFilePage>('/files')).body;
    expect(page.items.map((f) => f.id)).toEqual([file.id]);
    expect((await me.get<MediaFilePage>('/files?kind=document')).body.items).toEqual([]);
    expect((await me.get<MediaFilePage>('/files?q=legenda')).body.items).toHaveLength(1);
  });

  it('serves private files only with a valid, unexpired signature', async () => {
    const me = await owner();
    const file = (await upload(app, me, 'a.png', await samplePng(100, 100))).body;
    expect((await fetchUrl(app, file.urls.original)).status).toBe(200);
    expect(file.urlsExpireAt).not.toBeNull();

    const bare = `/api/public/media/${file.id}/original`;
    const unsigned = await fetchUrl(app, bare);
    expect(unsigned.status).toBe(403);
    expect(JSON.parse(unsigned.body).message).toBe(
      'Link do arquivo inválido ou expirado. Recarregue a página.',
    );
    const signer = await mediaSigner(app.database.db);
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(
      (await fetchUrl(app, `${bare}?exp=${past}&sig=${signer.sign(file.id, past)}`)).status,
    ).toBe(403);
    const future = Math.floor(Date.now() / 1000) + 60;
    expect(
      (await fetchUrl(app, `${bare}?exp=${future}&sig=${signer.sign(file.id, future)}`)).status,
    ).toBe(200);
    // A signature for one file opens no other.
    const other = (await upload(app, me, 'b.png', await samplePng(100, 100))).body;
    const stolen = `/api/public/media/${other.id}/original?exp=${future}&sig=${signer.sign(file.id, future)}`;
    expect((await fetchUrl(app, stolen)).status).toBe(403);
  });

  it('refuses a file over the size limit and an upload past the quota, in pt-BR', async () => {
    const me = await owner();
    const big = await upload(app, me, 'grande.bin', Buffer.alloc(1.6 * 1024 * 1024, 7));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('O arquivo passa do limite de 1,5 MB por arquivo.');

    const first = await upload(app, me, 'um.jpg', await noisyJpeg(800 * 1024));
    expect(first.status).toBe(201);
    const second = await upload(app, me, 'dois.jpg', await noisyJpeg(800 * 1024));
    expect(second.status).toBe(413);
    expect(second.body).toMatchObject({ code: 'media.quota_exceeded' });
    expect(second.body.message).toMatch(/^A cota de armazenamento da conta \(2 MB\) acabou/);
    const quota = (await me.get('/quota')).body;
    expect(quota).toMatchObject({ quotaBytes: 2 * 1024 * 1024, fileCount: 1 });
    expect(quota.usedBytes).toBeGreaterThan(first.body.size);
  });

  it('refuses by content, not by name: a .png that is HTML', async () => {
    const me = await owner();
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    const refused = await upload(app, me, 'imagem.png', html, { contentType: 'image/png' });
    expect(refused.status).toBe(415);
    expect(refused.body.message).toMatch(/não corresponde a um tipo aceito/);
    const asText = await upload(app, me, 'pagina.txt', html, { contentType: 'text/plain' });
    expect(asText.status).toBe(415);
    expect((await me.get<MediaFilePage>('/files')).body.items).toEqual([]);

    const svg = await upload(
      app,
      me,
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20"/></svg>',
    );
    expect(svg.status).toBe(201);
    expect(svg.body).toMatchObject({ mimeType: 'image/svg+xml', width: 40, height: 20 });
    const served = await fetchUrl(app, svg.body.urls.original);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    expect((await fetchUrl(app, svg.body.urls.thumb!)).headers['content-type']).toBe('image/webp');
  });

  it('removes EXIF (GPS included) from uploaded photos', async () => {
    const me = await owner();
    const jpeg = await jpegWithGps();
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Camera de Teste');
    const file = (await upload(app, me, 'viagem.jpg', jpeg)).body;
    const stored = await sharp((await fetchUrl(app, file.urls.original)).bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it('answers "Já existe" for the same bytes, and keeps a copy only when asked', async () => {
    const me = await owner();
    const png = await samplePng(120, 80);
    const first = (await upload(app, me, 'original.png', png)).body;
    const again = await upload(app, me, 'copia.png', png);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Já existe: original.png.',
      code: 'media.duplicate',
      existing: { id: first.id, name: 'original.png' },
    });
    const kept = await upload(app, me, 'copia.png', png, { query: '?duplicate=keep' });
    expect(kept.status).toBe(201);
    expect(kept.body.id).not.toBe(first.id);
    expect(kept.body.hash).toBe(first.hash);
  });

  it('tracks usage from other modules; refuses deleting a used file unless forced; public usage opens the URL', async () => {
    const me = await owner();
    const file = (await upload(app, me, 'avatar.png', await samplePng(64, 64))).body;
    await transaction(app.ctx, (tx) =>
      emit(tx, 'media.usage.recorded', {
        workspaceId: me.workspaceId,
        actorId: me.userId,
        fileId: file.id,
        module: 'finance',
        kind: 'entry',
        recordId: 'TAR-0042',
        label: 'tarefa TAR-0042',
      }),
    );
    await transaction(app.ctx, (tx) =>
      recordUsage(tx, file.id, {
        workspaceId: me.workspaceId,
        module: 'products',
        kind: 'product',
        id: 'inicio',
        label: 'página Início',
        public: true,
      }),
    );
    const usages = (await me.get<MediaUsageList>(`/files/${file.id}/usages`)).body;
    expect(usages.items.map((u) => u.label)).toEqual(['tarefa TAR-0042', 'página Início']);
    const used = (await me.get<MediaFile>(`/files/${file.id}`)).body;
    expect(used).toMatchObject({ usageCount: 2, public: true, urlsExpireAt: null });
    expect((await fetchUrl(app, `/api/public/media/${file.id}/original`)).status).toBe(200);
    expect((await me.get<MediaFilePage>('/files?unused=true')).body.items).toEqual([]);

    const refused = await me.del(`/files/${file.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'media.in_use',
        message: 'O arquivo está em uso em 2 lugares. Confirme para excluir mesmo assim.',
      },
    });
    expect((await me.del(`/files/${file.id}?force=true`)).status).toBe(204);
    expect((await me.get(`/files/${file.id}`)).status).toBe(404);
    expect((await fetchUrl(app, used.urls.original)).status).toBe(404);
  });

  it('releases usages and cleans up orphans (bytes included), never a used file', async () => {
    const me = await owner();
    const used = (await upload(app, me, 'usado.png', await samplePng(64, 64))).body;
    const orphan = (await upload(app, me, 'orfao.png', await samplePng(64, 64))).body;
    const ref = { workspaceId: me.workspaceId, module: 'finance', kind: 'entry', id: 'T-1' };
    await transaction(app.ctx, (tx) => recordUsage(tx, used.id, { ...ref, label: 'tarefa T-1' }));
    await transaction(app.ctx, (tx) => recordUsage(tx, orphan.id, { ...ref, label: 'tarefa T-1' }));
    // The task now points at one file only.
    await transaction(app.ctx, (tx) =>
      emit(tx, 'media.usage.released', {
        workspaceId: me.workspaceId,
        actorId: me.userId,
        fileId: orphan.id,
        module: 'finance',
        kind: 'entry',
        recordId: 'T-1',
      }),
    );
    expect((await me.get<MediaFilePage>('/files?unused=true')).body.items.map((f) => f.id)).toEqual(
      [orphan.id],
    );
    // Uploaded today: not old enough for the default 30 days.
    expect((await me.post('/orphans/clean', {})).body).toEqual({ deleted: 0, freedBytes: 0 });
    const cleaned = await me.post('/orphans/clean', { olderThanDays: 0 });
    expect(cleaned.body).toMatchObject({ deleted: 1 });
    expect((await me.get(`/files/${orphan.id}`)).status).toBe(404);
    expect((await fetchUrl(app, orphan.urls.original)).status).toBe(404);
    expect((await me.get(`/files/${used.id}`)).status).toBe(200);
    expect((await fetchUrl(app, used.urls.thumb!)).status).toBe(200);
  });

  it('answers byte ranges of an original (audio/video seeking), 416 outside it', async () => {
    const me = await owner();
    const file = (await upload(app, me, 'notas.txt', 'linha um\nlinha dois\n')).body;
    expect(file).toMatchObject({ mimeType: 'text/plain; charset=utf-8', kind: 'document' });
    const ranged = (range: string) =>
      app.inject({ method: 'GET', url: file.urls.original, headers: { range } });
    const part = await ranged('bytes=6-7');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 6-7/20');
    expect(part.body).toBe('um');
    expect((await ranged('bytes=-5')).body).toBe('dois\n');
    const outside = await ranged('bytes=50-60');
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */20');
    const whole = await fetchUrl(app, file.urls.original);
    expect(whole).toMatchObject({ status: 200, body: 'linha um\nlinha dois\n' });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("removes a deleted workspace's bytes with it", async () => {
    const me = await owner();
    const file = (await upload(app, me, 'some.png', await samplePng(64, 64))).body;
    await transaction(app.ctx, async (tx) => {
      await tx.delete(workspaces).where(eq(workspaces.id, me.workspaceId));
      await emit(tx, 'workspaces.workspace.deleted', {
        workspaceId: me.workspaceId,
        actorId: me.userId,
        memberIds: [me.userId],
      });
    });
    const storage = storageOfBus.get(app.ctx.events)!;
    expect(await storage.get(`${me.workspaceId}/${file.id}/original`)).toBeNull();
    expect(await storage.get(`${me.workspaceId}/${file.id}/thumb`)).toBeNull();
  });

  it("answers 404 for another workspace's file, exactly like a missing one", async () => {
    const me = await owner();
    const outsider = await owner();
    const file = (await upload(app, me, 'so-desta-conta.png', await samplePng(64, 64))).body;
    for (const [method, url, payload] of [
      ['GET', `/files/${file.id}`, undefined],
      ['GET', `/files/${file.id}/usages`, undefined],
      ['PATCH', `/files/${file.id}`, { name: 'Invadido' }],
      ['DELETE', `/files/${file.id}?force=true`, undefined],
    ] as const) {
      const res =
        method === 'GET'
          ? await outsider.get(url)
          : method === 'PATCH'
            ? await outsider.patch(url, payload)
            : await outsider.del(url);
      expect(res, `${method} ${url}`).toMatchObject({
        status: 404,
        body: { message: 'Arquivo não encontrado.' },
      });
    }
    expect((await outsider.get<MediaFilePage>('/files')).body.items).toEqual([]);
    // Another workspace's file cannot be attached to this workspace's records either.
    await expect(
      transaction(app.ctx, (tx) =>
        recordUsage(tx, file.id, {
          workspaceId: outsider.workspaceId,
          module: 'finance',
          kind: 'entry',
          id: 'X',
          label: 'tarefa X',
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect((await me.get<MediaFile>(`/files/${file.id}`)).body.usageCount).toBe(0);
  });
});
