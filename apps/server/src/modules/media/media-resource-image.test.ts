import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Resource } from '@orbita/contracts/gamification';
import type { MediaFile, MediaUsageList } from '@orbita/contracts/media';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase, type Caller } from '../../test/kit';
import { fetchUrl, media, upload } from './media-test-kit';
import { samplePng } from './test-samples';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-media-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();

/** The gamification resource routes, called with a media caller's session. */
const resources = async (
  who: Caller,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) => {
  const res = await app.inject({
    method,
    url: `/api/app/gamificacao/resources${url}`,
    headers: who.headers,
    ...(body ? { payload: body } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json<Resource & { message: string; fields: Record<string, string> }>(),
  };
};
const fileOf = async (who: Caller, id: string) => (await who.get<MediaFile>(`/files/${id}`)).body;
const usagesOf = async (who: Caller, id: string) =>
  (await who.get<MediaUsageList>(`/files/${id}/usages`)).body.items;

describe('game resource images from the media library', () => {
  it('records a public usage with a durable URL, follows renames, releases on change and delete', async () => {
    const me = await media.newCaller(app, database, 'owner');
    const first = (await upload(app, me, 'gema.png', await samplePng(200, 200))).body;
    const created = await resources(me, 'POST', '', { name: 'Gema', imageMediaId: first.id });
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(`/api/public/media/${first.id}/thumb`);
    // Players see it: served without a signature while the resource uses it.
    expect((await fetchUrl(app, created.body.imageUrl!)).status).toBe(200);
    // Browsers keep the public thumb, even when a signed-in player's cookies ride along.
    const withCookies = await app.inject({
      method: 'GET',
      url: created.body.imageUrl!,
      headers: { cookie: 'ai-token=x' },
    });
    expect(withCookies.headers['cache-control']).toMatch(/^public, max-age=[1-9]\d*$/);
    expect(await usagesOf(me, first.id)).toMatchObject([
      { module: 'gamification', kind: 'resource', label: 'recurso Gema', public: true },
    ]);
    expect((await me.del(`/files/${first.id}`)).status).toBe(409);

    const renamed = await resources(me, 'PATCH', `/${created.body.id}`, { name: 'Gema azul' });
    expect(renamed.body.imageUrl).toBe(created.body.imageUrl);
    expect(await usagesOf(me, first.id)).toMatchObject([{ label: 'recurso Gema azul' }]);

    const second = (await upload(app, me, 'gema-2.png', await samplePng(120, 120))).body;
    const changed = await resources(me, 'PATCH', `/${created.body.id}`, {
      imageMediaId: second.id,
    });
    expect(changed.body.imageUrl).toBe(`/api/public/media/${second.id}/thumb`);
    expect(await fileOf(me, first.id)).toMatchObject({ usageCount: 0, public: false });
    expect((await fetchUrl(app, `/api/public/media/${first.id}/thumb`)).status).toBe(403);

    // Back to a linked address: the library file is no longer used.
    const byUrl = await resources(me, 'PATCH', `/${created.body.id}`, {
      imageUrl: 'https://exemplo.com.br/gema.png',
    });
    expect(byUrl.body.imageUrl).toBe('https://exemplo.com.br/gema.png');
    expect((await fileOf(me, second.id)).usageCount).toBe(0);

    await resources(me, 'PATCH', `/${created.body.id}`, { imageMediaId: second.id });
    expect((await fileOf(me, second.id)).usageCount).toBe(1);
    expect((await resources(me, 'DELETE', `/${created.body.id}`)).status).toBe(200);
    expect(await fileOf(me, second.id)).toMatchObject({ usageCount: 0, public: false });
  });

  it("refuses another workspace's file (404, nothing saved) and keeps the URL field http(s) only", async () => {
    const me = await media.newCaller(app, database, 'owner');
    const other = await media.newCaller(app, database, 'owner');
    const theirs = (await upload(app, other, 'deles.png', await samplePng(64, 64))).body;
    const refused = await resources(me, 'POST', '', { name: 'Roubada', imageMediaId: theirs.id });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Arquivo não encontrado.' } });
    expect((await fileOf(other, theirs.id)).usageCount).toBe(0);
    const list = await app.inject({
      method: 'GET',
      url: '/api/app/gamificacao/resources',
      headers: me.headers,
    });
    expect(list.json<{ items: unknown[] }>().items).toEqual([]);

    const mine = await resources(me, 'POST', '', { name: 'Minha' });
    const patched = await resources(me, 'PATCH', `/${mine.body.id}`, { imageMediaId: theirs.id });
    expect(patched.status).toBe(404);
    expect((await fileOf(other, theirs.id)).usageCount).toBe(0);

    for (const imageUrl of ['javascript:alert(1)', `/api/public/media/${theirs.id}/thumb`]) {
      const bad = await resources(me, 'POST', '', { name: 'X', imageUrl });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.imageUrl).toMatch(/https/);
    }
    const notUuid = await resources(me, 'POST', '', { name: 'X', imageMediaId: 'nao-e-id' });
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.fields.imageMediaId).toBe('Arquivo não encontrado.');
  });
});
