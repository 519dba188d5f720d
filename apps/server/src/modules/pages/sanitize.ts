import type { PageBlock } from '@orbita/contracts/pages';
import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list of a text block's HTML: paragraphs, headings below the page's h1,
 * lists, quotes, links and emphasis — nothing that runs, styles or loads. Applied when a
 * page is saved AND again when it is rendered, so a row written any other way (an old
 * migration, a restore) still renders inert.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'br'],
  // `rel` is always the one the transform below sets.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped whole, never left behind as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe'],
  transformTags: {
    // Links leave the site without our referrer and without passing ranking to spam.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow ugc' }),
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** The blocks with every text block's HTML passed through the allow-list (on save). */
export function sanitizeBlocks(blocks: readonly PageBlock[]): PageBlock[] {
  return blocks.map((b) => (b.type === 'text' ? { ...b, html: sanitizePageHtml(b.html) } : b));
}

/** Plain text of HTML (for search and the inbox): tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every block, for explore's search (`live_text`) and the draft's `search_text`. */
export function blocksText(title: string, blocks: readonly PageBlock[]): string {
  const parts: string[] = [title];
  for (const b of blocks) {
    switch (b.type) {
      case 'text':
        parts.push(htmlText(b.html));
        break;
      case 'image':
        parts.push(b.alt, b.caption ?? '');
        break;
      case 'gallery':
        parts.push(...b.images.map((i) => i.alt));
        break;
      case 'button':
        parts.push(b.label);
        break;
      case 'product':
        parts.push(b.name, b.description ?? '');
        break;
      case 'game':
        parts.push(b.label ?? '');
        break;
      case 'form':
        parts.push(b.title);
        break;
    }
  }
  return parts.filter(Boolean).join('\n').slice(0, 200_000);
}
