/**
 * Mobile mode (spec §7): the app runs as the installed mobile app when it was built with
 * `VITE_CLIENT=mobile` or when Capacitor says it is a native platform. Mobile sends
 * `X-Client-Type: mobile` and a bearer token and never cookies; the web sends cookies.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

export function isMobileClient(): boolean {
  if (import.meta.env.VITE_CLIENT === 'mobile') return true;
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  try {
    return capacitor?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}
