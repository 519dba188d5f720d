import { afterEach, describe, expect, it, vi } from 'vitest';
import { duplicateOf, uploadFile } from './upload';

/** A stand-in XHR: records what was sent, reports progress, then answers `status` with `body`. */
function fakeXhr(status: number, body: unknown) {
  const sent: { url: string; headers: Record<string, string>; form?: FormData }[] = [];
  class Xhr {
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    statusText = '';
    responseText = '';
    responseType = '';
    withCredentials = false;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends the file as multipart with the folder and reports progress', async () => {
    const sent = fakeXhr(201, { id: 'f1', name: 'praia.png' });
    const progress: number[] = [];
    const file = new File(['abc'], 'praia.png', { type: 'image/png' });
    const answer = await uploadFile(file, {
      query: { folderId: '11111111-1111-4111-8111-111111111111', duplicate: 'refuse' },
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ id: 'f1', name: 'praia.png' });
    expect(progress).toEqual([50, 100]);
    expect(sent[0]!.url).toBe(
      '/api/app/fabrica/media/files?folderId=11111111-1111-4111-8111-111111111111&duplicate=refuse',
    );
    expect((sent[0]!.form!.get('file') as File).name).toBe('praia.png');
    // The request helper's headers: this tab's id skips its own realtime echo.
    expect(sent[0]!.headers['x-orbita-tab']).toBeTruthy();
  });

  it('rejects a duplicate with the existing file to offer, in pt-BR', async () => {
    const existing = { id: 'old', name: 'praia.png' };
    fakeXhr(409, { message: 'Já existe: praia.png.', code: 'media.duplicate', existing });
    const error = await uploadFile(new File(['abc'], 'copia.png')).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Já existe: praia.png.');
    expect(duplicateOf(error)).toEqual(existing);
    expect(duplicateOf(new Error('outro'))).toBeNull();
  });
});
