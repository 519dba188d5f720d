import type { DecorationAttrs } from '@tiptap/pm/view';
import { readUser } from './presence';

/**
 * Another person's caret in a rich-text body (TipTap's CollaborationCaret `render` and
 * `selectionRender`): a thin bar in their colour with their first name on a tag above it,
 * classed `<prefix>-caret` and `<prefix>-caret__label` (styled by `caretStyles(prefix)`).
 * Built from untrusted presence (the name is text, never markup; a colour that is not
 * #rrggbb is replaced), so nothing another client sends can style or script the page.
 */
export function caretRenderers(prefix: string) {
  const renderCaret = (raw: Record<string, unknown>): HTMLElement => {
    const user = readUser(raw) ?? { id: '', name: 'Alguém', color: '#757575' };
    const caret = document.createElement('span');
    caret.className = `${prefix}-caret`;
    caret.setAttribute('data-caret-user', user.id);
    caret.style.borderColor = user.color;
    const label = document.createElement('span');
    label.className = `${prefix}-caret__label`;
    label.style.backgroundColor = user.color;
    label.textContent = user.name.split(/\s+/)[0] || user.name;
    label.title = user.name;
    caret.append(label);
    return caret;
  };
  /** Another person's selected text: their colour, translucent. */
  const renderSelection = (raw: Record<string, unknown>): DecorationAttrs => {
    const user = readUser(raw);
    return user ? { style: `background-color: ${user.color}33`, class: `${prefix}-selection` } : {};
  };
  return { renderCaret, renderSelection };
}

/** The carets' look, for an editor's styles (`...caretStyles('pub')`). */
export function caretStyles(prefix: string) {
  return {
    [`& .${prefix}-caret`]: {
      position: 'relative',
      mx: '-1px',
      borderLeft: '2px solid',
      borderRight: 0,
      wordBreak: 'normal',
      pointerEvents: 'none',
    },
    [`& .${prefix}-caret__label`]: {
      position: 'absolute',
      top: '-1.35em',
      left: '-2px',
      px: '6px',
      borderRadius: '4px 4px 4px 0',
      color: '#fff',
      fontSize: 11,
      fontWeight: 600,
      lineHeight: '16px',
      whiteSpace: 'nowrap',
      userSelect: 'none',
      maxWidth: 160,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  } as const;
}
