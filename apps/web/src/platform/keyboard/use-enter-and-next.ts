import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

interface EnterAndNextOptions<T> {
  /** Saves one title; rejects on failure. Saves run one after another, in typing order. */
  save: (text: string) => Promise<T>;
  /** A save failed: say why (the text comes back into the field when it is empty). */
  onError?: (error: Error, text: string) => void;
  /** The queue is empty again: what this burst saved, in order (e.g. one toast for all). */
  onDone?: (saved: T[]) => void;
  /** Escape (after clearing what was typed), e.g. closes the field. */
  onEscape?: () => void;
  /** Enter on an empty field (e.g. say that a name is needed). */
  onEmpty?: () => void;
}

export interface EnterAndNext {
  value: string;
  setValue: (value: string) => void;
  /** Give it to the field's `inputRef`: the focus is put back there after each Enter. */
  inputRef: RefObject<HTMLInputElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** What Enter does, for an "Adicionar" button beside the field. */
  submit: () => void;
  /** Titles typed but not saved yet. */
  pending: number;
}

/**
 * "Type, Enter, next" for create-with-Enter fields: Enter takes the title, clears the field
 * and keeps the focus there at once, without waiting for the server; the saves queue up and
 * run in typing order. Nothing typed meanwhile is lost or sent elsewhere (issue 16: the field
 * was disabled while saving, the focus left it, and a capital "C" opened the capture bar).
 */
export function useEnterAndNext<T>(options: EnterAndNextOptions<T>): EnterAndNext {
  // A queued save runs later: it calls the latest callbacks, not those of the Enter's render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const burst = useRef({ waiting: 0, saved: [] as T[] });

  const settle = () => {
    burst.current.waiting -= 1;
    setPending(burst.current.waiting);
    if (burst.current.waiting > 0) return;
    const saved = burst.current.saved;
    burst.current.saved = [];
    if (saved.length > 0) latest.current.onDone?.(saved);
  };

  const enqueue = (text: string) => {
    burst.current.waiting += 1;
    setPending(burst.current.waiting);
    queue.current = queue.current
      .then(() => latest.current.save(text))
      .then(
        (result) => {
          burst.current.saved.push(result);
        },
        (error: unknown) => {
          // The title is not lost: back into the field, unless the person is typing the next.
          setValue((current) => (current === '' ? text : current));
          latest.current.onError?.(error instanceof Error ? error : new Error(String(error)), text);
        },
      )
      .finally(settle);
  };

  const submit = () => {
    const text = value.trim();
    if (!text) return latest.current.onEmpty?.();
    setValue('');
    enqueue(text);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      // Without an own Escape, the first one only clears (a drawer around stays open).
      if (value && !options.onEscape) event.stopPropagation();
      setValue('');
      options.onEscape?.();
    }
  };

  return { value, setValue, inputRef, onKeyDown, submit, pending };
}
