/**
 * Whether the page runs inside the Capacitor shell (apps/mobile). Reads the bridge global
 * Capacitor injects before the page's scripts, so the browser build never loads
 * `@capacitor/core` to answer it.
 */
export function isNativeShell(): boolean {
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  try {
    return capacitor?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}
