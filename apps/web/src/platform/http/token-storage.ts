import { isMobileClient } from './client-mode';

/**
 * Where the session store (platform/session) keeps the token JSON of spec §3/§4.
 *
 * - Web: a cookie and localStorage (the spec's store, word for word).
 * - Mobile mode in a browser (`VITE_CLIENT=mobile`): localStorage only — mobile sends no
 *   cookies (spec §7), so none is written.
 * - The installed app (Capacitor): the platform's secure storage (Keystore / Keychain),
 *   installed at start by platform/native before the first render. Reads come from memory
 *   (the session store is synchronous); every write goes to memory at once and to the
 *   secure store in order. A failing secure store keeps the browser fallback.
 */
export interface SecureStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

interface Installed {
  key: string;
  value: string | null;
  store: SecureStore;
}

let installed: Installed | null = null;
let pending: Promise<void> = Promise.resolve();

/** Whether the session store may write its cookie: only the web client does. */
export function tokenCookieAllowed(): boolean {
  return installed === null && !isMobileClient();
}

/**
 * Switches the token store to `store`: reads the saved value once (a token left in
 * localStorage by an earlier version moves over and is removed there). Resolves false,
 * leaving the browser fallback in place, when the store cannot be read.
 */
export async function installSecureTokenStorage(store: SecureStore, key: string): Promise<boolean> {
  let value: string | null;
  try {
    value = await store.get(key);
    const legacy = localStorage.getItem(key);
    if (value === null && legacy) {
      await store.set(key, legacy);
      value = legacy;
    }
  } catch (error) {
    console.warn('Armazenamento seguro indisponível; usando o do navegador.', error);
    return false;
  }
  localStorage.removeItem(key);
  installed = { key, value, store };
  return true;
}

/** The secure token store when installed: synchronous reads, ordered persistent writes. */
export function secureTokenStorage(): {
  read(): string | null;
  write(json: string | null): void;
} | null {
  const current = installed;
  if (!current) return null;
  return {
    read: () => current.value,
    write: (json) => {
      current.value = json;
      pending = pending
        .then(() =>
          json === null ? current.store.remove(current.key) : current.store.set(current.key, json),
        )
        .catch((error: unknown) => console.warn('Falha ao gravar a sessão no aparelho.', error));
    },
  };
}

/** Resolves when every write so far reached the secure store (tests, sign-out). */
export function secureTokenWrites(): Promise<void> {
  return pending;
}

/** Tests: back to the browser store. */
export function resetTokenStorage(): void {
  installed = null;
  pending = Promise.resolve();
}
