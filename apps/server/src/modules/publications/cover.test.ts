import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Publication } from '@orbita/contracts/publications';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { signedIn } from './test-people';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-publications-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();

/** Uploads a fresh PNG to the library through the real multipart route; answers its id. */
async function uploadPng(headers: Record<string, string>): Promise<string> {
  const png = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    // Unique bytes: the library refuses a second copy of the same file.
    .composite([
      {
        input: Buffer.from(`<svg width="32" height="24"><text y="12">${randomUUID()}</text></svg>`),
      },
    ])
    .png()
    .toBuffer();
  const boundary = `----pub${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`,
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

const usagesOf = async (headers: Record<string, string>, fileId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/app/fabrica/media/files/${fileId}/usages`,
      headers,
    })
  ).json<{ items: { label: string }[] }>().items;
const unsigned = async (fileId: string) =>
  (await app.inject({ method: 'GET', url: `/api/public/media/${fileId}/original` })).statusCode;

describe('publications: the cover in the media library', () => {
  it('shows the publication in "Usado em", follows a cover change, and is public only while live', async () => {
    const owner = await signedIn(app, database, 'owner');
    const first = await uploadPng(owner.headers);
    const second = await uploadPng(owner.headers);
    const item = (
      await owner.call('POST', '', { title: 'Com capa', coverFileId: first, visibility: 'public' })
    ).body as Publication;
    expect(item.coverFileId).toBe(first);
    expect((await usagesOf(owner.headers, first)).map((u) => u.label)).toEqual([
      'publicação Com capa',
    ]);
    expect(await unsigned(first)).not.toBe(200);

    await owner.call('POST', `/${item.id}/publish`);
    expect(await unsigned(first)).toBe(200);

    await owner.call('PATCH', `/${item.id}`, { coverFileId: second });
    expect(await usagesOf(owner.headers, first)).toEqual([]);
    expect(await unsigned(first)).not.toBe(200);
    expect(await unsigned(second)).toBe(200);

    await owner.call('POST', `/${item.id}/unpublish`);
    expect(await unsigned(second)).not.toBe(200);
    await owner.call('DELETE', `/${item.id}`);
    expect(await usagesOf(owner.headers, second)).toEqual([]);
  });

  it("refuses another workspace's file as a cover (404, nothing created)", async () => {
    const owner = await signedIn(app, database, 'owner');
    const other = await signedIn(app, database, 'owner');
    const foreign = await uploadPng(other.headers);
    const refused = await owner.call('POST', '', { title: 'Capa alheia', coverFileId: foreign });
    expect(refused.status).toBe(404);
    expect((await owner.call('GET')).body.items).toEqual([]);
  });
});
