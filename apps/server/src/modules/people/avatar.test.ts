import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Person } from '@orbita/contracts/people';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../test/kit';
import { peopleWorld } from './test-support';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-people-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();
const signedIn = peopleWorld(app, database);

/** Uploads a fresh PNG to the library through the real multipart route; answers its id. */
async function uploadPng(headers: Record<string, string>): Promise<string> {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 90, b: 20 } },
  })
    // Unique bytes: the library refuses a second copy of the same file.
    .composite([
      {
        input: Buffer.from(`<svg width="32" height="32"><text y="12">${randomUUID()}</text></svg>`),
      },
    ])
    .png()
    .toBuffer();
  const boundary = `----people${randomUUID().replaceAll('-', '')}`;
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

const usagesOf = async (headers: Record<string, string>, fileId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/app/fabrica/media/files/${fileId}/usages`,
      headers,
    })
  ).json<{ items: { label: string }[] }>().items;

describe('people: avatar from the media library', () => {
  it('records the file as used by the person ("foto de …"), moves and ends the usage', async () => {
    const w = await signedIn('owner');
    const headers = w.people.headers;
    const first = await uploadPng(headers);
    const second = await uploadPng(headers);
    const person = await ok<Person>(w.people.post('', { name: 'Ana', avatarMediaId: first }), 201);
    expect(person.avatarMediaId).toBe(first);
    expect(person.avatarUrl).toMatch(new RegExp(`^/api/public/media/${first}/`));
    expect((await usagesOf(headers, first)).map((u) => u.label)).toEqual(['foto de Ana']);

    await ok(w.people.patch(`/${person.id}`, { avatarMediaId: second }));
    expect(await usagesOf(headers, first)).toEqual([]);
    expect((await usagesOf(headers, second)).map((u) => u.label)).toEqual(['foto de Ana']);

    await ok(w.people.patch(`/${person.id}`, { name: 'Ana Lima' }));
    expect((await usagesOf(headers, second)).map((u) => u.label)).toEqual(['foto de Ana Lima']);

    expect((await w.people.del(`/${person.id}`)).status).toBe(204);
    expect(await usagesOf(headers, second)).toEqual([]);
  });

  it("refuses another workspace's file like a missing one, and saves nothing", async () => {
    const w = await signedIn('owner');
    const other = await signedIn('owner');
    const theirs = await uploadPng(other.people.headers);
    const refused = await w.people.post('', { name: 'Bia', avatarMediaId: theirs });
    expect(refused.status).toBe(404);
    expect(await ok(w.people.get(''))).toEqual({ items: [], nextCursor: null });
    expect(await usagesOf(other.people.headers, theirs)).toEqual([]);
  });
});
