import {
  mediaEndpoints,
  mediaErrorCodes,
  type MediaFile,
  type MediaUpload,
  type MediaUploadQuery,
} from '@orbita/contracts/media';
import { callApi, endpointPath, queryString } from '../../../platform/http/api-client';
import {
  errorFromResponse,
  HttpError,
  NO_RESPONSE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../../platform/http/http-error';
import { renewSession } from '../../../platform/http/request';
import { apiUrl, buildInit } from '../../../platform/http/transport';
import { getToken } from '../../../platform/session/session-store';
import { CHUNKED_THRESHOLD, runChunked, type ChunkIo } from './upload-chunked';

export interface UploadOptions {
  query?: MediaUploadQuery;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

/**
 * One XHR (fetch cannot report upload progress) with the request helper's headers: a
 * multipart form, or raw bytes (a chunk of a large file).
 */
function sendOnce(
  method: 'POST' | 'PUT',
  url: string,
  body: FormData | Blob,
  options: Pick<UploadOptions, 'onProgress' | 'signal'>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const init =
      body instanceof FormData
        ? buildInit(method, body)
        : buildInit(method, undefined, { headers: { 'Content-Type': 'application/octet-stream' } });
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText || undefined;
      if ((xhr.getResponseHeader('Content-Type') ?? '').includes('json') && xhr.responseText) {
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // not JSON after all: keep the text
        }
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, body });
    };
    xhr.onerror = () => reject(new HttpError(NO_RESPONSE_MESSAGE, { status: 0 }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * Sends with progress like the request helper: an expired session is refreshed once and the
 * request sent again; a refusal rejects with an `HttpError`.
 */
export async function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  url: string,
  body: FormData | Blob,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<T> {
  const sentToken = getToken();
  let answer = await sendOnce(method, url, body, options);
  if (answer.status === 401 && sentToken) {
    const token = await renewSession();
    if (!token) throw new HttpError(SESSION_EXPIRED_MESSAGE, { status: 401 });
    options.onProgress?.(0);
    answer = await sendOnce(method, url, body, options);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  throw errorFromResponse(answer.status, answer.statusText, answer.body);
}

/**
 * Uploads one file to the library, reporting progress: one multipart request (part `file`),
 * or, above `CHUNKED_THRESHOLD`, in chunks that retry and resume (`upload-chunked.ts`). A
 * refusal rejects with an `HttpError` (a duplicate's 409 carries the existing file in `body`).
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<MediaFile> {
  if (file.size > CHUNKED_THRESHOLD) return runChunked(file, chunkIo, options);
  const url = apiUrl(endpointPath(mediaEndpoints.upload.path) + queryString(options.query));
  const form = new FormData();
  form.append('file', file, file.name);
  return sendWithProgress<MediaFile>('POST', url, form, options);
}

/** The chunked upload's server calls: JSON through `callApi`, chunks with progress. */
const chunkIo: ChunkIo = {
  create: (body) => callApi(mediaEndpoints.createUpload, { body }),
  status: (id) => callApi(mediaEndpoints.uploadStatus, { params: { id } }),
  put: (id, n, bytes, onLoaded, signal) =>
    sendWithProgress<MediaUpload>(
      'PUT',
      apiUrl(endpointPath(mediaEndpoints.uploadChunk.path, { id, n: String(n) })),
      bytes,
      { signal, onProgress: (percent) => onLoaded(Math.round((percent / 100) * bytes.size)) },
    ),
  complete: (id, query) => callApi(mediaEndpoints.completeUpload, { params: { id }, query }),
  abort: async (id) => {
    await callApi(mediaEndpoints.abortUpload, { params: { id } });
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The file already in the library that a duplicate refusal offers instead. */
export function duplicateOf(error: unknown): MediaFile | null {
  if (!(error instanceof HttpError) || error.code !== mediaErrorCodes.duplicate) return null;
  const body = error.body as { existing?: MediaFile } | undefined;
  return body?.existing ?? null;
}
