import sanitizeHtml from 'sanitize-html';

/**
 * The live revision's HTML, sanitized again on render (it was sanitized when saved).
 * TODO(H1): use `renderPublicationHtml` from publications/index.ts once it is exported —
 * the one allow-list of the rich-text schema; this stricter list is the interim.
 */
export function publicationBodyHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'iframe'),
      'img',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      code: ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    },
  });
}
