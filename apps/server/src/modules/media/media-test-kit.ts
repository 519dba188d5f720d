import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaFile } from '@orbita/contracts/media';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { startS3TestServer } from '../../platform/storage/s3-test-server';
import { apiClient, testApp, type Caller } from '../../test/kit';
import { uploadBody } from './test-samples';

export const base = '/api/app/fabrica/media';
export const media = apiClient(base);

/**
 * The app on each storage: local disk (a throw-away DATA_DIR) and S3 (a real S3-protocol
 * server, s3rver, started here). Both with small limits so quota and size refusals are cheap.
 */
export async function appsOnBothStorages(limits: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-media-'));
  const s3 = await startS3TestServer();
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env = { DATA_DIR: dataDir, ...limits };
  return [
    ['disco', await testApp(env)],
    ['S3', await testApp({ ...env, ...s3.env })],
  ] as [string, FastifyInstance][];
}

/** Uploads through the real multipart route; answers status and JSON body. */
export async function upload(
  app: FastifyInstance,
  who: Pick<Caller, 'headers'>,
  filename: string,
  data: Buffer | string,
  options: { query?: string; contentType?: string; alt?: string; caption?: string } = {},
) {
  const text = {
    ...(options.alt ? { alt: options.alt } : {}),
    ...(options.caption ? { caption: options.caption } : {}),
  };
  const { payload, headers } = uploadBody(filename, data, options.contentType, text);
  const res = await app.inject({
    method: 'POST',
    url: `${base}/files${options.query ?? ''}`,
    headers: { ...who.headers, ...headers },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json<MediaFile & { message: string; code: string }>(),
  };
}

/** Fetches a file URL as a browser would (no credentials): status, headers, bytes. */
export async function fetchUrl(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, body: res.body };
}
