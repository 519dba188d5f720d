import { mergeAttributes, Node, type AnyExtension } from '@tiptap/core';
import { richTextExtensions } from '../../rich-text';
import { attrOf } from '../../rich-text/urls';

/**
 * The codex's rich-text schema: Orbita's one schema (`@orbita/contracts/rich-text`) plus the
 * `entryLink` node, a `[[Título]]` link to another entry of the SAME codex. The web editor
 * and the server (sanitizing, plain text, links, Markdown) both use `codexExtensions()`, so a
 * body written in one always parses in the other.
 *
 * The node is inline and atomic; it keeps the target's id (links survive a rename) and the
 * title it showed when written (`title`, refreshed by the server on every save). In HTML it is
 * `<span data-entry-link data-entry-id="…">Título</span>`.
 */
export const ENTRY_LINK_NODE = 'entryLink';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    entryLink: {
      /** Inserts a link to entry `entryId` of the same codex, shown as its title. */
      insertEntryLink: (attrs: { entryId: string; title: string }) => ReturnType;
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isEntryId = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

export const EntryLink = Node.create({
  name: ENTRY_LINK_NODE,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      entryId: {
        default: null,
        parseHTML: (el) => {
          const id = attrOf(el, 'data-entry-id');
          return isEntryId(id) ? id : null;
        },
        renderHTML: () => ({}),
      },
      title: {
        default: '',
        parseHTML: (el) => (el as { textContent?: string | null }).textContent ?? '',
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-entry-link]',
        getAttrs: (el) => (isEntryId(attrOf(el, 'data-entry-id')) ? null : false),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { entryId, title } = node.attrs as { entryId: unknown; title: unknown };
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-entry-link': '',
        'data-entry-id': isEntryId(entryId) ? entryId : '',
        class: 'codex-entry-link',
      }),
      typeof title === 'string' ? title : '',
    ];
  },

  renderText({ node }) {
    const title = (node.attrs as { title?: unknown }).title;
    return typeof title === 'string' ? title : '';
  },

  addCommands() {
    return {
      insertEntryLink:
        (attrs) =>
        ({ commands }) =>
          isEntryId(attrs.entryId)
            ? commands.insertContent({ type: ENTRY_LINK_NODE, attrs })
            : false,
    };
  },
});

/** The codex body's extensions (web editor with `collaboration: false`; the server renders with the same). */
export function codexExtensions(options: { collaboration?: boolean } = {}): AnyExtension[] {
  return [...richTextExtensions(options), EntryLink];
}
