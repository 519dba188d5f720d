import { EMBED_HOSTS, isSafeImageSrc, isSafeLinkHref } from '@orbita/contracts/rich-text';
import sanitizeHtml from 'sanitize-html';

/** What every link of a body carries: no opener, no referrer, no ranking credit (user content). */
export const LINK_REL = 'noopener noreferrer nofollow ugc';

/**
 * The allow-list: exactly the tags and attributes the rich-text extensions produce
 * (@orbita/contracts/rich-text), nothing else. Anything outside it is dropped (scripts and
 * styles with their content), every event handler and style attribute with it.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'u',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'table',
    'colgroup',
    'col',
    'tbody',
    'thead',
    'tr',
    'th',
    'td',
    'img',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    code: ['class'],
    div: ['data-embed', 'data-provider', 'data-video-id', 'class'],
    iframe: ['src', 'title', 'loading', 'allowfullscreen', 'allow', 'referrerpolicy', 'sandbox'],
  },
  allowedClasses: { code: ['language-*'], div: ['rich-embed'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The link rules again (http(s)/mailto only), whatever the HTML says, and the one rel.
    a: (tagName, attribs) => {
      const { href } = attribs;
      const safe: Record<string, string> = isSafeLinkHref(href) ? { href: href.trim() } : {};
      return { tagName, attribs: { ...safe, rel: LINK_REL } };
    },
    // An image that is not a media-library file or https keeps no source (dropped below).
    img: (tagName, attribs) => ({
      tagName,
      attribs: isSafeImageSrc(attribs.src) ? attribs : { ...attribs, src: '' },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'iframe' && !frame.attribs.src),
};

/**
 * Sanitizes a body's HTML: when it is saved (a revision) and again whenever it is rendered,
 * so an HTML stored by an older, laxer version can never reach a reader unfiltered.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}
