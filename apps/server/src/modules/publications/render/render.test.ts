import { PUBLICATION_BODY_FIELD } from '@orbita/contracts/publications';
import { richTextExtensions } from '@orbita/contracts/rich-text';
import { getSchema, type JSONContent } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { renderBody, renderPublicationHtml } from './index';

const schema = getSchema(richTextExtensions());

/** A Y.Doc whose body is `content` (as the web editor would store it). */
function docOf(content: JSONContent[]): Y.Doc {
  const doc = new Y.Doc();
  prosemirrorJSONToYXmlFragment(
    schema,
    { type: 'doc', content },
    doc.getXmlFragment(PUBLICATION_BODY_FIELD),
  );
  return doc;
}
const text = (value: string, marks?: JSONContent['marks']): JSONContent => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });

const ALLOWED_TAGS = new Set(
  'p br h1 h2 h3 h4 strong em s u code pre blockquote ul ol li a hr table colgroup col tbody thead tr th td img div iframe'.split(
    ' ',
  ),
);
const EMBED_SRC = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

/**
 * Nothing in `html` can run: every real tag (text is escaped, so `<` only opens tags) is on
 * the allow-list, has no handler or style attribute, links are http(s)/mailto, images are
 * media-library or https, iframes only the two players.
 */
function expectInert(html: string) {
  for (const [, name, attrText] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    expect(ALLOWED_TAGS.has(tag), `<${tag}>`).toBe(true);
    const attrs = new Map(
      [...attrText!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [
        k!.toLowerCase(),
        v ?? '',
      ]),
    );
    for (const [key, value] of attrs) {
      expect(key.startsWith('on'), `${tag} ${key}`).toBe(false);
      expect(key, tag).not.toBe('style');
      expect(value, `${tag} ${key}`).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    if (tag === 'a' && attrs.has('href')) expect(attrs.get('href')).toMatch(/^(https?:|mailto:)/);
    if (tag === 'img') expect(attrs.get('src')).toMatch(/^(https:\/\/|\/api\/public\/media\/)/);
    if (tag === 'iframe') expect(attrs.get('src')).toMatch(EMBED_SRC);
  }
}

describe('publication body rendering', () => {
  it('renders every kind of block as HTML with its plain text', () => {
    const doc = docOf([
      { type: 'heading', attrs: { level: 2 }, content: [text('Título')] },
      p(
        text('Negrito', [{ type: 'bold' }]),
        text(' e '),
        text('link', [{ type: 'link', attrs: { href: 'https://exemplo.com.br' } }]),
      ),
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('item'))] }] },
      { type: 'blockquote', content: [p(text('citação'))] },
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1;')] },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableHeader', content: [p(text('A'))] },
              { type: 'tableCell', content: [p(text('B'))] },
            ],
          },
        ],
      },
      { type: 'image', attrs: { src: '/api/public/media/f1/original', alt: 'capa' } },
      { type: 'embed', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ' } },
    ]);
    const { html, text: plain } = renderBody(doc);
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<strong>Negrito</strong>');
    expect(html).toContain(
      '<a href="https://exemplo.com.br" rel="noopener noreferrer nofollow ugc">link</a>',
    );
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code class="language-ts">const a = 1;</code>');
    expect(html).toMatch(/<table>.*<th[^>]*>.*A.*<td[^>]*>.*B/s);
    expect(html).toContain('<img src="/api/public/media/f1/original" alt="capa"');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(plain.split('\n')).toEqual([
      'Título',
      'Negrito e link',
      'item',
      'citação',
      'const a = 1;',
      'A',
      'B',
    ]);
    doc.destroy();
  });

  it('keeps XSS payloads in every field, mark and attribute inert', () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const doc = docOf([
      { type: 'heading', attrs: { level: 1 }, content: [text(payload)] },
      p(text('a', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
      p(text('b', [{ type: 'link', attrs: { href: ' JaVaScRiPt:alert(1)' } }])),
      p(text('c', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])),
      p(text('d', [{ type: 'link', attrs: { href: 'https://ok.com" onmouseover="alert(1)' } }])),
      { type: 'image', attrs: { src: 'javascript:alert(1)', alt: '" onerror="alert(1)' } },
      {
        type: 'image',
        attrs: { src: 'https://ok.com/a.png" onerror="alert(1)', title: '<script>' },
      },
      {
        type: 'codeBlock',
        attrs: { language: '"><script>alert(1)</script>' },
        content: [text(payload)],
      },
      { type: 'embed', attrs: { provider: 'youtube', videoId: '"><script>' } },
      { type: 'embed', attrs: { provider: 'evil', videoId: 'dQw4w9WgXcQ' } },
    ]);
    // A hostile collaboration client writes raw XML the editor would never produce.
    const body = doc.getXmlFragment(PUBLICATION_BODY_FIELD);
    const script = new Y.XmlElement('script');
    script.insert(0, [new Y.XmlText('alert(1)')]);
    const iframe = new Y.XmlElement('iframe');
    iframe.setAttribute('src', 'https://evil.com');
    const para = new Y.XmlElement('paragraph');
    para.setAttribute('style', 'background:url(javascript:alert(1))');
    para.setAttribute('onclick', 'alert(1)');
    para.insert(0, [new Y.XmlText('e')]);
    const heading = new Y.XmlElement('heading');
    heading.setAttribute('level', '1 onclick=alert(1)' as never);
    heading.insert(0, [new Y.XmlText('f')]);
    body.insert(body.length, [script, iframe, para, heading]);

    const { html, text: plain } = renderBody(doc);
    expectInert(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;'); // the text, shown as text
    expect(plain).toContain(payload);
    doc.destroy();
  });

  it('sanitizes stored HTML again when rendered', () => {
    const stored = [
      '<p onclick="alert(1)">a</p><script>alert(1)</script><style>p{}</style>',
      '<a href="javascript:alert(1)">b</a><a href="https://ok.com" target="_blank" rel="opener">c</a>',
      '<img src="x" onerror="alert(1)"><img src="http://insecure.com/a.png"><img src="//evil.com/a.png">',
      '<iframe src="https://evil.com/embed"></iframe><iframe src="javascript:alert(1)"></iframe>',
      '<div style="x" data-embed class="rich-embed evil"><iframe src="https://player.vimeo.com/video/1" onload="alert(1)"></iframe></div>',
      '<svg onload="alert(1)"></svg><math><mi>x</mi></math><form action="https://evil.com"><input></form>',
      '<p>ok <strong style="color:red">forte</strong></p>',
    ].join('');
    const html = renderPublicationHtml(stored);
    expectInert(html);
    expect(html).toContain('<a href="https://ok.com" rel="noopener noreferrer nofollow ugc">c</a>');
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/1">');
    expect(html).toContain('<p>ok <strong>forte</strong></p>');
    expect(html).not.toContain('insecure.com');
    expect(html).not.toContain('evil.com');
  });
});
