import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url';

describe('parseVideoUrl', () => {
  it('reads the video id from the usual YouTube and Vimeo addresses', () => {
    const yt = { provider: 'youtube', videoId: 'dQw4w9WgXcQ' };
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual(yt);
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?si=x')).toEqual(yt);
    expect(parseVideoUrl('youtube.com/shorts/dQw4w9WgXcQ')).toEqual(yt);
    expect(parseVideoUrl('https://m.youtube.com/embed/dQw4w9WgXcQ')).toEqual(yt);
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
    });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=1')).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
    });
  });

  it('refuses other sites, other schemes and ids that are not ids', () => {
    for (const bad of [
      'https://evil.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v="><script>',
      'https://vimeo.com/canal/abc',
      'https://www.youtube.com/',
      '',
    ])
      expect(parseVideoUrl(bad), bad).toBeNull();
  });
});
