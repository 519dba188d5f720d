import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import {
  Box,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Popper,
  ToggleButton,
  Tooltip,
} from '@mui/material';
import { CODEX_BODY_FIELD } from '@orbita/contracts/codex';
import { codexExtensions, EntryLink } from '@orbita/contracts/codex/rich-text';
import type { AnyExtension, Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { entryEditorSx } from './editor-styles';
import {
  EntryLinkSuggestion,
  SuggestionStore,
  type LinkChoice,
  type LinkTarget,
} from './link-suggestion';
import { caretRenderers, type Person } from '../../../platform/collab';

const { renderCaret, renderSelection } = caretRenderers('codex');

export interface EntryEditorProps {
  entryId: string;
  /** The entry's live document (room `codex-entry:<id>`): the body is its `body` fragment. */
  doc: Y.Doc;
  /** Presence for the others' carets (null while not connected). */
  awareness: Awareness | null;
  /** Me, as my caret shows to the others. */
  me: Person;
  /** The entries `[[` may link to (this codex's), read when the list opens. */
  targets: () => readonly LinkTarget[];
  /** The current title of an entry (links show it), undefined when it is gone. */
  titleOf: (id: string) => string | undefined;
  hrefOf: (id: string) => string;
  /** Opens an entry (a click on a link). */
  onOpen: (id: string) => void;
  /** "Criar página 'X'": creates it and resolves with it, or null. */
  createPage: (title: string) => Promise<LinkTarget | null>;
  readOnly: boolean;
}

/**
 * An entry link in the editor: an anchor to the entry showing its CURRENT title (the node keeps
 * the id; its stored title is the fallback), struck through when the entry is gone. A click
 * opens it (links inside an editable text are not followed by the browser).
 */
function entryLinkView(props: Pick<EntryEditorProps, 'titleOf' | 'hrefOf' | 'onOpen'>) {
  return EntryLink.extend({
    addNodeView() {
      return ({ node }) => {
        const { entryId, title } = node.attrs as { entryId: string | null; title: string };
        const dom = document.createElement('a');
        dom.className = 'codex-entry-link';
        const current = entryId ? props.titleOf(entryId) : undefined;
        dom.textContent = current ?? title;
        if (entryId) {
          dom.href = props.hrefOf(entryId);
          dom.dataset.entryId = entryId;
        }
        if (!current) {
          dom.classList.add('codex-entry-link--missing');
          dom.title = 'Página não encontrada';
        }
        dom.addEventListener('click', (event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || !entryId) return;
          event.preventDefault();
          props.onOpen(entryId);
        });
        return { dom };
      };
    },
  });
}

/** The `[[` list, drawn at the caret. */
function SuggestionList({ store }: { store: SuggestionStore }) {
  const view = useSyncExternalStore(store.subscribe, store.snapshot);
  if (!view) return null;
  const rect = view.rect;
  const anchor = rect ? { getBoundingClientRect: () => rect } : null;
  return (
    <Popper open={!!anchor} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1400 }}>
      <Paper elevation={8} sx={{ minWidth: 240, maxWidth: 360 }}>
        {view.choices.length === 0 ? (
          <Box sx={{ p: 1.5, color: 'text.secondary' }}>Digite o título de uma página</Box>
        ) : (
          <List dense role="listbox" aria-label="Páginas para vincular">
            {view.choices.map((choice: LinkChoice, index) => (
              <ListItemButton
                key={choice.kind === 'entry' ? choice.id : 'create'}
                role="option"
                aria-selected={index === view.active}
                selected={index === view.active}
                // Keep the editor's focus (and its selection) while choosing with the mouse.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => store.choose(index)}
              >
                <ListItemText
                  primary={
                    choice.kind === 'entry' ? choice.title : `Criar página “${choice.title}”`
                  }
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Paper>
    </Popper>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (name: string, on: boolean, run: () => void, icon: ReactNode) => (
    <Tooltip title={name} key={name}>
      <ToggleButton
        value={name}
        size="small"
        selected={on}
        aria-label={name}
        onChange={run}
        sx={{ border: 0, minWidth: 36 }}
      >
        {icon}
      </ToggleButton>
    </Tooltip>
  );
  return (
    <Box
      role="toolbar"
      aria-label="Formatação da página"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, px: 1, py: 0.5 }}
    >
      {button('Negrito (Ctrl+B)', s.bold, () => chain().toggleBold().run(), <FormatBold />)}
      {button('Itálico (Ctrl+I)', s.italic, () => chain().toggleItalic().run(), <FormatItalic />)}
      {button('Título', s.h2, () => chain().toggleHeading({ level: 2 }).run(), <b>H2</b>)}
      {button('Subtítulo', s.h3, () => chain().toggleHeading({ level: 3 }).run(), <b>H3</b>)}
      {button('Lista', s.bullet, () => chain().toggleBulletList().run(), <FormatListBulleted />)}
      {button(
        'Lista numerada',
        s.ordered,
        () => chain().toggleOrderedList().run(),
        <FormatListNumbered />,
      )}
      {button('Citação', s.quote, () => chain().toggleBlockquote().run(), <FormatQuote />)}
      <Box sx={{ flex: 1 }} />
      <Box sx={{ alignSelf: 'center', color: 'text.secondary', fontSize: 13, px: 1 }}>
        Digite [[ para vincular uma página
      </Box>
    </Box>
  );
}

/** The latest value of something a long-lived object (the editor, its plugins) calls back. */
class Latest<T> {
  constructor(private value: T) {}
  get(): T {
    return this.value;
  }
  set(value: T): void {
    this.value = value;
  }
}

/**
 * The body of a codex entry, written together: TipTap in the codex schema of contracts
 * (Orbita's rich text plus entry links, the same list the server prunes and indexes with),
 * bound to the live document by Collaboration (undo is Yjs's: only my own changes), with the
 * others' carets. `[[` opens the list of this codex's pages. Nothing is saved from here: every
 * keystroke is a Yjs update the server persists, and the server derives the stored body,
 * search text, links and revisions from the document.
 */
export function EntryEditor(props: EntryEditorProps) {
  const { entryId, doc, awareness, me, readOnly } = props;
  // The editor keeps what it was made with: it reads the latest callbacks through `latest`.
  const [latest] = useState(() => new Latest(props));
  useEffect(() => latest.set(props));
  const store = useMemo(() => new SuggestionStore(), []);
  const extensions = useMemo<AnyExtension[]>(
    () => [
      ...codexExtensions({ collaboration: true }).filter((e) => e.name !== EntryLink.name),
      entryLinkView({
        titleOf: (id) => latest.get().titleOf(id),
        hrefOf: (id) => latest.get().hrefOf(id),
        onOpen: (id) => latest.get().onOpen(id),
      }),
      EntryLinkSuggestion.configure({
        store,
        selfId: entryId,
        targets: () => latest.get().targets(),
        createPage: (title) => latest.get().createPage(title),
      }),
      Collaboration.configure({ document: doc, field: CODEX_BODY_FIELD }),
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
    ],
    [store, entryId, latest, doc, awareness, me],
  );
  const editor = useEditor(
    {
      extensions,
      editable: !readOnly,
      editorProps: {
        attributes: {
          'aria-label': 'Texto da página',
          'aria-multiline': 'true',
          role: 'textbox',
          spellcheck: 'true',
          lang: 'pt-BR',
        },
      },
    },
    [extensions],
  );
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly);
    // The others' avatars say "está lendo" for an Observador (platform/collab presence).
    awareness?.setLocalStateField('viewOnly', readOnly);
  }, [editor, awareness, readOnly]);

  return (
    <Box
      data-testid="codex-entry-body"
      sx={{
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {editor && !readOnly && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar editor={editor} />
        </Box>
      )}
      <Box sx={entryEditorSx}>
        <EditorContent editor={editor} />
      </Box>
      <SuggestionList store={store} />
    </Box>
  );
}
