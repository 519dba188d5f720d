import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaFile, MediaFilePage, MediaUsageList } from '@orbita/contracts/media';
import { afterAll, describe, expect, it } from 'vitest';
import { narrowingFixture, ok, testApp, testDatabase, type NarrowingMember } from '../../test/kit';

/**
 * Issue 23's doubt: a file used only on records a restricted hub hides from someone (a card of
 * a narrowed process, a narrowed publication's cover) is hidden from them in the media library
 * like another workspace's file (`fileVisibleTo`, visibility.ts); a file also used on a record
 * they see stays, its "Usado em" without the hidden usage.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-media-narrow-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();
const { signedIn, restrictedHub } = narrowingFixture(app, database);
type Member = NarrowingMember;

/** A text file uploaded through the library's multipart route, as a browser would. */
async function upload(who: Member, name: string, text = `proposta ${randomUUID()}`) {
  const boundary = `----m7${randomUUID().replaceAll('-', '')}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/fabrica/media/files',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json<MediaFile & { existing?: MediaFile }>() };
}

const fileIds = async (who: Member, query = '') =>
  (await ok<MediaFilePage>(who.get(`/fabrica/media/files${query}`))).items.map((f) => f.id);
const usageLabels = async (who: Member, fileId: string) =>
  (await ok<MediaUsageList>(who.get(`/fabrica/media/files/${fileId}/usages`))).items.map(
    (u) => u.label,
  );

/** A process with one card, and a file attached to it through the card's attachment route. */
async function cardWithFile(owner: Member, title: string, fileId: string) {
  const process = await ok<{ id: string }>(
    owner.post('/flow/processes', { name: `Processo ${title}`, stages: [{ name: 'A' }] }),
    201,
  );
  const card = await ok<{ id: string }>(
    owner.post(`/flow/processes/${process.id}/cards`, { title }),
    201,
  );
  await ok(owner.post(`/flow/cards/${card.id}/attachments`, { fileId }), 201);
  return { process, card };
}

/** Every by-id route of the library, as the member asks it: each must answer 404. */
async function byIdAnswers(who: Member, fileId: string, folderId: string) {
  const url = `/fabrica/media/files/${fileId}`;
  return Promise.all([
    who.get(url),
    who.get(`${url}/usages`),
    who.patch(url, { name: 'Renomeado.txt', version: 1 }),
    who.patch(url, { folderId, version: 1 }),
    who.del(`${url}?force=true`),
  ]);
}

describe('media library: files of records a restricted hub narrows away', () => {
  it('a file attached only to a card of a narrowed process: hidden from outsiders, 404 by id; seen by the hub and Admins; back once the process leaves the hub', async () => {
    const { owner, inHub, outside, hub, add } = await restrictedHub();
    const admin = await signedIn('admin', owner.workspaceId, 'Ana');
    const text = `rescisão ${randomUUID()}`;
    const file = (await upload(owner, 'rescisao-diretor.txt', text)).body;
    const { process } = await cardWithFile(owner, 'Rescisão do diretor', file.id);
    const folder = await ok<{ id: string }>(
      owner.post('/fabrica/media/folders', { name: `Contratos ${randomUUID().slice(0, 6)}` }),
      201,
    );
    const moved = await ok<MediaFile>(
      owner.patch(`/fabrica/media/files/${file.id}`, {
        folderId: folder.id,
        version: file.version,
      }),
    );
    const home = await add('processo', process.id);
    const itemId = (home as { items: { id: string }[] }).items[0]!.id;

    // The outsider: absent from the list, the search, the folder; 404 on every by-id route.
    expect(await fileIds(outside)).not.toContain(file.id);
    expect(await fileIds(outside, '?q=rescisao')).toEqual([]);
    expect(await fileIds(outside, `?folderId=${folder.id}`)).toEqual([]);
    expect(await fileIds(outside, '?unused=false')).not.toContain(file.id);
    const answers = await byIdAnswers(outside, file.id, folder.id);
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 404, body: { message: 'Arquivo não encontrado.' } });
    // The same bytes are no "duplicate" they would be shown: they get their own copy.
    const copy = await upload(outside, 'minha-copia.txt', text);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.id).not.toBe(file.id);
    expect(await fileIds(outside, `?folderId=${folder.id}`)).toEqual([]);

    // The hub's member and an Admin see it, with its "Usado em".
    for (const who of [inHub, admin]) {
      expect(await fileIds(who, `?folderId=${folder.id}`)).toEqual([file.id]);
      expect((await who.get(`/fabrica/media/files/${file.id}`)).status).toBe(200);
      expect(await usageLabels(who, file.id)).toEqual(['cartão Rescisão do diretor']);
    }
    // Nothing changed for them by the outsider's attempts.
    expect(await ok<MediaFile>(owner.get(`/fabrica/media/files/${file.id}`))).toMatchObject({
      name: 'rescisao-diretor.txt',
      folderId: folder.id,
      version: moved.version,
    });

    // The process leaves the hub: the outsider sees the file again.
    await ok(owner.del(`/fabrica/hubs/${hub.id}/itens/${itemId}`));
    expect(await fileIds(outside, `?folderId=${folder.id}`)).toEqual([file.id]);
    expect(await usageLabels(outside, file.id)).toEqual(['cartão Rescisão do diretor']);
  });

  it('a narrowed publication\'s cover is hidden until the hub opens; a file also used on a visible card stays, its "Usado em" without the hidden usage', async () => {
    const { owner, inHub, outside, hub, add } = await restrictedHub();
    const cover = (await upload(owner, 'capa-sigilosa.txt')).body;
    const shared = (await upload(owner, 'compartilhado.txt')).body;
    const loose = (await upload(owner, 'sem-uso.txt')).body;
    const publication = await ok<{ id: string }>(
      owner.post('/universo/publications', { title: 'Plano secreto', coverFileId: cover.id }),
      201,
    );
    const narrowed = await cardWithFile(owner, 'Demissão sigilosa', shared.id);
    await cardWithFile(owner, 'Contrato aberto', shared.id);
    await add('publicacao', publication.id);
    await add('processo', narrowed.process.id);

    const seen = await fileIds(outside);
    expect(seen).toEqual(expect.arrayContaining([shared.id, loose.id]));
    expect(seen).not.toContain(cover.id);
    expect((await outside.get(`/fabrica/media/files/${cover.id}`)).status).toBe(404);
    expect(await usageLabels(outside, shared.id)).toEqual(['cartão Contrato aberto']);
    expect((await ok<MediaFile>(outside.get(`/fabrica/media/files/${shared.id}`))).id).toBe(
      shared.id,
    );
    expect(await usageLabels(inHub, shared.id)).toEqual([
      'cartão Demissão sigilosa',
      'cartão Contrato aberto',
    ]);
    expect(await usageLabels(inHub, cover.id)).toEqual(['publicação Plano secreto']);

    // The hub opens: nothing is narrowed any more.
    const current = await ok<{ hub: { version: number } }>(owner.get(`/fabrica/hubs/${hub.id}`));
    await ok(
      owner.patch(`/fabrica/hubs/${hub.id}`, { restricted: false, version: current.hub.version }),
    );
    expect(await fileIds(outside)).toEqual(expect.arrayContaining([cover.id, shared.id]));
    expect(await usageLabels(outside, shared.id)).toHaveLength(2);
  });
});
