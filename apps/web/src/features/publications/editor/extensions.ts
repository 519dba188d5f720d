import type { AnyExtension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { renderCaret, renderSelection } from './caret';

/** The Y.XmlFragment of the publication room that holds the body (the server renders it). */
export const BODY_FIELD = 'body';

/**
 * Until contracts/rich-text's shared list lands, the same kinds of content as a stand-in, so
 * the editor runs; the shared list replaces it (one schema on web and server).
 */
export function fallbackExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image,
  ];
}

/**
 * The shared content extensions without their own history: with Collaboration, undo/redo is
 * Yjs's (it undoes only my changes, never a co-author's), and ProseMirror's history would fight
 * it. Works whether the list brings StarterKit (history inside) or a separate undoRedo.
 */
export function withoutHistory(extensions: readonly AnyExtension[]): AnyExtension[] {
  return extensions
    .filter((ext) => ext.name !== 'undoRedo' && ext.name !== 'history')
    .map((ext) =>
      ext.name === 'starterKit' ? (ext.configure({ undoRedo: false }) as AnyExtension) : ext,
    );
}

export interface CaretUser {
  id: string;
  name: string;
  color: string;
}

/** Content + the Yjs binding on `doc`'s body + everyone's carets through `awareness`. */
export function bodyExtensions(
  content: readonly AnyExtension[],
  doc: Y.Doc,
  awareness: Awareness | null,
  me: CaretUser,
): AnyExtension[] {
  return [
    ...withoutHistory(content),
    Collaboration.configure({ document: doc, field: BODY_FIELD }),
    ...(awareness
      ? [
          CollaborationCaret.configure({
            provider: { awareness },
            user: me,
            render: renderCaret,
            selectionRender: renderSelection,
          }),
        ]
      : []),
  ];
}
