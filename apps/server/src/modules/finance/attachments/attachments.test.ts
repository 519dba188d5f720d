import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntryAttachment, EntryAttachmentCounts } from '@orbita/contracts/finance';
import { afterAll, describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase, type Caller } from '../../../test/kit';
import { joinAs, makeBox, makeEntry, newCaller } from '../testing';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-receipts-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const database = testDatabase();
const app = await testApp({ DATA_DIR: dataDir });

/** A receipt in the library, uploaded through the media route as a browser would. */
async function upload(who: Caller, name: string) {
  const boundary = `----h6${randomUUID().replaceAll('-', '')}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: text/plain\r\n\r\ncomprovante ${randomUUID()}\r\n--${boundary}--\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/fabrica/media/files',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string }>();
}
const usagesOf = async (who: Caller, fileId: string) =>
  (
    await app.inject({
      url: `/api/app/fabrica/media/files/${fileId}/usages`,
      headers: who.headers,
    })
  ).json<{ items: { label: string; kind: string }[] }>().items;

async function entryOf(owner: Caller) {
  const box = await makeBox(owner);
  const [entry] = await makeEntry(owner, {
    boxId: box.id,
    date: '2025-03-10',
    value: 12_345,
    type: 'expense',
    description: 'Mercado',
  });
  return entry!;
}

describe('entry attachments (comprovantes)', () => {
  it('attaches a library file once, lists, counts and removes it; deleting the entry ends the use', async () => {
    const owner = await newCaller(app, database);
    const entry = await entryOf(owner);
    const other = await entryOf(owner);
    const file = await upload(owner, 'nota-fiscal.txt');
    const attached = expectStatus(
      await owner.post<EntryAttachment>(`/entries/${entry.id}/attachments`, { fileId: file.id }),
      201,
    );
    expect(attached).toMatchObject({ entryId: entry.id, fileId: file.id, name: 'nota-fiscal.txt' });
    expectStatus(await owner.post(`/entries/${entry.id}/attachments`, { fileId: file.id }), 200);
    expect(await usagesOf(owner, file.id)).toMatchObject([
      { kind: 'entry', label: 'lançamento Mercado' },
    ]);
    const list = expectStatus(
      await owner.get<{ items: EntryAttachment[] }>(`/entries/${entry.id}/attachments`),
      200,
    );
    expect(list.items.map((a) => a.id)).toEqual([attached.id]);
    const counts = expectStatus(
      await owner.get<EntryAttachmentCounts>(
        `/entry-attachments/counts?ids=${entry.id},${other.id}`,
      ),
      200,
    );
    expect(counts.counts).toEqual({ [entry.id]: 1 });

    expectStatus(await owner.del(`/entries/${entry.id}/attachments/${attached.id}`), 200);
    expect(await usagesOf(owner, file.id)).toEqual([]);
    expectStatus(await owner.del(`/entries/${entry.id}/attachments/${attached.id}`), 404);

    expectStatus(await owner.post(`/entries/${entry.id}/attachments`, { fileId: file.id }), 201);
    expectStatus(await owner.del(`/entries/${entry.id}`), 200);
    expect(await usagesOf(owner, file.id)).toEqual([]);
  });

  it("answers 404 across workspaces (entry or file) and 403 to an Observador's writes", async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const entry = await entryOf(owner);
    const file = await upload(owner, 'recibo.txt');
    const attachment = expectStatus(
      await owner.post<EntryAttachment>(`/entries/${entry.id}/attachments`, { fileId: file.id }),
      201,
    );
    for (const res of [
      await stranger.get(`/entries/${entry.id}/attachments`),
      await stranger.post(`/entries/${entry.id}/attachments`, { fileId: file.id }),
      await stranger.del(`/entries/${entry.id}/attachments/${attachment.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Lançamento não encontrado.' });
    }
    // Counts of another workspace's entries are simply not there.
    expect(
      expectStatus(
        await stranger.get<EntryAttachmentCounts>(`/entry-attachments/counts?ids=${entry.id}`),
        200,
      ).counts,
    ).toEqual({});
    const theirs = await upload(stranger, 'segredo.txt');
    const refused = await owner.post(`/entries/${entry.id}/attachments`, { fileId: theirs.id });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Arquivo não encontrado.' });

    for (const res of [
      await viewer.post(`/entries/${entry.id}/attachments`, { fileId: file.id }),
      await viewer.del(`/entries/${entry.id}/attachments/${attachment.id}`),
    ])
      expect(res.status).toBe(403);
    expect(
      expectStatus(
        await viewer.get<{ items: EntryAttachment[] }>(`/entries/${entry.id}/attachments`),
        200,
      ).items,
    ).toHaveLength(1);
  });
});
