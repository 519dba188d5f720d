import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppState } from '@orbita/contracts';
import type { MediaFile, MediaUsageList } from '@orbita/contracts/media';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase, type Caller } from '../../test/kit';
import { fetchUrl, media, upload } from './media-test-kit';
import { samplePng } from './test-samples';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-media-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();

const patchMe = async (who: Caller, body: object) => {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/app/me',
    headers: who.headers,
    payload: body,
  });
  return { status: res.statusCode, body: res.json<AppState & { message?: string }>() };
};

describe('avatar from the media library', () => {
  it('uses a library file as the avatar (public usage, durable URL) and releases it when replaced', async () => {
    const me = await media.newCaller(app, database, 'owner');
    const first = (await upload(app, me, 'eu.png', await samplePng(200, 200))).body;
    const set = await patchMe(me, { avatarMediaId: first.id });
    expect(set.status).toBe(200);
    expect(set.body.user.avatarUrl).toBe(`/api/public/media/${first.id}/thumb`);
    // Public while it is an avatar: no signature needed, for every member who sees it.
    expect((await fetchUrl(app, set.body.user.avatarUrl!)).status).toBe(200);
    const usages = (await me.get<MediaUsageList>(`/files/${first.id}/usages`)).body.items;
    expect(usages).toMatchObject([
      { module: 'auth', kind: 'avatar', label: 'foto do perfil de Pessoa Teste', public: true },
    ]);
    expect((await me.del(`/files/${first.id}`)).status).toBe(409);

    const second = (await upload(app, me, 'eu-2.png', await samplePng(200, 200))).body;
    await patchMe(me, { avatarMediaId: second.id });
    const released = (await me.get<MediaFile>(`/files/${first.id}`)).body;
    expect(released).toMatchObject({ usageCount: 0, public: false });
    expect((await fetchUrl(app, `/api/public/media/${first.id}/thumb`)).status).toBe(403);

    const byUrl = await patchMe(me, { avatarUrl: 'https://exemplo.com.br/eu.png' });
    expect(byUrl.body.user.avatarUrl).toBe('https://exemplo.com.br/eu.png');
    expect((await me.get<MediaFile>(`/files/${second.id}`)).body.usageCount).toBe(0);
  });

  it("refuses another workspace's file (404) and changes nothing", async () => {
    const me = await media.newCaller(app, database, 'owner');
    const other = await media.newCaller(app, database, 'owner');
    const theirs = (await upload(app, other, 'deles.png', await samplePng(64, 64))).body;
    const refused = await patchMe(me, { avatarMediaId: theirs.id });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Arquivo não encontrado.' } });
    expect((await other.get<MediaFile>(`/files/${theirs.id}`)).body.usageCount).toBe(0);
  });
});
