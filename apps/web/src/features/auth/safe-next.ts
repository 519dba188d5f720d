/**
 * Where to go after signing in: `?next=` when it is a path of this app, else `/me/home`.
 * Anything that could leave the site (`//evil`, `/\evil`, `https:`) is ignored.
 */
export function safeNext(next: string | null | undefined): string {
  const fallback = '/me/home';
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  try {
    const base = 'http://orbita.local';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
