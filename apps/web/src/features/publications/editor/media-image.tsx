import {
  MEDIA_URL_TTL_SECONDS,
  mediaEndpoints,
  mediaEntities,
  type MediaFile,
} from '@orbita/contracts/media';
import { MEDIA_URL_PREFIX } from '@orbita/contracts/rich-text';
import { Box } from '@mui/material';
import type { AnyExtension, Node } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useQuery } from '@tanstack/react-query';
import { callApi, statusOf } from '../../../platform/http';

const MEDIA_SRC = new RegExp(
  `^${MEDIA_URL_PREFIX.replace(/\//g, '\\/')}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\/([a-z0-9]+)(?:[?#]|$)`,
  'i',
);

/** The library file and rendition an image's src points at; null for any other address. */
export function mediaSrcOf(src: string | null | undefined): { id: string; variant: string } | null {
  const match = src ? MEDIA_SRC.exec(src.trim()) : null;
  return match ? { id: match[1]!.toLowerCase(), variant: match[2]!.toLowerCase() } : null;
}

/** The freshly signed url of the same rendition (a missing width falls back to the original). */
export function freshUrlOf(file: MediaFile, variant: string): string {
  if (variant === 'thumb') return file.urls.thumb ?? file.urls.original;
  const width = /^w(\d+)$/.exec(variant)?.[1];
  const size = width ? file.urls.sizes.find((s) => s.width === Number(width)) : undefined;
  return size?.url ?? file.urls.original;
}

/**
 * One library file, read again well before its signatures expire. Same key as the media
 * library's detail (realtime `media` invalidation reaches it, a deleted file answers 404).
 */
function useMediaFile(id: string | null) {
  return useQuery({
    queryKey: [mediaEntities.file, 'detail', id] as const,
    queryFn: ({ signal }) => callApi(mediaEndpoints.get, { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: (MEDIA_URL_TTL_SECONDS * 1000) / 2,
    refetchInterval: (MEDIA_URL_TTL_SECONDS * 1000) / 2,
    retry: false,
  });
}

/**
 * The image as the editor shows it. The document keeps the src it was inserted with (a
 * signed url, expired after an hour for everyone in the room); a library file is shown with
 * a fresh url of the same rendition instead, without touching the shared document.
 */
export function MediaImageView({ node, selected }: ReactNodeViewProps) {
  const attrs = node.attrs as { src: string | null; alt: string | null; title: string | null };
  const media = mediaSrcOf(attrs.src);
  const file = useMediaFile(media?.id ?? null);
  const gone = media !== null && file.isError && statusOf(file.error) === 404;
  const src = media ? (file.data ? freshUrlOf(file.data, media.variant) : undefined) : attrs.src;
  return (
    <NodeViewWrapper as="div" data-selected={selected || undefined}>
      {gone ? (
        <Box
          role="img"
          aria-label={attrs.alt || 'Imagem indisponível'}
          sx={{
            p: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
            typography: 'body2',
          }}
        >
          Imagem indisponível{attrs.alt ? ` — ${attrs.alt}` : ''}
        </Box>
      ) : src ? (
        <img src={src} alt={attrs.alt ?? ''} title={attrs.title ?? undefined} />
      ) : (
        <Box
          role="img"
          aria-label={attrs.alt || 'Carregando imagem'}
          aria-busy="true"
          sx={{ height: 120, bgcolor: 'action.hover', borderRadius: 1 }}
        />
      )}
    </NodeViewWrapper>
  );
}

/** The schema's image node (same name, attributes and HTML), drawn by MediaImageView. */
export function withMediaImageView(extensions: readonly AnyExtension[]): AnyExtension[] {
  return extensions.map((ext) =>
    ext.name === 'image'
      ? (ext as Node).extend({ addNodeView: () => ReactNodeViewRenderer(MediaImageView) })
      : ext,
  );
}
