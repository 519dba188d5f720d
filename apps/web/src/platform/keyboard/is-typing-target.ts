/**
 * Input types that take no letters: a key pressed on them is not text, so a single-key
 * shortcut may answer it.
 */
const KEYLESS_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image']);

/**
 * Roles whose element eats letters: text boxes, and widgets with type-ahead (an MUI select
 * is a `div role="combobox"`; its open menu jumps to the option whose name starts with the key).
 */
const LETTER_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'listbox',
  'option',
  'menu',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
]);

/**
 * True when a key press on `target` is typing — an input, textarea, select, contenteditable
 * or type-ahead widget has the focus — so a single-letter shortcut must leave it alone.
 * The one guard every shortcut listener uses (issue 16: a capital "C" typed fast into
 * "Nova tarefa" opened the capture bar and the titles became stray inbox items).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // `isContentEditable` also covers a child of an editor; jsdom lacks it, hence the attribute.
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  const role = target.getAttribute('role');
  return role !== null && LETTER_ROLES.has(role);
}

/** The element the key went to, also inside a shadow root (where `target` is the host). */
export function keyTarget(event: Event): EventTarget | null {
  return event.composedPath?.()[0] ?? event.target;
}

/**
 * True when a single-key shortcut must ignore this key press: it types into a field (also
 * Alt+letter, which types "ç" and friends on a Mac), is part of an IME composition, is an
 * auto-repeat, or someone already handled it. Ctrl/⌘ combinations type nothing and are left
 * to the listener.
 */
export function isTypingKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return true;
  if (event.ctrlKey || event.metaKey) return false;
  return isTypingTarget(keyTarget(event));
}
