import type { DecorationAttrs } from '@tiptap/pm/view';
import { readUser } from './presence';

/**
 * Another person's caret in the body: a thin bar in their colour with their first name on a
 * tag above it. Built from untrusted presence (the name is text, never markup; a colour that is
 * not #rrggbb is replaced), so nothing another client sends can style or script this page.
 */
export function renderCaret(raw: Record<string, unknown>): HTMLElement {
  const user = readUser(raw) ?? { id: '', name: 'Alguém', color: '#757575' };
  const caret = document.createElement('span');
  caret.className = 'pub-caret';
  caret.setAttribute('data-caret-user', user.id);
  caret.style.borderColor = user.color;
  const label = document.createElement('span');
  label.className = 'pub-caret__label';
  label.style.backgroundColor = user.color;
  label.textContent = user.name.split(/\s+/)[0] || user.name;
  label.title = user.name;
  caret.append(label);
  return caret;
}

/** Another person's selected text: their colour, translucent. */
export function renderSelection(raw: Record<string, unknown>): DecorationAttrs {
  const user = readUser(raw);
  return user ? { style: `background-color: ${user.color}33`, class: 'pub-selection' } : {};
}
