import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionProps } from '@tiptap/suggestion';

/** One choice of the `[[` list: an entry of this codex, or a new page with the typed title. */
export type LinkChoice =
  { kind: 'entry'; id: string; title: string } | { kind: 'create'; title: string };

export interface LinkTarget {
  id: string;
  title: string;
}

/** How many entries the list shows at most. */
export const SUGGESTION_MAX = 8;
/** The longest title the list offers to create (the server's title limit). */
const QUERY_MAX = 200;

/** Lower case without accents: "Ação" and "acao" are the same query. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The choices for what was typed after `[[`: the entries whose title holds it (titles that
 * start with it first), at most SUGGESTION_MAX, then "Criar página" unless one has exactly
 * that title. `selfId`: the entry being edited (a page does not link to itself).
 */
export function linkChoices(
  entries: readonly LinkTarget[],
  query: string,
  selfId: string,
): LinkChoice[] {
  const q = fold(query.replace(/\]+$/, ''));
  const title = query.replace(/\]+$/, '').trim().slice(0, QUERY_MAX);
  const scored = entries
    .filter((e) => e.id !== selfId)
    .map((e) => ({ e, at: fold(e.title).indexOf(q) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) =>
      (a.at === 0) !== (b.at === 0)
        ? a.at === 0
          ? -1
          : 1
        : a.e.title.localeCompare(b.e.title, 'pt-BR'),
    );
  const choices: LinkChoice[] = scored
    .slice(0, SUGGESTION_MAX)
    .map(({ e }) => ({ kind: 'entry', id: e.id, title: e.title }));
  const exact = entries.some((e) => fold(e.title) === q);
  if (title !== '' && !exact) choices.push({ kind: 'create', title });
  return choices;
}

/** What the open list shows: its choices, the highlighted one and where the caret is. */
export interface SuggestionView {
  choices: LinkChoice[];
  active: number;
  rect: DOMRect | null;
}

/**
 * The state of the `[[` list between ProseMirror's plugin and the React list that draws it
 * (a tiny external store, read with useSyncExternalStore).
 */
export class SuggestionStore {
  private view: SuggestionView | null = null;
  private props: SuggestionProps<LinkChoice, LinkChoice> | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly snapshot = () => this.view;

  private set(view: SuggestionView | null) {
    this.view = view;
    for (const l of this.listeners) l();
  }

  show(props: SuggestionProps<LinkChoice, LinkChoice>) {
    const keep = this.view && this.props?.query === props.query ? this.view.active : 0;
    this.props = props;
    this.set({
      choices: props.items,
      active: Math.min(keep, Math.max(0, props.items.length - 1)),
      rect: props.clientRect?.() ?? null,
    });
  }

  hide() {
    this.props = null;
    this.set(null);
  }

  choose(index: number) {
    const choice = this.view?.choices[index];
    if (choice && this.props) this.props.command(choice);
  }

  /** Arrows move the highlight, Enter or Tab choose it, Escape closes the list. */
  key(event: KeyboardEvent): boolean {
    const view = this.view;
    if (!view || view.choices.length === 0) return false;
    const n = view.choices.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.set({ ...view, active: (view.active + step + n) % n });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      this.choose(view.active);
      return true;
    }
    if (event.key === 'Escape') {
      this.hide();
      return true;
    }
    return false;
  }
}

export interface EntryLinkSuggestionOptions {
  store: SuggestionStore;
  /** The entries a link may point at, read when the list opens (the tree changes). */
  targets: () => readonly LinkTarget[];
  selfId: string;
  /** Creates the page "Criar página 'X'" offers; resolves with it (or null when it failed). */
  createPage: (title: string) => Promise<LinkTarget | null>;
}

/** The entry link node, then a space (so typing goes on after it). */
export function insertEntryLink(editor: Editor, range: Range | null, target: LinkTarget) {
  const content = [
    { type: 'entryLink', attrs: { entryId: target.id, title: target.title } },
    { type: 'text', text: ' ' },
  ];
  const chain = editor.chain().focus();
  (range ? chain.insertContentAt(range, content) : chain.insertContent(content)).run();
}

/**
 * `[[` in the body opens the list of this codex's entries (TipTap's suggestion utility);
 * choosing one puts an entry link (the `entryLink` node, by id) where `[[…` was typed.
 */
export const EntryLinkSuggestion = Extension.create<EntryLinkSuggestionOptions>({
  name: 'entryLinkSuggestion',
  addProseMirrorPlugins() {
    const { store, targets, selfId, createPage } = this.options;
    return [
      Suggestion<LinkChoice, LinkChoice>({
        editor: this.editor,
        pluginKey: new PluginKey('entryLinkSuggestion'),
        char: '[[',
        allowSpaces: true,
        allowedPrefixes: null,
        items: ({ query }) => linkChoices(targets(), query, selfId),
        command: ({ editor, range, props }) => {
          if (props.kind === 'entry') {
            insertEntryLink(editor, range, props);
            return;
          }
          // The typed "[[X" goes now; the link comes where the caret is once the page exists.
          editor.chain().focus().deleteRange(range).run();
          void createPage(props.title).then((page) => {
            if (page && !editor.isDestroyed) insertEntryLink(editor, null, page);
          });
        },
        render: () => ({
          onStart: (props) => store.show(props),
          onUpdate: (props) => store.show(props),
          onKeyDown: ({ event }) => store.key(event),
          onExit: () => store.hide(),
        }),
      }),
    ];
  },
});
