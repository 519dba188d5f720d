import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, isSafeLinkHref, parseEmbedUrl, richTextExtensions } from './index';

describe('the rich-text schema (shared by the web editor and the server renderer)', () => {
  it('builds in Node (no DOM) with every node and mark the editor offers', () => {
    const schema = getSchema(richTextExtensions());
    for (const node of [
      'paragraph',
      'heading',
      'bulletList',
      'orderedList',
      'blockquote',
      'codeBlock',
      'table',
      'tableRow',
      'tableHeader',
      'tableCell',
      'image',
      'embed',
    ])
      expect(schema.nodes[node], node).toBeDefined();
    for (const mark of ['bold', 'italic', 'strike', 'code', 'link'])
      expect(schema.marks[mark], mark).toBeDefined();
    expect(schema.nodes.heading!.spec.attrs).toBeDefined();
  });

  it('accepts only http(s)/mailto links, media-library or https images, YouTube/Vimeo videos', () => {
    expect(isSafeLinkHref('https://exemplo.com.br/a')).toBe(true);
    expect(isSafeLinkHref('mailto:ana@exemplo.com.br')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//x.com',
      '',
    ])
      expect(isSafeLinkHref(bad), bad).toBe(false);
    expect(isSafeImageSrc('/api/public/media/abc/original')).toBe(true);
    expect(isSafeImageSrc('https://cdn.exemplo.com/a.png')).toBe(true);
    for (const bad of [
      'http://x.com/a.png',
      'data:image/png;base64,AA',
      'javascript:x',
      '/api/public/media/../../etc',
    ])
      expect(isSafeImageSrc(bad), bad).toBe(false);
    expect(parseEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(parseEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=3')).toEqual({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(parseEmbedUrl('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
    });
    expect(parseEmbedUrl('https://evil.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeNull();
  });
});
