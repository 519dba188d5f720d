import { useCallback, useState } from 'react';

/** State remembered in localStorage under `key` (the list's view: table or cards). */
export function useStoredState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? initial : (JSON.parse(raw) as T);
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full store: the choice still holds for this visit.
      }
    },
    [key],
  );
  return [value, set];
}
