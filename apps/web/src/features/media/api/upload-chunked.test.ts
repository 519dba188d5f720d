import type { MediaFile, MediaUpload } from '@orbita/contracts/media';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../platform/http/http-error';
import { runChunked, type ChunkIo } from './upload-chunked';

const CHUNK = 4;

/**
 * A server in memory: keeps the bytes received in order, like the real session. `failPut`
 * decides per attempt whether a chunk is "lost" (network drop after `partial` bytes arrived,
 * so the server may hold part of it — the real one truncates back, this one keeps nothing).
 */
function fakeServer(size: number, failPut: (n: number, attempt: number) => boolean) {
  let received = new Uint8Array(0);
  const calls: string[] = [];
  const attempts = new Map<number, number>();
  const state = (): MediaUpload => ({
    id: 'u1',
    name: 'video.mp4',
    size,
    chunkSize: CHUNK,
    chunks: Math.ceil(size / CHUNK),
    received: received.length,
    nextChunk: Math.ceil(received.length / CHUNK),
    expiresAt: '2030-01-01T00:00:00.000Z',
  });
  const io: ChunkIo = {
    create: async () => {
      calls.push('create');
      return state();
    },
    status: async () => {
      calls.push('status');
      return state();
    },
    put: async (_id, n, bytes, onLoaded) => {
      const attempt = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, attempt);
      calls.push(`put ${n}`);
      if (failPut(n, attempt))
        throw new HttpError('Erro inesperado ao realizar a requisição.', { status: 0 });
      if (n !== state().nextChunk)
        throw new HttpError('fora de ordem', { status: 409, code: 'media.upload_out_of_order' });
      const data = new Uint8Array(await bytes.arrayBuffer());
      onLoaded(data.length);
      received = new Uint8Array([...received, ...data]);
      return state();
    },
    complete: async () => {
      calls.push('complete');
      return { id: 'f1', size: received.length } as unknown as MediaFile;
    },
    abort: async () => {
      calls.push('abort');
    },
    sleep: async (ms) => {
      calls.push(`sleep ${ms}`);
    },
  };
  return { io, calls, bytes: () => received };
}

const file = (text: string) => new File([text], 'video.mp4');

describe('runChunked', () => {
  it('sends every chunk in order and completes, with progress over the whole file', async () => {
    const server = fakeServer(10, () => false);
    const progress: number[] = [];
    const answer = await runChunked(file('0123456789'), server.io, {
      chunkBytes: CHUNK,
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toMatchObject({ id: 'f1', size: 10 });
    expect(server.calls).toEqual(['create', 'put 0', 'put 1', 'put 2', 'complete']);
    expect(new TextDecoder().decode(server.bytes())).toBe('0123456789');
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('after a network drop waits, asks the server, and resumes from its offset', async () => {
    // Chunk 2 (n = 1) is lost twice, then goes through.
    const server = fakeServer(10, (n, attempt) => n === 1 && attempt <= 2);
    await runChunked(file('0123456789'), server.io, { chunkBytes: CHUNK, retryDelayMs: 100 });
    expect(server.calls).toEqual([
      'create',
      'put 0',
      'put 1',
      'sleep 100',
      'status',
      'put 1',
      'sleep 200',
      'status',
      'put 1',
      'put 2',
      'complete',
    ]);
    // Chunk 0 was never sent again: the upload resumed, it did not start over.
    expect(server.calls.filter((c) => c === 'put 0')).toHaveLength(1);
    expect(new TextDecoder().decode(server.bytes())).toBe('0123456789');
  });

  it('gives up after the retries, aborting the session, and does not retry a refusal', async () => {
    const dropped = fakeServer(10, (n) => n === 1);
    const error = await runChunked(file('0123456789'), dropped.io, {
      chunkBytes: CHUNK,
      maxRetries: 2,
    }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(0);
    expect(dropped.calls.filter((c) => c === 'put 1')).toHaveLength(3);
    expect(dropped.calls.at(-1)).toBe('abort');

    const refused = fakeServer(10, () => false);
    refused.io.put = async () => {
      throw new HttpError('Envio não encontrado ou expirado.', { status: 404 });
    };
    await expect(
      runChunked(file('0123456789'), refused.io, { chunkBytes: CHUNK }),
    ).rejects.toMatchObject({ status: 404 });
    expect(refused.calls).toEqual(['create', 'abort']);
  });
});
