import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, type ObjectStorage } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible store (AWS, MinIO, R2, s3rver…) through AWS SDK v3. */
export function s3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default aws-chunked uploads with
    // trailing checksums are not understood by many S3-compatible stores (s3rver stores the
    // chunk framing as the object's bytes).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async putFile(key, localPath, contentType) {
      const { size } = await fs.promises.stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertKey(key),
          // Streamed with its length known, so the SDK never buffers the file.
          Body: fs.createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async putBytes(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        if (chunk.length === 0) continue;
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: chunk.map((Key) => ({ Key: assertKey(Key) })), Quiet: true },
          }),
        );
      }
    },
    async removePrefix(prefix) {
      const Prefix = `${assertKey(prefix)}/`;
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: 1000 }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        if (keys.length === 0) return;
        await this.remove(keys);
        if (!page.IsTruncated) return;
      }
    },
    close: async () => client.destroy(),
  };
}
