import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { photoJpeg } from '../apps/server/src/modules/media/test-samples';
import { connectDatabase, migrateDatabase } from '../apps/server/src/platform/db/client';
import { startS3TestServer } from '../apps/server/src/platform/storage/s3-test-server';
import { createMember, tokenFor } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase } from './support/servers';
import { percentile, round2 } from './support/stats';

/**
 * Media upload throughput (issue 18): 100 photos of ~2 MB each sent over HTTP as
 * multipart to the real server (loopback), each re-encoded without metadata with its
 * thumbnail and WebP sizes, on local disk and on S3 (s3rver). Files per second, per-upload
 * latency and the peak RSS of the process (the server runs in it; the client's samples are
 * in the baseline). The samples are photo-like 6 MP JPEGs (smooth shapes with grain, ~2 MB);
 * 10 distinct ones are cycled and sent with `?duplicate=keep`, so every upload is processed
 * in full.
 */
const FILES = Number(process.env.MEDIA_BENCH_FILES ?? 100);
const CONCURRENCY = Number(process.env.MEDIA_BENCH_CONCURRENCY ?? 4);

export interface MediaUploadResult {
  storage: 'disk' | 's3';
  files: number;
  concurrency: number;
  megabytes: number;
  seconds: number;
  filesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  rssBaselineMb: number;
  rssPeakMb: number;
}

async function uploadAll(
  url: string,
  headers: Record<string, string>,
  samples: Buffer[],
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < FILES) {
      const i = next++;
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(samples[i % samples.length]!)], { type: 'image/jpeg' }),
        `foto-${i}.jpg`,
      );
      const started = performance.now();
      const res = await fetch(`${url}/api/app/fabrica/media/files?duplicate=keep`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies.sort((a, b) => a - b);
}

async function runOne(
  databaseUrl: string,
  storage: 'disk' | 's3',
  samples: Buffer[],
): Promise<MediaUploadResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-bench-media-'));
  const s3 = storage === 's3' ? await startS3TestServer() : null;
  const database = connectDatabase(databaseUrl);
  await migrateDatabase(database.db);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      APP_URL: 'http://localhost:3000',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      MEDIA_QUOTA_BYTES: String(10 * 1024 * 1024 * 1024),
      ...(s3?.env ?? {}),
    }),
    database,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { user, workspace } = await createMember(database, 'owner', 'Bench mídia', {
      workspaceName: `Bench mídia ${storage}`,
      emailLabel: 'media',
    });
    const headers = {
      authorization: `Bearer ${await tokenFor(app, database, user.id)}`,
      'x-workspace-id': workspace.id,
    };
    global.gc?.();
    const rssBaseline = process.memoryUsage.rss();
    let rssPeak = rssBaseline;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 20);
    const started = performance.now();
    const latencies = await uploadAll(url, headers, samples);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return {
      storage,
      files: FILES,
      concurrency: CONCURRENCY,
      megabytes: round2((samples[0]!.length * FILES) / 1024 / 1024),
      seconds: round2(seconds),
      filesPerSecond: round2(FILES / seconds),
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      rssBaselineMb: Math.round(rssBaseline / 1024 / 1024),
      rssPeakMb: Math.round(rssPeak / 1024 / 1024),
    };
  } finally {
    await app.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMediaBench(): Promise<MediaUploadResult[]> {
  const samples = await Promise.all(Array.from({ length: 10 }, () => photoJpeg()));
  const database = await startBenchDatabase();
  try {
    return [await runOne(database.url, 'disk', samples), await runOne(database.url, 's3', samples)];
  } finally {
    await database.stop();
  }
}

export function printMediaResult(results: MediaUploadResult[]): void {
  console.log(
    `\nMídia: envio de ${FILES} fotos de ~2 MB (reencode sem metadados, miniatura e tamanhos WebP), ${CONCURRENCY} envios simultâneos`,
  );
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.storage === 'disk' ? 'disco' : 'S3 (s3rver)',
        {
          'arquivos/s': r.filesPerSecond,
          's total': r.seconds,
          'p50 ms': r.p50Ms,
          'p95 ms': r.p95Ms,
          'RSS base MB': r.rssBaselineMb,
          'RSS pico MB': r.rssPeakMb,
        },
      ]),
    ),
  );
}

// `npx tsx bench/media.ts`: this bench alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runMediaBench();
  printMediaResult(results);
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const meta = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
  };
  fs.writeFileSync(
    path.join(dir, 'media.json'),
    JSON.stringify({ meta, data: results }, null, 2) + '\n',
  );
  process.exit(0);
}
