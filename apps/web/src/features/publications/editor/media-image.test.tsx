import type { MediaFile } from '@orbita/contracts/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { BodyEditor } from './body-editor';
import { CONTENT_EXTENSIONS as content } from './content';
import { BODY_FIELD } from './extensions';
import { freshUrlOf, mediaSrcOf } from './media-image';

const me = { id: 'u1', name: 'Ana Souza', color: '#00897B' };
const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const fileId = '7d1f3a52-9c1e-4b7a-8f51-2a6c0e9b4d11';
const goneId = '11111111-2222-4333-8444-555555555555';
const fresh = (variant: string) => `/api/public/media/${fileId}/${variant}?exp=1900000000&sig=nova`;

const file = {
  id: fileId,
  urls: {
    original: fresh('original'),
    download: `${fresh('original')}&download=1`,
    thumb: fresh('thumb'),
    sizes: [
      { width: 640, url: fresh('w640') },
      { width: 1280, url: fresh('w1280') },
    ],
  },
} as MediaFile;

/** An image in the room's body, as another person's editor wrote it. */
function appendImage(doc: Y.Doc, src: string, alt: string) {
  const image = new Y.XmlElement('image');
  image.setAttribute('src', src);
  image.setAttribute('alt', alt);
  doc.getXmlFragment(BODY_FIELD).push([image]);
}

afterEach(() => vi.unstubAllGlobals());

describe('library images in the body', () => {
  it('show with freshly signed urls of the same rendition, leaving the document as it was', async () => {
    updateSession({ token: 'jwt', checkpoints: [], workspaceId });
    const fetch = mockFetch((url) =>
      url.endsWith(`/files/${fileId}`)
        ? json(200, file)
        : json(404, { message: 'Arquivo não encontrado.' }),
    );
    const doc = new Y.Doc();
    const expired = `/api/public/media/${fileId}/w1280?exp=1000&sig=vencida`;
    appendImage(doc, expired, 'Praia ao entardecer');
    appendImage(doc, 'https://cdn.exemplo.com/a.png', 'Externa');
    appendImage(doc, `/api/public/media/${goneId}/original?exp=1000&sig=x`, 'Foto apagada');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BodyEditor doc={doc} awareness={null} me={me} readOnly={false} content={content} />
      </QueryClientProvider>,
    );

    // Until the file is read, a placeholder with the alt stands in (never the expired url).
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Praia ao entardecer' })).toHaveAttribute(
        'src',
        fresh('w1280'),
      ),
    );
    expect(screen.getByRole('img', { name: 'Externa' })).toHaveAttribute(
      'src',
      'https://cdn.exemplo.com/a.png',
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto apagada' })).toHaveTextContent(
        'Imagem indisponível — Foto apagada',
      ),
    );
    expect(screen.getByRole('img', { name: 'Foto apagada' }).tagName).not.toBe('IMG');
    // Only library files are read, once each; the shared document keeps the inserted src.
    // (in whichever order the two views mounted)
    expect(fetch.mock.calls.map(([u]) => String(u).replace(/^.*\/files\//, '')).sort()).toEqual(
      [fileId, goneId].sort(),
    );
    expect(doc.getXmlFragment(BODY_FIELD).toString()).toContain('sig=vencida');
  });

  it('knows a library src and maps each rendition', () => {
    expect(mediaSrcOf(`/api/public/media/${fileId}/w640?exp=1&sig=a`)).toEqual({
      id: fileId,
      variant: 'w640',
    });
    expect(mediaSrcOf('https://cdn.exemplo.com/api/public/media/x/original')).toBeNull();
    expect(freshUrlOf(file, 'original')).toBe(fresh('original'));
    expect(freshUrlOf(file, 'thumb')).toBe(fresh('thumb'));
    expect(freshUrlOf(file, 'w640')).toBe(fresh('w640'));
    // A rendition the file no longer has: the original rather than a broken image.
    expect(freshUrlOf(file, 'w1920')).toBe(fresh('original'));
  });
});
