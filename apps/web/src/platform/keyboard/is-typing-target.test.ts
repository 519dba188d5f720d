import { afterEach, describe, expect, it } from 'vitest';
import { isTypingKey, isTypingTarget } from './is-typing-target';

const mount = (html: string): HTMLElement => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

/**
 * A real key press on `target`, judged by a window listener while it is dispatched (as the
 * shortcut listeners do: the event's path is gone afterwards).
 */
function press(target: EventTarget, init: KeyboardEventInit) {
  let typing: boolean | undefined;
  let seenTarget: EventTarget | null = null;
  const listener = (event: KeyboardEvent) => {
    typing = isTypingKey(event);
    seenTarget = event.target;
  };
  window.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  window.removeEventListener('keydown', listener);
  return { typing, target: seenTarget };
}

afterEach(() => (document.body.innerHTML = ''));

describe('isTypingTarget', () => {
  it.each([
    ['a text input', '<input />'],
    ['a search input', '<input type="search" />'],
    ['a number input', '<input type="number" />'],
    ['a date input', '<input type="datetime-local" />'],
    ['a textarea', '<textarea></textarea>'],
    ['a select', '<select><option>a</option></select>'],
    ['a contenteditable', '<div contenteditable="true">x</div>'],
    ['an empty contenteditable attribute', '<div contenteditable="">x</div>'],
    ['an ARIA text box', '<div role="textbox" tabindex="0"></div>'],
    ['an MUI select (combobox)', '<div role="combobox" tabindex="0"></div>'],
    ['an open menu item (type-ahead)', '<li role="menuitem" tabindex="0">Abrir</li>'],
    ['an option', '<li role="option" tabindex="0">Casa</li>'],
  ])('%s is typing', (_, html) => {
    expect(isTypingTarget(mount(html))).toBe(true);
  });

  it('a paragraph inside a rich-text editor is typing', () => {
    mount('<div contenteditable="true"><p><strong>negrito</strong></p></div>');
    expect(isTypingTarget(document.querySelector('strong'))).toBe(true);
  });

  it.each([
    ['the page body', '<main>texto</main>'],
    ['a button', '<button>Salvar</button>'],
    ['a checkbox', '<input type="checkbox" />'],
    ['a radio', '<input type="radio" />'],
    ['a link', '<a href="/x">x</a>'],
    ['an editor switched off', '<div contenteditable="false">x</div>'],
  ])('%s is not typing', (_, html) => {
    expect(isTypingTarget(mount(html))).toBe(false);
  });

  it('the window and nothing are not typing', () => {
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('isTypingKey', () => {
  it('a capital "C" typed into a field inside a dialog is text', () => {
    mount('<div role="dialog" aria-modal="true"><input aria-label="Título" /></div>');
    const input = document.querySelector('input')!;
    expect(press(input, { key: 'C', shiftKey: true }).typing).toBe(true);
    expect(press(input, { key: 'c' }).typing).toBe(true);
  });

  it('Alt+letter in a field types a character (ç on a Mac): still typing', () => {
    const input = mount('<input />');
    expect(press(input, { key: 'ç', altKey: true }).typing).toBe(true);
  });

  it('Ctrl/⌘ combinations type nothing: left to the shortcut', () => {
    const input = mount('<input />');
    expect(press(input, { key: 'k', ctrlKey: true }).typing).toBe(false);
    expect(press(input, { key: 'k', metaKey: true }).typing).toBe(false);
  });

  it('a letter on the page is a shortcut; repeats, compositions and handled keys are not', () => {
    const body = mount('<main tabindex="0">x</main>');
    expect(press(body, { key: 'c' }).typing).toBe(false);
    expect(press(body, { key: 'c', repeat: true }).typing).toBe(true);
    expect(press(body, { key: 'c', isComposing: true }).typing).toBe(true);
    const handled = new KeyboardEvent('keydown', { key: 'c', cancelable: true });
    handled.preventDefault();
    expect(isTypingKey(handled)).toBe(true);
  });

  it('a field inside a shadow root is typing (the window sees its host)', () => {
    const host = mount('<div></div>');
    const input = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(input);
    const seen = press(input, { key: 'c', composed: true });
    expect(seen.target).toBe(host);
    expect(seen.typing).toBe(true);
  });
});
