import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@orbita/contracts/pages';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { signedIn } from './pages-test-kit';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-pages-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();

/** Uploads a fresh PNG to the library through the real multipart route; answers its id. */
async function uploadPng(headers: Record<string, string>): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .composite([
      {
        input: Buffer.from(`<svg width="64" height="48"><text y="20">${randomUUID()}</text></svg>`),
      },
    ])
    .png()
    .toBuffer();
  const boundary = `----pages${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/fabrica/media/files',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** Fetched as a signed-out visitor's browser would, without any signature. */
const unsigned = async (fileId: string) =>
  (await app.inject({ method: 'GET', url: `/api/public/media/${fileId}/original` })).statusCode;

describe('pages: library images follow the page', () => {
  it('serve without signature exactly while the page opens publicly', async () => {
    const owner = await signedIn(app, database, 'owner');
    const live = await uploadPng(owner.headers);
    const later = await uploadPng(owner.headers);
    const page = (
      await owner.call<Page>('POST', '', {
        title: 'Galeria',
        visibility: 'private',
        blocks: [{ id: 'i', type: 'image', fileId: live, alt: 'Foto' }],
      })
    ).body;
    expect(await unsigned(live)).toBe(403);

    // Published but private: still members only.
    await owner.call('POST', `/${page.id}/publish`, {});
    expect(await unsigned(live)).toBe(403);

    await owner.call('PATCH', `/${page.id}`, { visibility: 'public' });
    expect(await unsigned(live)).toBe(200);

    // A file only in the draft stays private until it is published.
    await owner.call('PATCH', `/${page.id}`, {
      blocks: [
        { id: 'i', type: 'image', fileId: live, alt: 'Foto' },
        { id: 'j', type: 'image', fileId: later, alt: 'Nova' },
      ],
    });
    expect(await unsigned(later)).toBe(403);
    const preview = (await owner.call<{ html: string }>('GET', `/${page.id}/preview`)).body.html;
    expect(preview).toMatch(new RegExp(`/api/public/media/${later}/[a-z0-9]+\\?[^"]*sig=`));
    await owner.call('POST', `/${page.id}/publish`, {});
    expect(await unsigned(later)).toBe(200);

    await owner.call('POST', `/${page.id}/unpublish`, {});
    expect(await unsigned(live)).toBe(403);
    expect(await unsigned(later)).toBe(403);
  });

  it("refuses another workspace's file in a block (404, nothing saved)", async () => {
    const owner = await signedIn(app, database, 'owner');
    const other = await signedIn(app, database, 'owner');
    const foreign = await uploadPng(other.headers);
    const res = await owner.call('POST', '', {
      title: 'Alheia',
      blocks: [{ id: 'i', type: 'image', fileId: foreign, alt: 'x' }],
    });
    expect(res.status).toBe(404);
    expect((await owner.call('GET')).body.items).toEqual([]);
  });
});
