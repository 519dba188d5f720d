import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import { startS3TestServer } from './s3-test-server';
import type { ObjectStorage } from './storage';

const s3 = await startS3TestServer();
const diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-disk-'));
const storages: [string, ObjectStorage][] = [
  ['disk', diskStorage(diskRoot)],
  [
    's3',
    s3Storage({
      bucket: s3.env.S3_BUCKET,
      region: s3.env.S3_REGION,
      endpoint: s3.env.S3_ENDPOINT,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    }),
  ],
];
afterAll(async () => {
  for (const [, storage] of storages) await storage.close();
  await s3.close();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

describe.each(storages)('object storage (%s)', (_, storage) => {
  it('stores a file and bytes, reads them back as streams, deletes them', async () => {
    const local = path.join(diskRoot, 'upload.txt');
    fs.writeFileSync(local, 'conteúdo do arquivo');
    await storage.putFile('w1/f1/original', local, 'text/plain');
    await storage.putBytes('w1/f1/thumb.webp', Buffer.from('miniatura'), 'image/webp');

    const original = await storage.get('w1/f1/original');
    expect(original?.size).toBe(Buffer.byteLength('conteúdo do arquivo'));
    expect(await text(original!.body)).toBe('conteúdo do arquivo');
    expect(await text((await storage.get('w1/f1/thumb.webp'))!.body)).toBe('miniatura');

    const part = await storage.get('w1/f1/original', { start: 3, end: 7 });
    expect(part?.size).toBe(5);
    expect(await text(part!.body)).toBe('teúd');

    await storage.remove(['w1/f1/original', 'w1/f1/thumb.webp', 'w1/f1/nunca-existiu']);
    expect(await storage.get('w1/f1/original')).toBeNull();
    expect(await storage.get('w1/f1/thumb.webp')).toBeNull();
  });

  it('removes everything under a prefix, and nothing else', async () => {
    await storage.putBytes('w2/a/original', Buffer.from('a'), 'text/plain');
    await storage.putBytes('w2/b/thumb.webp', Buffer.from('b'), 'image/webp');
    await storage.putBytes('w22/c/original', Buffer.from('c'), 'text/plain');
    await storage.removePrefix('w2');
    expect(await storage.get('w2/a/original')).toBeNull();
    expect(await storage.get('w2/b/thumb.webp')).toBeNull();
    expect(await text((await storage.get('w22/c/original'))!.body)).toBe('c');
  });

  it('refuses keys that could leave its root', async () => {
    await expect(storage.putBytes('../fora', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.get('/etc/passwd')).rejects.toThrow();
  });
});
