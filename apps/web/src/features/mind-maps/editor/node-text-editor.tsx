import { MAP_LIMITS } from '@orbita/contracts/mind-map-doc';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PlacedNode } from './layout';
import { LINE, nodeFont, PAD_X, PAD_Y } from './measure';

export interface EditingState {
  id: string;
  /** What the box starts with: the typed character that opened it, or the node's text. */
  initial: string;
  /** A node made for this edit (Tab/Enter): Esc removes it instead of leaving it empty. */
  fresh: boolean;
}

interface Props {
  placed: PlacedNode;
  editing: EditingState;
  onCommit: (text: string, then?: 'child' | 'sibling') => void;
  onCancel: () => void;
}

/**
 * The inline text box over a node, inside the moving container (it pans and zooms with it).
 * Enter commits, Shift+Enter breaks the line, Esc cancels, Tab commits and adds a child —
 * so a whole map can be typed without leaving the keyboard. Leaving the box commits.
 */
export function NodeTextEditor({ placed, editing, onCommit, onCancel }: Props) {
  const [value, setValue] = useState(editing.initial);
  const box = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  const font = nodeFont(Math.min(placed.node.depth, 2));

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = '0px';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);

  const finish = (then?: 'child' | 'sibling') => {
    if (done.current) return;
    done.current = true;
    onCommit(value, then);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    e.stopPropagation(); // the canvas's shortcuts must not see typing
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      finish();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      done.current = true;
      onCancel();
    } else if (e.key === 'Tab' && !e.shiftKey) {
      e.preventDefault();
      finish('child');
    }
  };

  return (
    <textarea
      ref={box}
      className="mm-overlay-ui"
      aria-label="Texto da ideia"
      value={value}
      maxLength={MAP_LIMITS.text}
      rows={1}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish()}
      style={{
        position: 'absolute',
        left: placed.x,
        top: placed.y,
        minWidth: Math.max(placed.w, 120),
        width: Math.max(placed.w + 40, 180),
        minHeight: placed.h,
        boxSizing: 'border-box',
        padding: `${PAD_Y}px ${PAD_X}px`,
        fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
        fontSize: font.size,
        fontWeight: font.weight,
        lineHeight: LINE,
        border: '2px solid #194DAF',
        borderRadius: 8,
        outline: 'none',
        resize: 'none',
        overflow: 'hidden',
        background: '#fff',
        color: '#1f2937',
        boxShadow: '0 4px 14px rgba(25,77,175,.2)',
        zIndex: 2,
      }}
    />
  );
}
