import { useSyncExternalStore } from 'react';
import { getSession, onTokenUpdated, type SessionToken } from './session-store';

let cached: { raw: string; value: SessionToken | null } = { raw: 'null', value: null };

function snapshot(): SessionToken | null {
  const value = getSession();
  if (value === cached.value) return value; // the same stored string: nothing changed
  const raw = JSON.stringify(value);
  if (raw !== cached.raw) cached = { raw, value };
  return cached.value;
}

/** The current session, re-rendering on every `token-updated` (and on other tabs' changes). */
export function useSession(): SessionToken | null {
  return useSyncExternalStore(onTokenUpdated, snapshot, () => null);
}
