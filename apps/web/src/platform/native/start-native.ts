import { installSecureTokenStorage } from '../http/token-storage';
import { TOKEN_KEY } from '../session/session-store';
import { deepLinkPath } from './deep-links';
import { restorePush } from './push';

/** The secure store must answer before the first render; a stuck one must not block the app. */
const SECURE_STORE_WAIT_MS = 3000;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

/**
 * Runs once at start inside the Capacitor shell only (main.tsx imports this module
 * dynamically behind `isNativeShell()`): the token moves to the platform's secure storage,
 * the confirmation and recovery links open in the app, push registers if it was turned on.
 */
export async function startNative(navigate: (path: string) => void): Promise<void> {
  try {
    const { SecureStorage } = await import('@aparajita/capacitor-secure-storage');
    await Promise.race([
      (async () => {
        await SecureStorage.setKeyPrefix('orbita_');
        await installSecureTokenStorage(
          {
            get: (key) => SecureStorage.getItem(key),
            set: (key, value) => SecureStorage.setItem(key, value),
            remove: (key) => SecureStorage.removeItem(key),
          },
          TOKEN_KEY,
        );
      })(),
      timeout(SECURE_STORE_WAIT_MS),
    ]);
  } catch (error) {
    console.warn('Armazenamento seguro indisponível; usando o do navegador.', error);
  }
  try {
    const { App } = await import('@capacitor/app');
    await App.addListener('appUrlOpen', ({ url }) => {
      const path = deepLinkPath(url);
      if (path) navigate(path);
    });
  } catch (error) {
    console.warn('Links do app indisponíveis.', error);
  }
  void restorePush();
}
