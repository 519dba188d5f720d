/** The links of e-mails the installed app opens itself (apps/mobile/README.md). */
export const DEEP_LINK_PATHS = ['/registro/Confirma', '/registro/Recupera'] as const;

/**
 * The in-app path for a URL the system handed to the app (`appUrlOpen`), or null when it
 * is not one of ours: only https links of this app's host to the confirmation and recovery
 * pages, with their query (the token) and hash kept.
 */
export function deepLinkPath(url: string, host = location.host): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.host !== host) return null;
  const path = DEEP_LINK_PATHS.find((p) => p.toLowerCase() === parsed.pathname.toLowerCase());
  return path ? path + parsed.search + parsed.hash : null;
}
