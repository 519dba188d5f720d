import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaFile, MediaUpload } from '@orbita/contracts/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../test/kit';
import { testDatabase } from '../../test/kit';
import { sweepExpired } from './chunked';
import { appsOnBothStorages, base, fetchUrl, media, upload } from './media-test-kit';
import { noisyJpeg } from './test-samples';

const database = testDatabase();
// 1.5 MB per file, 2 MB per workspace, as in media-files.test.ts.
const apps = await appsOnBothStorages({
  MEDIA_MAX_FILE_BYTES: String(1.5 * 1024 * 1024),
  MEDIA_QUOTA_BYTES: String(2 * 1024 * 1024),
});
const CHUNK = 64 * 1024;

/** PUT one chunk as raw bytes, as the web sends it. */
async function putChunk(app: FastifyInstance, who: Caller, id: string, n: number, bytes: Buffer) {
  const res = await app.inject({
    method: 'PUT',
    url: `${base}/uploads/${id}/chunks/${n}`,
    headers: { ...who.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return {
    status: res.statusCode,
    body: res.json<MediaUpload & { message: string; code: string }>(),
  };
}

const slice = (data: Buffer, n: number) => data.subarray(n * CHUNK, (n + 1) * CHUNK);

describe.each(apps)('chunked uploads on %s', (_, app) => {
  const owner = () => media.newCaller(app, database, 'owner');
  const open = (me: Caller, data: Buffer, name = 'grande.jpg') =>
    me.post<MediaUpload & { message: string; code: string }>('/uploads', {
      name,
      size: data.length,
      chunkSize: CHUNK,
    });

  it('sends a file in 3 chunks, resumes after losing chunk 2, and completes like an upload', async () => {
    const me = await owner();
    let data = await noisyJpeg(160 * 1024);
    while (Math.ceil(data.length / CHUNK) !== 3) data = await noisyJpeg(160 * 1024);
    const session = await open(me, data, 'foto grande.jpg');
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ chunkSize: CHUNK, chunks: 3, received: 0, nextChunk: 0 });
    const id = session.body.id;

    expect((await putChunk(app, me, id, 0, slice(data, 0))).body).toMatchObject({
      received: CHUNK,
      nextChunk: 1,
    });
    // Chunk 2 is "lost": the connection drops half-way (a body shorter than the chunk).
    const lost = await putChunk(app, me, id, 1, slice(data, 1).subarray(0, 1000));
    expect(lost).toMatchObject({
      status: 400,
      body: { code: 'media.chunk_short', message: 'A parte chegou incompleta. Envie-a de novo.' },
    });
    // Chunk 3 before chunk 2: refused, the session says where to resume.
    const early = await putChunk(app, me, id, 2, slice(data, 2));
    expect(early).toMatchObject({
      status: 409,
      body: {
        code: 'media.upload_out_of_order',
        message: expect.stringMatching(/espera a parte 2/),
      },
    });
    const status = await me.get<MediaUpload>(`/uploads/${id}`);
    expect(status.body).toMatchObject({ received: CHUNK, nextChunk: 1 });
    // Completing early is refused in pt-BR.
    const tooSoon = await me.post<{ code: string }>(`/uploads/${id}/complete`);
    expect(tooSoon).toMatchObject({ status: 409, body: { code: 'media.upload_incomplete' } });

    for (let n = status.body.nextChunk; n < 3; n++)
      expect((await putChunk(app, me, id, n, slice(data, n))).status).toBe(200);
    const done = await me.post<MediaFile>(`/uploads/${id}/complete`);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      name: 'foto grande.jpg',
      kind: 'image',
      hash: createHash('sha256').update(data).digest('hex'),
    });
    const thumb = await fetchUrl(app, done.body.urls.thumb!);
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 320, height: 320 });
    // The session is gone with its bytes.
    expect((await me.get(`/uploads/${id}`)).status).toBe(404);

    // Same bytes again through chunks: the duplicate offer, then keep a copy without resending.
    const again = await open(me, data);
    for (let n = 0; n < 3; n++) await putChunk(app, me, again.body.id, n, slice(data, n));
    const dup = await me.post<{ code: string; existing: MediaFile }>(
      `/uploads/${again.body.id}/complete`,
    );
    expect(dup).toMatchObject({ status: 409, body: { code: 'media.duplicate' } });
    expect(dup.body.existing.id).toBe(done.body.id);
    const kept = await me.post<MediaFile>(`/uploads/${again.body.id}/complete?duplicate=keep`);
    expect(kept.status).toBe(201);
    expect(kept.body.id).not.toBe(done.body.id);
  });

  it('refuses an oversized chunk in pt-BR and keeps what came before', async () => {
    const me = await owner();
    const data = await noisyJpeg(100 * 1024);
    const id = (await open(me, data)).body.id;
    const big = await putChunk(app, me, id, 0, data.subarray(0, CHUNK + 1));
    expect(big).toMatchObject({
      status: 413,
      body: {
        code: 'media.chunk_too_large',
        message: 'A parte enviada passa do tamanho combinado para o envio.',
      },
    });
    expect((await me.get<MediaUpload>(`/uploads/${id}`)).body.received).toBe(0);
    const asJson = await me.put<{ message: string }>(`/uploads/${id}/chunks/0`, { bytes: 'x' });
    expect(asJson).toMatchObject({
      status: 415,
      body: { message: 'Envie a parte como application/octet-stream.' },
    });
    expect((await putChunk(app, me, id, 0, slice(data, 0))).body.received).toBe(CHUNK);
    expect((await me.del(`/uploads/${id}`)).status).toBe(204);
    expect((await me.get(`/uploads/${id}`)).status).toBe(404);
  });

  it('checks the declared size against the file limit and the quota up front, and at the end', async () => {
    const me = await owner();
    const tooBig = await me.post<{ message: string }>('/uploads', {
      name: 'x.bin',
      size: Math.round(1.6 * 1024 * 1024),
    });
    expect(tooBig).toMatchObject({
      status: 413,
      body: { message: 'O arquivo passa do limite de 1,5 MB por arquivo.' },
    });
    const first = await upload(app, me, 'um.jpg', await noisyJpeg(800 * 1024));
    expect(first.status).toBe(201);
    const second = await noisyJpeg(800 * 1024);
    const refused = await open(me, second);
    expect(refused).toMatchObject({ status: 413, body: { code: 'media.quota_exceeded' } });
    expect(refused.body.message).toMatch(/^A cota de armazenamento da conta \(2 MB\) acabou/);

    // Room when the session opens, none left when it completes: refused then too.
    const other = await owner();
    const small = await noisyJpeg(900 * 1024);
    const id = (await open(other, small)).body.id;
    expect((await upload(app, other, 'enche.jpg', await noisyJpeg(800 * 1024))).status).toBe(201);
    const used = (await other.get<{ usedBytes: number }>('/quota')).body.usedBytes;
    expect(used + small.length).toBeGreaterThan(2 * 1024 * 1024);
    for (let n = 0; n * CHUNK < small.length; n++)
      expect((await putChunk(app, other, id, n, slice(small, n))).status).toBe(200);
    const late = await other.post<{ code: string }>(`/uploads/${id}/complete`);
    expect(late).toMatchObject({ status: 413, body: { code: 'media.quota_exceeded' } });
  });

  it('takes a chunk larger than the 1 MiB JSON body limit', async () => {
    const me = await owner();
    const data = await noisyJpeg(1300 * 1024);
    const session = await me.post<MediaUpload>('/uploads', {
      name: 'um-pedaco.jpg',
      size: data.length,
      chunkSize: 2 * 1024 * 1024,
    });
    expect(session.body.chunks).toBe(1);
    const put = await putChunk(app, me, session.body.id, 0, data);
    expect(put.status).toBe(200);
    expect(put.body.received).toBe(data.length);
    expect((await me.del(`/uploads/${session.body.id}`)).status).toBe(204);
  });

  it("answers 404 for another workspace's or person's session", async () => {
    const me = await owner();
    const outsider = await owner();
    const data = await noisyJpeg(100 * 1024);
    const id = (await open(me, data)).body.id;
    for (const res of [
      await outsider.get(`/uploads/${id}`),
      await putChunk(app, outsider, id, 0, slice(data, 0)),
      await outsider.post(`/uploads/${id}/complete`),
      await outsider.del(`/uploads/${id}`),
    ])
      expect(res).toMatchObject({
        status: 404,
        body: { message: 'Envio não encontrado ou expirado. Envie o arquivo de novo.' },
      });
    expect((await me.get<MediaUpload>(`/uploads/${id}`)).body.received).toBe(0);
  });

  it('cleans up expired, abandoned sessions', async () => {
    const me = await owner();
    const id = (await open(me, await noisyJpeg(100 * 1024))).body.id;
    const dir = path.join(app.config.DATA_DIR, 'media-uploads', 'sessions');
    expect(fs.existsSync(path.join(dir, `${id}.part`))).toBe(true);
    const deps = { tmpDir: path.join(app.config.DATA_DIR, 'media-uploads') };
    await sweepExpired(deps as never, Date.now() + 25 * 60 * 60 * 1000);
    expect(fs.existsSync(path.join(dir, `${id}.part`))).toBe(false);
    expect((await me.get(`/uploads/${id}`)).status).toBe(404);
  });
});
