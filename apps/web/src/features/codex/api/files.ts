import { codexFileUrls, type CodexImportResult } from '@orbita/contracts/codex';
import {
  errorFromResponse,
  HttpError,
  NO_RESPONSE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../../platform/http/http-error';
import { renewSession } from '../../../platform/http/request';
import { apiUrl, buildInit, readBody } from '../../../platform/http/transport';
import { getToken } from '../../../platform/session/session-store';

/**
 * The codex's file requests, which `callApi` (JSON) cannot make: the export's ZIP and `.md`
 * come back as bytes, the import goes as multipart. Same headers as every request (session,
 * workspace, anti-forgery, tab); an expired session is refreshed once and the request sent again.
 */
async function sendFile(method: 'GET' | 'POST', path: string, body?: FormData): Promise<Response> {
  const once = async () => {
    try {
      // The contract's addresses are absolute (`/api/app/…`); apiUrl adds `/api/` itself.
      return await fetch(apiUrl(path.replace(/^\/api\//, '')), buildInit(method, body));
    } catch {
      throw new HttpError(NO_RESPONSE_MESSAGE, { status: 0 });
    }
  };
  const sentToken = getToken();
  let response = await once();
  if (response.status === 401 && sentToken) {
    if (!(await renewSession())) throw new HttpError(SESSION_EXPIRED_MESSAGE, { status: 401 });
    response = await once();
  }
  if (!response.ok)
    throw errorFromResponse(
      response.status,
      response.statusText,
      await readBody(response, method).catch(() => undefined),
    );
  return response;
}

/** The file name the server gave (Content-Disposition), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // a malformed name: the fallback
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Exportar (.zip)": the codex as Markdown files in folders. */
export async function exportCodex(id: string, name: string): Promise<void> {
  const response = await sendFile('GET', codexFileUrls.exportCodex(id));
  saveBlob(await response.blob(), fileNameOf(response, `${name || 'codex'}.zip`));
}

/** "Exportar página (.md)": one entry as Markdown. */
export async function exportEntry(entryId: string, title: string): Promise<void> {
  const response = await sendFile('GET', codexFileUrls.exportEntry(entryId));
  saveBlob(await response.blob(), fileNameOf(response, `${title || 'pagina'}.md`));
}

/** "Importar Markdown": one .zip or .md files into the codex (field `files`). */
export async function importFiles(id: string, files: readonly File[]): Promise<CodexImportResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const response = await sendFile('POST', codexFileUrls.importInto(id), form);
  return (await readBody(response, 'POST')) as CodexImportResult;
}
