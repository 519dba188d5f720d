import type { MediaFile, MediaFolder, MediaFolderList } from '@orbita/contracts/media';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { expectVersionedEdits } from '../../test/version-conflicts';
import { media, upload } from './media-test-kit';
import { samplePng } from './test-samples';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-media-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();

describe('media: concurrent edits of the same version, the second answers 409 with the current record', () => {
  it('file (rename, alt text, move)', async () => {
    const me = await media.newCaller(app, database, 'owner');
    const folder = (await me.post<MediaFolder>('/folders', { name: 'Fotos' })).body;
    const uploaded = await upload(app, me, 'praia.png', await samplePng(64, 64));
    expect(uploaded.status).toBe(201);
    await expectVersionedEdits(me, {
      path: `/files/${uploaded.body.id}`,
      first: { name: 'praia-verao.png', alt: 'Praia no verão', folderId: folder.id },
      second: { name: 'praia-inverno.png', alt: 'Praia no inverno', folderId: null },
    });
  });

  it('a stale focal point is refused and the newer one stays', async () => {
    const me = await media.newCaller(app, database, 'owner');
    const { body: file } = await upload(app, me, 'foco.png', await samplePng(64, 64));
    const url = `/files/${file.id}`;
    expect((await me.patch(url, { focalX: 0.2, version: file.version })).status).toBe(200);
    const stale = await me.patch<{ current: MediaFile }>(url, {
      focalX: 0.9,
      version: file.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ focalX: 0.2, version: file.version + 1 });
  });

  it('folder (rename and move), read from the folder list', async () => {
    const me = await media.newCaller(app, database, 'owner');
    const photos = (await me.post<MediaFolder>('/folders', { name: 'Fotos' })).body;
    const events = (await me.post<MediaFolder>('/folders', { name: 'Eventos' })).body;
    await expectVersionedEdits(me, {
      path: `/folders/${events.id}`,
      read: '/folders',
      pick: (answer) =>
        'items' in answer
          ? (answer as MediaFolderList).items.find((f) => f.id === events.id)
          : answer,
      first: { name: 'Eventos 2026', parentId: photos.id },
      second: { name: 'Eventos antigos', parentId: null },
    });
  });
});
