import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { narrowingFixture, ok, testApp, testDatabase, type NarrowingMember } from '../../test/kit';

/**
 * A restricted hub narrows the rest of flow like its lists and processes (hubs.test.ts,
 * narrowing-more.test.ts): a task's history and trash, a process's cards with their parts,
 * history and attachments, and the inbox items processed into a narrowed list or process.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-narrow-flow-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await testApp({ DATA_DIR: dataDir });
const database = testDatabase();

const { signedIn, restrictedHub: hubWith } = narrowingFixture(app, database);
type Member = NarrowingMember;
/** An owner, a hub member, a member outside it and a restricted hub. */
const restrictedHub = () => hubWith();

const ids = async (who: Member, url: string) =>
  (await ok<{ items: { id: string }[] }>(who.get(url))).items.map((i) => i.id);

/** A text file in the media library, uploaded as a browser would. */
async function upload(who: Member, name: string) {
  const boundary = `----h7${randomUUID().replaceAll('-', '')}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: text/plain\r\n\r\nfolha ${randomUUID()}\r\n--${boundary}--\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/fabrica/media/files',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

describe('hub narrowing of flow: history, trash, cards, attachments and the inbox', () => {
  it("a narrowed list's task history and trash answer 404 (listing and restore)", async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const list = await ok<{ id: string }>(owner.post('/flow/lists', { name: 'Salários' }), 201);
    const live = await ok<{ id: string }>(
      owner.post(`/flow/lists/${list.id}/tasks`, { title: 'Reajuste' }),
      201,
    );
    const gone = await ok<{ id: string }>(
      owner.post(`/flow/lists/${list.id}/tasks`, { title: 'Demissão sigilosa' }),
      201,
    );
    await ok(owner.del(`/flow/tasks/${gone.id}`));
    await add('lista', list.id);

    for (const url of [
      `/flow/tasks/${live.id}/history`,
      `/flow/tasks/${gone.id}/history`,
      `/flow/lists/${list.id}/trash`,
    ])
      expect((await outside.get(url)).status, url).toBe(404);
    expect((await outside.post(`/flow/tasks/${gone.id}/restore`, {})).status).toBe(404);

    for (const url of [`/flow/tasks/${live.id}/history`, `/flow/tasks/${gone.id}/history`])
      expect((await inHub.get(url)).status, url).toBe(200);
    expect(await ids(inHub, `/flow/lists/${list.id}/trash`)).toEqual([gone.id]);
    expect((await inHub.post(`/flow/tasks/${gone.id}/restore`, {})).status).toBe(200);
  });

  it("a narrowed process's cards, their parts, history and attachments answer 404", async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const process = await ok<{ id: string; stages: { id: string }[] }>(
      owner.post('/flow/processes', { name: 'Demissões', stages: [{ name: 'A' }, { name: 'B' }] }),
      201,
    );
    const card = await ok<{ id: string; version: number }>(
      owner.post(`/flow/processes/${process.id}/cards`, { title: 'Contrato Acme' }),
      201,
    );
    const file = await upload(owner, 'rescisao.txt');
    await ok(owner.post(`/flow/cards/${card.id}/attachments`, { fileId: file.id }), 201);
    await add('processo', process.id);

    const refusals = [
      await outside.get(`/flow/processes/${process.id}/cards`),
      await outside.post(`/flow/processes/${process.id}/cards`, { title: 'Intrusa' }),
      await outside.get(`/flow/cards/${card.id}`),
      await outside.get(`/flow/cards/${card.id}/history`),
      await outside.get(`/flow/cards/${card.id}/comments`),
      await outside.post(`/flow/cards/${card.id}/comments`, { body: 'Oi' }),
      await outside.post(`/flow/cards/${card.id}/checklist`, { text: 'X' }),
      await outside.post(`/flow/cards/${card.id}/attachments`, { fileId: file.id }),
      await outside.patch(`/flow/cards/${card.id}`, { title: 'Mudado', version: card.version }),
      await outside.post(`/flow/cards/${card.id}/move`, { stageId: process.stages[1]!.id }),
      await outside.del(`/flow/cards/${card.id}`),
    ];
    expect(refusals.map((r) => r.status)).toEqual(refusals.map(() => 404));

    expect(await ids(inHub, `/flow/processes/${process.id}/cards`)).toEqual([card.id]);
    const detail = await ok<{ attachments: { fileId: string }[] }>(
      inHub.get(`/flow/cards/${card.id}`),
    );
    expect(detail.attachments.map((a) => a.fileId)).toEqual([file.id]);
    for (const url of [`/flow/cards/${card.id}/history`, `/flow/cards/${card.id}/comments`])
      expect((await inHub.get(url)).status, url).toBe(200);
  });

  it('an inbox item processed into a narrowed list or process leaves the inbox of a non-member', async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const list = await ok<{ id: string }>(owner.post('/flow/lists', { name: 'Salários' }), 201);
    const process = await ok<{ id: string }>(
      owner.post('/flow/processes', { name: 'Demissões', stages: [{ name: 'A' }] }),
      201,
    );
    await add('lista', list.id);
    await add('processo', process.id);
    const capture = (content: string) =>
      ok<{ id: string }>(owner.post('/flow/items', { content, parse: false }), 201);
    const toList = await capture('Reajuste da diretoria');
    const toProcess = await capture('Rescisão sigilosa');
    const open = await capture('Comprar café');
    await ok(
      owner.post(`/flow/items/${toList.id}/process`, { action: 'next-action', listId: list.id }),
    );
    await ok(
      owner.post(`/flow/items/${toProcess.id}/process`, {
        action: 'to-process',
        processId: process.id,
      }),
    );

    const all = '/flow/items?stage=collected,separated,canceled,archived';
    expect(await ids(outside, all)).toEqual([open.id]);
    for (const id of [toList.id, toProcess.id])
      expect((await outside.get(`/flow/items/${id}`)).status).toBe(404);

    expect(await ids(inHub, all)).toEqual(
      expect.arrayContaining([toList.id, toProcess.id, open.id]),
    );
    for (const id of [toList.id, toProcess.id])
      expect((await inHub.get(`/flow/items/${id}`)).status).toBe(200);

    // Nor do they count in its per-stage numbers (the inbox summary, the dashboard's too).
    const total = async (who: Member) => {
      const summary = await ok<{ counts: Record<string, number> }>(who.get('/flow/inbox/summary'));
      return Object.values(summary.counts).reduce((a, b) => a + b, 0);
    };
    expect(await total(outside)).toBe(1);
    expect(await total(inHub)).toBe(3);
  });

  it('a Criador outside the hub cannot change or delete a narrowed list or process (404)', async () => {
    const { owner, inHub, add } = await restrictedHub();
    const outside = await signedIn('creator', owner.workspaceId, 'Dora');
    const list = await ok<{ id: string; version: number }>(
      owner.post('/flow/lists', { name: 'Salários' }),
      201,
    );
    const process = await ok<{ id: string }>(
      owner.post('/flow/processes', { name: 'Demissões', stages: [{ name: 'A' }] }),
      201,
    );
    await add('lista', list.id);
    await add('processo', process.id);

    const refusals = [
      await outside.patch(`/flow/lists/${list.id}`, { name: 'Mudada', version: list.version }),
      await outside.del(`/flow/lists/${list.id}`),
      await outside.del(`/flow/processes/${process.id}`),
    ];
    expect(refusals.map((r) => r.status)).toEqual([404, 404, 404]);
    expect((await inHub.get(`/flow/lists/${list.id}`)).status).toBe(200);
    expect((await inHub.get(`/flow/processes/${process.id}`)).status).toBe(200);
    await ok(owner.patch(`/flow/lists/${list.id}`, { name: 'Mudada', version: list.version }));
    await ok(owner.del(`/flow/lists/${list.id}`));
  });
});
