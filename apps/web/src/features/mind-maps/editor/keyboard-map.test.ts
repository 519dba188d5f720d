import { describe, expect, it } from 'vitest';
import { commandFor, type KeyLike } from './keyboard-map';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('the editor keyboard', () => {
  it.each([
    ['Tab', key('Tab'), { kind: 'add-child' }],
    ['Enter', key('Enter'), { kind: 'add-sibling' }],
    ['F2', key('F2'), { kind: 'edit' }],
    ['a letter', key('q'), { kind: 'edit', replaceWith: 'q' }],
    ['an accented letter', key('ç'), { kind: 'edit', replaceWith: 'ç' }],
    ['Delete', key('Delete'), { kind: 'delete' }],
    ['Backspace', key('Backspace'), { kind: 'delete' }],
    ['Space', key(' '), { kind: 'fold' }],
    ['↓', key('ArrowDown'), { kind: 'select', direction: 'down', extend: false }],
    [
      'Shift+←',
      key('ArrowLeft', { shiftKey: true }),
      { kind: 'select', direction: 'left', extend: true },
    ],
    ['Alt+↑', key('ArrowUp', { altKey: true }), { kind: 'reorder', direction: 'up' }],
    ['Ctrl+Z', key('z', { ctrlKey: true }), { kind: 'undo' }],
    ['⌘Z', key('z', { metaKey: true }), { kind: 'undo' }],
    ['Ctrl+Y', key('y', { ctrlKey: true }), { kind: 'redo' }],
    ['Ctrl+Shift+Z', key('Z', { ctrlKey: true, shiftKey: true }), { kind: 'redo' }],
    ['Ctrl+A', key('a', { ctrlKey: true }), { kind: 'select-all' }],
    ['Esc', key('Escape'), { kind: 'clear-selection' }],
    ['Ctrl+0', key('0', { ctrlKey: true }), { kind: 'fit' }],
    ['Ctrl+.', key('.', { ctrlKey: true }), { kind: 'center' }],
    ['Ctrl++', key('+', { ctrlKey: true }), { kind: 'zoom', by: 'in' }],
    ['Ctrl+-', key('-', { ctrlKey: true }), { kind: 'zoom', by: 'out' }],
  ])('%s', (_name, press, command) => {
    expect(commandFor(press, false)).toEqual(command);
  });

  it.each([
    ['Shift+Tab', key('Tab', { shiftKey: true })],
    ['Shift+Enter', key('Enter', { shiftKey: true })],
    ['Ctrl+C (the copy event does it)', key('c', { ctrlKey: true })],
    ['Ctrl+V (the paste event does it)', key('v', { ctrlKey: true })],
    ['Alt+letter', key('e', { altKey: true })],
    ['a named key', key('Home')],
    ['Shift alone', key('Shift', { shiftKey: true })],
  ])('%s does nothing', (_name, press) => {
    expect(commandFor(press, false)).toBeNull();
  });

  it('a read-only map keeps moving around and zooming but writes nothing', () => {
    for (const k of [
      key('Tab'),
      key('Enter'),
      key('F2'),
      key('x'),
      key('Delete'),
      key(' '),
      key('z', { ctrlKey: true }),
      key('ArrowUp', { altKey: true }),
    ])
      expect(commandFor(k, true), k.key).toBeNull();
    expect(commandFor(key('ArrowRight'), true)).toEqual({
      kind: 'select',
      direction: 'right',
      extend: false,
    });
    expect(commandFor(key('a', { ctrlKey: true }), true)).toEqual({ kind: 'select-all' });
    expect(commandFor(key('0', { ctrlKey: true }), true)).toEqual({ kind: 'fit' });
  });
});
