import type {
  MediaFile,
  MediaFilePage,
  MediaFolder,
  MediaFolderList,
} from '@orbita/contracts/media';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey, testApp, testDatabase, watchWorkspace, type Person } from '../../test/kit';
import { caller } from '../../test/kit/http';
import { fetchUrl, media, upload } from './media-test-kit';
import { samplePng } from './test-samples';

// Storage-independent behaviour (folders, roles, keys, realtime, focal point): disk only;
// media-files.test.ts runs the storage-dependent parts on both storages.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-media-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();
const owner = () => media.newCaller(app, database, 'owner');

describe('media folders', () => {
  it('creates, renames, nests and moves folders; refuses cycles, twin names and deleting non-empty ones', async () => {
    const me = await owner();
    const photos = (await me.post<MediaFolder>('/folders', { name: 'Fotos' })).body;
    const events = (
      await me.post<MediaFolder>('/folders', { name: 'Eventos', parentId: photos.id })
    ).body;
    expect(events.parentId).toBe(photos.id);
    const twin = await me.post('/folders', { name: 'fotos' });
    expect(twin).toMatchObject({
      status: 409,
      body: { message: 'Já existe uma pasta com este nome aqui.' },
    });
    const cycle = await me.patch(`/folders/${photos.id}`, { parentId: events.id });
    expect(cycle).toMatchObject({
      status: 400,
      body: { fields: { parentId: expect.any(String) } },
    });
    expect((await me.patch(`/folders/${photos.id}`, { parentId: photos.id })).status).toBe(400);

    const renamed = await me.patch<MediaFolder>(`/folders/${events.id}`, {
      name: 'Eventos 2025',
      parentId: null,
    });
    expect(renamed.body).toMatchObject({ name: 'Eventos 2025', parentId: null });

    const file = (
      await upload(app, me, 'palco.png', await samplePng(64, 64), {
        query: `?folderId=${photos.id}`,
      })
    ).body;
    expect(file.folderId).toBe(photos.id);
    expect((await me.get<MediaFilePage>(`/files?folderId=${photos.id}`)).body.items).toHaveLength(
      1,
    );
    expect((await me.get<MediaFilePage>('/files?folderId=root')).body.items).toEqual([]);

    const busy = await me.del(`/folders/${photos.id}`);
    expect(busy).toMatchObject({ status: 409, body: { code: 'media.folder_not_empty' } });
    const moved = await me.patch<MediaFile>(`/files/${file.id}`, { folderId: null });
    expect(moved.body.folderId).toBeNull();
    expect((await me.del(`/folders/${photos.id}`)).status).toBe(204);
    expect((await me.get<MediaFolderList>('/folders')).body.items.map((f) => f.name)).toEqual([
      'Eventos 2025',
    ]);
  });

  it("answers 404 for another workspace's folder, as parent, destination or target", async () => {
    const me = await owner();
    const outsider = await owner();
    const mine = (await me.post<MediaFolder>('/folders', { name: 'Privada' })).body;
    expect((await outsider.patch(`/folders/${mine.id}`, { name: 'X' })).status).toBe(404);
    expect((await outsider.del(`/folders/${mine.id}`)).status).toBe(404);
    expect((await outsider.post('/folders', { name: 'X', parentId: mine.id })).status).toBe(404);
    const up = await upload(app, outsider, 'x.png', await samplePng(32, 32), {
      query: `?folderId=${mine.id}`,
    });
    expect(up).toMatchObject({ status: 404, body: { message: 'Pasta não encontrada.' } });
    const theirs = (await upload(app, outsider, 'y.png', await samplePng(32, 32))).body;
    expect((await outsider.patch(`/files/${theirs.id}`, { folderId: mine.id })).status).toBe(404);
    expect((await outsider.get<MediaFolderList>('/folders')).body.items).toEqual([]);
  });
});

describe('media access', () => {
  it('lets an Observador read the library but not upload, change or delete (403)', async () => {
    const me = await owner();
    const viewer = await media.joinAs(app, database, me.workspaceId, 'viewer');
    const file = (await upload(app, me, 'ler.png', await samplePng(32, 32))).body;
    expect((await viewer.get<MediaFilePage>('/files')).body.items.map((f) => f.id)).toEqual([
      file.id,
    ]);
    expect((await upload(app, viewer, 'nao.png', await samplePng(32, 32))).status).toBe(403);
    expect((await viewer.patch(`/files/${file.id}`, { alt: 'x' })).status).toBe(403);
    expect((await viewer.del(`/files/${file.id}?force=true`)).status).toBe(403);
    expect((await viewer.post('/folders', { name: 'Não' })).status).toBe(403);
    expect((await viewer.post('/orphans/clean', { olderThanDays: 0 })).status).toBe(403);
    const editor = await media.joinAs(app, database, me.workspaceId, 'editor');
    expect((await upload(app, editor, 'sim.png', await samplePng(32, 32))).status).toBe(201);
  });

  it('lets an API key with an editing role upload', async () => {
    const me = await owner();
    const asPerson = { call: caller(app, `Bearer ${me.token}`) } as unknown as Person;
    const { secret } = await createKey(asPerson, me.workspaceId, { role: 'editor' });
    const key = { headers: { authorization: `Bearer ${secret}` } };
    const up = await upload(app, key, 'integracao.png', await samplePng(32, 32));
    expect(up.status).toBe(201);
    expect(up.body.workspaceId).toBe(me.workspaceId);
  });

  it('refuses uploads that are not multipart, or have no file part, in pt-BR (never 500)', async () => {
    const me = await owner();
    const json = await me.post('/files', { file: 'x' });
    expect(json).toMatchObject({
      status: 415,
      body: { message: 'Envie o arquivo como multipart/form-data.' },
    });
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/app/fabrica/media/files',
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="alt"\r\n\r\noi\r\n--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/app/fabrica/media/files',
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nsem fim',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });
});

describe('media realtime and focal point', () => {
  it('publishes uploads, changes and deletions to the workspace with the asking tab as origin', async () => {
    const me = (await owner()).inTab();
    const watch = watchWorkspace(app, me.workspaceId);
    const file = (await upload(app, me, 'ao-vivo.png', await samplePng(64, 64))).body;
    await me.patch(`/files/${file.id}`, { caption: 'Nova legenda' });
    await me.del(`/files/${file.id}`);
    expect(watch.published.map((e) => [e.entity, e.type, e.id, e.origin])).toEqual([
      ['media', 'created', file.id, me.tab],
      ['media', 'updated', file.id, me.tab],
      ['media', 'deleted', file.id, me.tab],
    ]);
    // Ids only: a file may be hidden from some of the workspace's sockets (a restricted hub).
    expect(watch.published.map((e) => e.data)).toEqual([
      { id: file.id },
      { id: file.id },
      { id: file.id },
    ]);
    expect(watch.emitted('media.')).toEqual([
      'media.file.uploaded',
      'media.file.updated',
      'media.file.deleted',
    ]);
  });

  it('re-cuts the thumbnail around a new focal point', async () => {
    const me = await owner();
    // Left half black, right half white: the crop's side shows where the focal point is.
    const image = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: '#000' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 600, height: 400, channels: 3, background: '#fff' },
          })
            .png()
            .toBuffer(),
          left: 600,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const file = (await upload(app, me, 'metades.png', image)).body;
    const brightness = async (f: MediaFile) => {
      const stats = await sharp((await fetchUrl(app, f.urls.thumb!)).bytes).stats();
      return stats.channels[0]!.mean;
    };
    expect(await brightness(file)).toBeGreaterThan(60); // centred: half and half
    expect(await brightness(file)).toBeLessThan(195);
    const left = (await me.patch<MediaFile>(`/files/${file.id}`, { focalX: 0, focalY: 0.5 })).body;
    expect(left.urls.thumb).not.toBe(file.urls.thumb);
    expect(await brightness(left)).toBeLessThan(10);
    const right = (await me.patch<MediaFile>(`/files/${file.id}`, { focalX: 1 })).body;
    expect(right).toMatchObject({ focalX: 1, focalY: 0.5 });
    expect(await brightness(right)).toBeGreaterThan(245);
    const refused = await me.patch(`/files/${file.id}`, { focalX: 2 });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { focalX: 'O ponto focal vai de 0 a 1.' } },
    });
  });
});
