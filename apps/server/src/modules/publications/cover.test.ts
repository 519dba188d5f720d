import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PUBLICATION_BODY_FIELD,
  publicationRoom,
  type Publication,
} from '@orbita/contracts/publications';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { testApp, testDatabase } from '../../test/kit';
import { draftHtmlOf } from './render';
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

  it('images of the live body are public while live; the draft and a revision come back freshly signed', async () => {
    const owner = await signedIn(app, database, 'owner');
    const image = await uploadPng(owner.headers);
    const foreign = await uploadPng((await signedIn(app, database, 'owner')).headers);
    const item = (await owner.call('POST', '', { title: 'Com foto', visibility: 'public' }))
      .body as Publication;
    // As the editor stores them: the address signed when inserted (long expired here).
    const stale = (id: string) => `/api/public/media/${id}/original?v=1&exp=1000&sig=velha`;
    await app.collab.change(publicationRoom(item.id), owner.workspaceId, null, (doc) => {
      const body = doc.getXmlFragment(PUBLICATION_BODY_FIELD);
      body.insert(
        body.length,
        [image, foreign].map((id) => {
          const img = new Y.XmlElement('image');
          img.setAttribute('src', stale(id));
          img.setAttribute('alt', 'foto');
          return img;
        }),
      );
    });
    expect(await unsigned(image)).not.toBe(200);

    const published = await owner.call('POST', `/${item.id}/publish`);
    expect(published.status).toBe(200); // another workspace's file does not block publishing
    expect(await unsigned(image)).toBe(200);
    expect((await usagesOf(owner.headers, image)).map((u) => u.label)).toEqual([
      'publicação Com foto',
    ]);
    await owner.call('POST', `/${item.id}/unpublish`);
    expect(await unsigned(image)).not.toBe(200);

    // Private again: the draft (the review link's HTML) and a revision carry a live signature.
    const srcOf = (html: string, id: string) =>
      html
        .match(new RegExp(`src="(/api/public/media/${id}/original[^"]*)"`))?.[1]
        ?.replaceAll('&amp;', '&');
    const draft = srcOf(await draftHtmlOf(app, owner.workspaceId, item.id), image)!;
    expect(draft).not.toContain('sig=velha');
    expect((await app.inject({ method: 'GET', url: draft })).statusCode).toBe(200);
    expect(srcOf(await draftHtmlOf(app, owner.workspaceId, item.id), foreign)).toBe(stale(foreign));
    const revisions = (await owner.call('GET', `/${item.id}/revisions`)).body.items as {
      id: string;
    }[];
    const revision = await owner.call('GET', `/${item.id}/revisions/${revisions[0]!.id}`);
    const fromRevision = srcOf(revision.body.html as string, image)!;
    expect((await app.inject({ method: 'GET', url: fromRevision })).statusCode).toBe(200);
  });
});
