import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { BodyEditor } from './body-editor';
import { CONTENT_EXTENSIONS } from './content';
import { BODY_FIELD } from './extensions';

const me = { id: 'u1', name: 'Ana', color: '#00897B' };

/**
 * A body written straight into the room by a hostile client (no editor in between: the
 * collaboration socket takes any Yjs update from an Editor). The schema must render it inert.
 */
function hostileDoc(): Y.Doc {
  const doc = new Y.Doc();
  const body = doc.getXmlFragment(BODY_FIELD);
  const paragraph = new Y.XmlElement('paragraph');
  const text = new Y.XmlText();
  text.insert(0, 'clique aqui', { link: { href: 'javascript:alert(1)' } });
  text.insert(11, ' e ', {});
  text.insert(14, 'aqui também', { link: { href: 'data:text/html,<script>alert(2)</script>' } });
  paragraph.insert(0, [text]);
  const image = new Y.XmlElement('image');
  image.setAttribute('src', 'javascript:alert(3)');
  image.setAttribute('onerror', 'alert(4)');
  const embed = new Y.XmlElement('embed');
  embed.setAttribute('provider', 'youtube');
  embed.setAttribute('videoId', '"><script>alert(5)</script>');
  const other = new Y.XmlElement('embed');
  other.setAttribute('provider', 'evil');
  other.setAttribute('videoId', 'https://evil.example/x');
  const script = new Y.XmlElement('script');
  script.insert(0, [new Y.XmlText('alert(6)')]);
  body.insert(0, [paragraph, image, embed, other, script]);
  return doc;
}

afterEach(() => vi.unstubAllGlobals());

describe('BodyEditor with a hostile body', () => {
  it('renders no script, no event handler, no script link and no foreign iframe', async () => {
    // A library image's view reads its file (fresh address): here every file is gone.
    mockFetch(() => json(404, { message: 'Arquivo não encontrado.' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <BodyEditor
          doc={hostileDoc()}
          awareness={null}
          me={me}
          readOnly={false}
          content={CONTENT_EXTENSIONS}
        />
      </QueryClientProvider>,
    );
    const body = await screen.findByRole('textbox', { name: 'Texto da publicação' });
    expect(body).toHaveTextContent('clique aqui e aqui também');
    expect(container.querySelector('script')).toBeNull();
    for (const el of container.querySelectorAll('*'))
      for (const attr of el.attributes) {
        expect(attr.name, el.outerHTML).not.toMatch(/^on/i);
        // An <img> src is fetched, never run (a javascript: image just fails to load); the
        // server's renderer keeps only library/https images for the public page.
        if (el.tagName === 'IMG' && attr.name === 'src') continue;
        expect(attr.value, el.outerHTML).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    for (const frame of container.querySelectorAll('iframe'))
      expect(frame.getAttribute('src')).toMatch(
        /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
      );
  });
});
