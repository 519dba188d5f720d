/**
 * The addresses a rich-text body may point at, one place for the editor (what it accepts),
 * the schema (what it parses) and the server's sanitizer (what it lets out).
 */

/** Where the media library serves files (relative to the app, so any host works). */
export const MEDIA_URL_PREFIX = '/api/public/media/';

/** A link's target: only http(s) and mailto (never javascript:, data:, vbscript:…). */
export function isSafeLinkHref(href: string | null | undefined): href is string {
  if (!href) return false;
  const value = href.trim();
  if (/^mailto:[^\s]+$/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An image's source: a media-library file, or an https address. */
export function isSafeImageSrc(src: string | null | undefined): src is string {
  if (!src) return false;
  const value = src.trim();
  if (value.startsWith(MEDIA_URL_PREFIX) && !value.includes('..')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const embedProviders = ['youtube', 'vimeo'] as const;
export type EmbedProvider = (typeof embedProviders)[number];

const videoIdPatterns: Record<EmbedProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[0-9]{1,12}$/,
};

/** Is `videoId` a well-formed id of `provider` (nothing else may reach an iframe URL)? */
export function isEmbedValid(provider: unknown, videoId: unknown): provider is EmbedProvider {
  return (
    typeof provider === 'string' &&
    (embedProviders as readonly string[]).includes(provider) &&
    typeof videoId === 'string' &&
    videoIdPatterns[provider as EmbedProvider].test(videoId)
  );
}

/** The provider's player address for a video (privacy-enhanced YouTube). */
export function embedSrc(provider: EmbedProvider, videoId: string): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${videoId}`
    : `https://player.vimeo.com/video/${videoId}`;
}

/** The hosts an embed's iframe may load (the server's sanitizer allows only these). */
export const EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/**
 * A video address a person pastes (youtube.com/watch?v=…, youtu.be/…, /shorts/…,
 * vimeo.com/123…) as provider + id; null for anything else.
 */
export function parseEmbedUrl(input: string): { provider: EmbedProvider; videoId: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let found: { provider: EmbedProvider; videoId: string } | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      url.searchParams.get('v') ??
      (['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : undefined);
    if (id) found = { provider: 'youtube', videoId: id };
  } else if (host === 'youtu.be') {
    if (parts[0]) found = { provider: 'youtube', videoId: parts[0] };
  } else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => /^[0-9]+$/.test(p));
    if (id) found = { provider: 'vimeo', videoId: id };
  }
  return found && isEmbedValid(found.provider, found.videoId) ? found : null;
}

/**
 * An element's attribute, for parse rules: contracts compile without the DOM library (the
 * server imports them), so elements are typed by the one method used.
 */
export const attrOf = (el: unknown, name: string): string | null =>
  (el as { getAttribute(name: string): string | null }).getAttribute(name);
