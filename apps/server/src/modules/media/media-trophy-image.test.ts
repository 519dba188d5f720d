import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Trophy } from '@orbita/contracts/gamification';
import type { MediaFile, MediaUsageList } from '@orbita/contracts/media';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase, type Caller } from '../../test/kit';
import { fetchUrl, media, upload } from './media-test-kit';
import { samplePng } from './test-samples';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-media-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();

/** The gamification routes, called with a media caller's session. */
const gam = async (
  who: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) => {
  const res = await app.inject({
    method,
    url: `/api/app/gamificacao${url}`,
    headers: who.headers,
    ...(body ? { payload: body } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json<Trophy & { message: string; items: Trophy[] }>(),
  };
};
const newGame = async (who: Caller) => (await gam(who, 'POST', '/games', { name: 'Jogo' })).body.id;
const rule = { kind: 'level', level: 2 };
const fileOf = async (who: Caller, id: string) => (await who.get<MediaFile>(`/files/${id}`)).body;
const usagesOf = async (who: Caller, id: string) =>
  (await who.get<MediaUsageList>(`/files/${id}/usages`)).body.items;

describe('trophy images from the media library', () => {
  it('records a public usage "troféu <nome>", follows renames, releases on change and delete', async () => {
    const me = await media.newCaller(app, database, 'owner');
    const gameId = await newGame(me);
    const first = (await upload(app, me, 'taca.png', await samplePng(200, 200))).body;
    const created = await gam(me, 'POST', `/games/${gameId}/trophies`, {
      name: 'Taça',
      imageMediaId: first.id,
      rule,
    });
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(`/api/public/media/${first.id}/thumb`);
    // Players see it: served without a signature while the trophy uses it.
    expect((await fetchUrl(app, created.body.imageUrl!)).status).toBe(200);
    expect(await usagesOf(me, first.id)).toMatchObject([
      { module: 'gamification', kind: 'trophy', label: 'troféu Taça', public: true },
    ]);
    expect((await me.del(`/files/${first.id}`)).status).toBe(409);
    const id = created.body.id;

    const renamed = await gam(me, 'PATCH', `/trophies/${id}`, { name: 'Taça de ouro' });
    expect(renamed.body.imageUrl).toBe(created.body.imageUrl);
    expect(await usagesOf(me, first.id)).toMatchObject([{ label: 'troféu Taça de ouro' }]);

    const second = (await upload(app, me, 'taca-2.png', await samplePng(120, 120))).body;
    const changed = await gam(me, 'PATCH', `/trophies/${id}`, { imageMediaId: second.id });
    expect(changed.body.imageUrl).toBe(`/api/public/media/${second.id}/thumb`);
    expect(await fileOf(me, first.id)).toMatchObject({ usageCount: 0, public: false });
    expect((await fetchUrl(app, `/api/public/media/${first.id}/thumb`)).status).toBe(403);

    // Back to a linked address: the library file is no longer used.
    const byUrl = await gam(me, 'PATCH', `/trophies/${id}`, {
      imageUrl: 'https://exemplo.com.br/taca.png',
    });
    expect(byUrl.body.imageUrl).toBe('https://exemplo.com.br/taca.png');
    expect((await fileOf(me, second.id)).usageCount).toBe(0);

    await gam(me, 'PATCH', `/trophies/${id}`, { imageMediaId: second.id });
    expect((await fileOf(me, second.id)).usageCount).toBe(1);
    expect((await gam(me, 'DELETE', `/trophies/${id}`)).status).toBe(200);
    expect(await fileOf(me, second.id)).toMatchObject({ usageCount: 0, public: false });
  });

  it('releases the images of trophies that leave with their game or their mission', async () => {
    const me = await media.newCaller(app, database, 'owner');
    const gameId = await newGame(me);
    const file = (await upload(app, me, 'medalha.png', await samplePng(80, 80))).body;
    const mission = (
      await gam(me, 'POST', `/games/${gameId}/missions`, {
        name: 'M',
        goal: { kind: 'manual', target: 1 },
        reward: { points: 1 },
      })
    ).body;
    await gam(me, 'POST', `/games/${gameId}/trophies`, {
      name: 'Da missão',
      imageMediaId: file.id,
      rule: { kind: 'mission', missionId: mission.id },
    });
    expect((await fileOf(me, file.id)).usageCount).toBe(1);
    expect((await gam(me, 'DELETE', `/missions/${mission.id}`)).status).toBe(200);
    expect(await fileOf(me, file.id)).toMatchObject({ usageCount: 0, public: false });

    await gam(me, 'POST', `/games/${gameId}/trophies`, {
      name: 'Do jogo',
      imageMediaId: file.id,
      rule,
    });
    expect((await fileOf(me, file.id)).usageCount).toBe(1);
    expect((await gam(me, 'DELETE', `/games/${gameId}`)).status).toBe(200);
    expect(await fileOf(me, file.id)).toMatchObject({ usageCount: 0, public: false });
  });

  it("refuses another workspace's file: 404 and nothing saved", async () => {
    const me = await media.newCaller(app, database, 'owner');
    const other = await media.newCaller(app, database, 'owner');
    const gameId = await newGame(me);
    const theirs = (await upload(app, other, 'deles.png', await samplePng(64, 64))).body;
    const refused = await gam(me, 'POST', `/games/${gameId}/trophies`, {
      name: 'Roubado',
      imageMediaId: theirs.id,
      rule,
    });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Arquivo não encontrado.' } });
    expect((await fileOf(other, theirs.id)).usageCount).toBe(0);
    expect((await gam(me, 'GET', `/games/${gameId}/trophies`)).body.items).toEqual([]);

    const mine = (await gam(me, 'POST', `/games/${gameId}/trophies`, { name: 'Meu', rule })).body;
    const patched = await gam(me, 'PATCH', `/trophies/${mine.id}`, {
      name: 'Renomeado',
      imageMediaId: theirs.id,
    });
    expect(patched.status).toBe(404);
    expect((await fileOf(other, theirs.id)).usageCount).toBe(0);
    // The whole change rolled back, the name too.
    expect((await gam(me, 'GET', `/games/${gameId}/trophies`)).body.items).toMatchObject([
      { name: 'Meu', imageUrl: null },
    ]);
  });
});
