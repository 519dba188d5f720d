import {
  mediaEndpoints,
  mediaErrorCodes,
  type MediaFile,
  type MediaUploadQuery,
} from '@orbita/contracts/media';
import { endpointPath, queryString } from '../../../platform/http/api-client';
import {
  errorFromResponse,
  HttpError,
  NO_RESPONSE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../../platform/http/http-error';
import { renewSession } from '../../../platform/http/request';
import { apiUrl, buildInit } from '../../../platform/http/transport';
import { getToken } from '../../../platform/session/session-store';

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

/** One XHR (fetch cannot report upload progress) with the request helper's headers. */
function sendOnce(file: File, url: string, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const init = buildInit('POST', form);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
    xhr.send(form);
  });
}

/**
 * Uploads one file to the library (multipart, part `file`), reporting progress. Like the
 * request helper: an expired session is refreshed once and the upload sent again; a refusal
 * rejects with an `HttpError` (a duplicate's 409 carries the existing file in `body`).
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<MediaFile> {
  const url = apiUrl(endpointPath(mediaEndpoints.upload.path) + queryString(options.query));
  const sentToken = getToken();
  let answer = await sendOnce(file, url, options);
  if (answer.status === 401 && sentToken) {
    const token = await renewSession();
    if (!token) throw new HttpError(SESSION_EXPIRED_MESSAGE, { status: 401 });
    options.onProgress?.(0);
    answer = await sendOnce(file, url, options);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as MediaFile;
  throw errorFromResponse(answer.status, answer.statusText, answer.body);
}

/** The file already in the library that a duplicate refusal offers instead. */
export function duplicateOf(error: unknown): MediaFile | null {
  if (!(error instanceof HttpError) || error.code !== mediaErrorCodes.duplicate) return null;
  const body = error.body as { existing?: MediaFile } | undefined;
  return body?.existing ?? null;
}
