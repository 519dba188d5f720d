/**
 * A YouTube or Vimeo address as the Embed node stores it (provider + video id), or null: the
 * body only ever embeds these two players (the server renders the iframe to their privacy
 * embed hosts), never an arbitrary address.
 */
export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  videoId: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

export function parseVideoUrl(input: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return youtube(parts[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v') ?? undefined);
    if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v')
      return youtube(parts[1]);
    return null;
  }
  if (host === 'vimeo.com') return vimeo(parts.find((p) => VIMEO_ID.test(p)));
  if (host === 'player.vimeo.com' && parts[0] === 'video') return vimeo(parts[1]);
  return null;
}

const youtube = (id: string | undefined): VideoRef | null =>
  id && YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
const vimeo = (id: string | undefined): VideoRef | null =>
  id && VIMEO_ID.test(id) ? { provider: 'vimeo', videoId: id } : null;
