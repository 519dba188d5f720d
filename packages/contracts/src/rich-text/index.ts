import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { Embed } from './embed';
import { attrOf, isSafeImageSrc, isSafeLinkHref } from './urls';

/**
 * THE rich-text schema of Orbita: the one TipTap extension list the web editor and the
 * server renderer both use, so a body written in one always parses in the other (a node
 * one side does not know would be dropped silently). Bodies live in the collaboration
 * layer as a Y.XmlFragment (`body` for publications). Importable from Node: nothing here
 * touches the DOM at import time.
 *
 * What a body may hold: headings 1–4, paragraphs, bold/italic/strike/underline/code, lists,
 * quotes, code blocks, horizontal rules, hard breaks, links (http(s)/mailto only, never
 * opened on click while editing), tables, images (media library or https), and YouTube /
 * Vimeo videos (provider + id). The server sanitizes the HTML again after rendering.
 */
export function richTextExtensions(options: { collaboration?: boolean } = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      // With collaboration, Yjs keeps the history (y-undo); TipTap's would fight it.
      ...(options.collaboration ? { undoRedo: false } : {}),
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeLinkHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow ugc', target: null },
      },
    }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    SafeImage.configure({ inline: false, allowBase64: false }),
    Embed,
  ];
}

/** Images whose source is not a media-library file or https are dropped when parsed. */
const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (el) => (isSafeImageSrc(attrOf(el, 'src')) ? null : false),
      },
    ];
  },
});

export { Embed } from './embed';
export * from './urls';
