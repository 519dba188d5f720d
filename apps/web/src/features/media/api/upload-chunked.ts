import {
  MEDIA_CHUNK_DEFAULT,
  mediaUploadErrorCodes,
  type CompleteMediaUploadQuery,
  type CreateMediaUpload,
  type MediaFile,
  type MediaUpload,
  type MediaUploadQuery,
} from '@orbita/contracts/media';
import { HttpError } from '../../../platform/http/http-error';

/** Files above this go in chunks (one request each), so a drop costs one chunk, not the file. */
export const CHUNKED_THRESHOLD = 8 * 1024 * 1024;
export const CHUNK_BYTES = MEDIA_CHUNK_DEFAULT;

/** The server calls of a chunked upload (real ones in `upload.ts`; fakes in the tests). */
export interface ChunkIo {
  create(body: CreateMediaUpload): Promise<MediaUpload>;
  status(id: string): Promise<MediaUpload>;
  /** Sends chunk `n`; `onLoaded` gets the chunk's bytes sent so far. */
  put(
    id: string,
    n: number,
    bytes: Blob,
    onLoaded: (bytes: number) => void,
    signal?: AbortSignal,
  ): Promise<MediaUpload>;
  complete(id: string, query: CompleteMediaUploadQuery): Promise<MediaFile>;
  abort(id: string): Promise<void>;
  sleep(ms: number): Promise<void>;
}

export interface ChunkedOptions {
  query?: MediaUploadQuery;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
  /** Failed attempts in a row before giving up (each waits twice as long as the last). */
  maxRetries?: number;
  retryDelayMs?: number;
}

/**
 * Worth another try: no answer (network drop), a timeout, too many requests, a server
 * hiccup, or a chunk the server did not expect (it had more or fewer bytes than we thought —
 * asking where it stands fixes that).
 */
export function retryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  const status = error.status ?? 0;
  return (
    status === 0 ||
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    error.code === mediaUploadErrorCodes.outOfOrder ||
    error.code === mediaUploadErrorCodes.busy ||
    error.code === mediaUploadErrorCodes.chunkShort
  );
}

const aborted = () => new DOMException('Aborted', 'AbortError');

/**
 * Uploads `file` in chunks: opens a session, sends the chunk the server expects next, and on a
 * failure waits (backoff), asks the server where it stands and resumes from its offset — never
 * from the start. Progress is over the whole file. Completion answers like the single upload
 * (the file, or an `HttpError` 409 duplicate carrying the existing file).
 */
export async function runChunked(
  file: Blob & { name: string },
  io: ChunkIo,
  options: ChunkedOptions = {},
): Promise<MediaFile> {
  const { signal, maxRetries = 5, retryDelayMs = 500 } = options;
  const report = (bytes: number) =>
    options.onProgress?.(Math.min(100, Math.floor((bytes / file.size) * 100)));
  let session = await io.create({
    name: file.name,
    size: file.size,
    chunkSize: options.chunkBytes ?? CHUNK_BYTES,
    ...(options.query?.folderId ? { folderId: options.query.folderId } : {}),
  });
  const id = session.id;
  let failures = 0;
  try {
    while (session.received < file.size) {
      if (signal?.aborted) throw aborted();
      const start = session.nextChunk * session.chunkSize;
      const bytes = file.slice(start, Math.min(start + session.chunkSize, file.size));
      try {
        const done = session.received;
        session = await io.put(id, session.nextChunk, bytes, (n) => report(done + n), signal);
        failures = 0;
        report(session.received);
      } catch (error) {
        if (!retryable(error) || failures >= maxRetries) throw error;
        failures++;
        await io.sleep(retryDelayMs * 2 ** (failures - 1));
        // Resume from what the server has, not from what we sent.
        session = await io.status(id).catch(() => session);
      }
    }
    return await io.complete(id, { duplicate: options.query?.duplicate ?? 'refuse' });
  } catch (error) {
    // A refused or abandoned upload frees its bytes now rather than at expiry.
    await io.abort(id).catch(() => {});
    throw error;
  }
}
