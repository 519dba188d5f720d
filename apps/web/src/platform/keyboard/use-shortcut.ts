import { useEffect, useEffectEvent } from 'react';
import { isTypingKey } from './is-typing-target';

interface ShortcutOptions {
  /** Off (e.g. an Observador, who cannot capture): no listener at all. */
  enabled?: boolean;
}

/**
 * Keyboard shortcuts on the whole window (an answered button may disappear and take the
 * focus with it, so the dialog itself is not enough). `onKey` sees only key presses that
 * are not typing (see `isTypingKey`) and returns true when it used the key, which then does
 * nothing else (`preventDefault`).
 */
export function useShortcut(
  onKey: (event: KeyboardEvent) => boolean,
  { enabled = true }: ShortcutOptions = {},
): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (isTypingKey(event)) return;
    if (onKey(event)) event.preventDefault();
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
