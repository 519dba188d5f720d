import type { Direction } from './navigation';

/** What a key press on the canvas asks the editor to do. */
export type Command =
  | { kind: 'add-child' }
  | { kind: 'add-sibling' }
  | { kind: 'edit'; replaceWith?: string }
  | { kind: 'delete' }
  | { kind: 'select'; direction: Direction; extend: boolean }
  | { kind: 'reorder'; direction: 'up' | 'down' }
  | { kind: 'fold' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'select-all' }
  | { kind: 'clear-selection' }
  | { kind: 'zoom'; by: 'in' | 'out' }
  | { kind: 'fit' }
  | { kind: 'center' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Commands that change the map: a read-only map (Observador) answers none of them. */
const WRITES = new Set<Command['kind']>([
  'add-child',
  'add-sibling',
  'edit',
  'delete',
  'reorder',
  'fold',
  'undo',
  'redo',
]);

/**
 * The editor's keyboard, as a pure table (tested without a browser): Tab child, Enter sibling,
 * a printable character or F2 edits (the character replaces the text, as in a spreadsheet),
 * Delete/Backspace deletes, arrows select (Shift extends), Alt+↑/↓ reorders among siblings,
 * Space folds, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, Ctrl+A selects all, Esc clears
 * the selection, Ctrl +/− zoom, Ctrl+0 fits the map and Ctrl+. centres the selected node.
 * Copy and paste are the browser's own copy/paste events (they carry the clipboard).
 * ⌘ counts as Ctrl (a Mac).
 */
export function commandFor(e: KeyLike, readOnly: boolean): Command | null {
  const command = lookup(e);
  return command && readOnly && WRITES.has(command.kind) ? null : command;
}

function lookup(e: KeyLike): Command | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key;
  if (mod) {
    const lower = key.toLowerCase();
    if (lower === 'z') return { kind: e.shiftKey ? 'redo' : 'undo' };
    if (lower === 'y') return { kind: 'redo' };
    if (lower === 'a') return { kind: 'select-all' };
    if (key === '+' || key === '=') return { kind: 'zoom', by: 'in' };
    if (key === '-') return { kind: 'zoom', by: 'out' };
    if (key === '0') return { kind: 'fit' };
    if (key === '.') return { kind: 'center' };
    return null;
  }
  const arrow = ARROWS[key];
  if (arrow) {
    if (e.altKey)
      return arrow === 'up' || arrow === 'down' ? { kind: 'reorder', direction: arrow } : null;
    return { kind: 'select', direction: arrow, extend: e.shiftKey };
  }
  if (e.altKey) return null;
  switch (key) {
    case 'Tab':
      return e.shiftKey ? null : { kind: 'add-child' };
    case 'Enter':
      return e.shiftKey ? null : { kind: 'add-sibling' };
    case 'F2':
      return { kind: 'edit' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'delete' };
    case ' ':
      return { kind: 'fold' };
    case 'Escape':
      return { kind: 'clear-selection' };
  }
  // One printable character (not "Shift", "Home", …) starts editing with it.
  if ([...key].length === 1) return { kind: 'edit', replaceWith: key };
  return null;
}
