import { parseEmbedUrl, type EmbedProvider } from '@orbita/contracts/rich-text';

/**
 * A YouTube or Vimeo address as the Embed node stores it (provider + video id), or null. The
 * rule is the shared schema's (`parseEmbedUrl`); people often paste without the scheme
 * ("youtu.be/…"), so https is assumed then.
 */
export interface VideoRef {
  provider: EmbedProvider;
  videoId: string;
}

export function parseVideoUrl(input: string): VideoRef | null {
  const text = input.trim();
  if (!text) return null;
  return parseEmbedUrl(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
}
