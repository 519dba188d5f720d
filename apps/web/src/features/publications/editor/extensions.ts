import type { AnyExtension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { caretRenderers } from '../../../platform/collab';

const { renderCaret, renderSelection } = caretRenderers('pub');

/** The Y.XmlFragment of the publication room that holds the body (the server renders it). */
export const BODY_FIELD = 'body';

export interface CaretUser {
  id: string;
  name: string;
  color: string;
}

/**
 * Content (the shared list, built without TipTap's history: with Collaboration, undo is Yjs's,
 * which undoes only my changes, never a co-author's) + the Yjs binding on `doc`'s body +
 * everyone's carets through `awareness`.
 */
export function bodyExtensions(
  content: readonly AnyExtension[],
  doc: Y.Doc,
  awareness: Awareness | null,
  me: CaretUser,
): AnyExtension[] {
  return [
    ...content,
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
