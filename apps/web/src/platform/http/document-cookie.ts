/**
 * The one reader and writer of `document.cookie`. Reading it asks the browser's cookie store
 * each time (~1 ms at 4x CPU), and a signed-in first load read it ~70 times (every session
 * read of a render, every request): the text is read once per task and reused until the
 * task ends or this tab writes a cookie. Another tab's or the server's changes show from the
 * next task on, as they would for any code that read the cookie a moment earlier.
 */
let memo: string | null = null;

function documentCookie(): string {
  if (memo === null) {
    memo = document.cookie;
    queueMicrotask(() => (memo = null));
  }
  return memo;
}

/** The decoded value of cookie `name`, or null when absent. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = documentCookie()
    .split('; ')
    .find((c) => c.startsWith(prefix));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return entry.slice(prefix.length);
  }
}

/** Sets a cookie (`name=value; attributes`); the next read sees it. */
export function writeCookie(cookie: string): void {
  document.cookie = cookie;
  memo = null;
}
