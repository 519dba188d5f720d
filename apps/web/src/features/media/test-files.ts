import type { MediaFile } from '@orbita/contracts/media';

/** The workspace of the media tests' records. */
export const testWorkspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const testUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A library file record for the media feature's tests (one shape, overridable per test). */
export function testMediaFile(n: number, over: Partial<MediaFile> = {}): MediaFile {
  const at = '2026-03-01T12:00:00.000Z';
  return {
    id: testUuid(n),
    version: 1,
    workspaceId: testWorkspaceId,
    folderId: null,
    name: `foto-${n}.jpg`,
    mimeType: 'image/jpeg',
    kind: 'image',
    size: 2.4 * 1024 * 1024,
    width: 800,
    height: 600,
    hash: `h${n}`,
    alt: '',
    caption: '',
    focalX: 0.5,
    focalY: 0.5,
    public: false,
    usageCount: 0,
    urls: { original: `/o/${n}`, download: `/d/${n}`, thumb: `/t/${n}`, sizes: [] },
    urlsExpireAt: null,
    createdAt: at,
    updatedAt: at,
    createdBy: null,
    ...over,
  };
}
