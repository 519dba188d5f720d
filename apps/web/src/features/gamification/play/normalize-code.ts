/**
 * A game code as people type it ("ab3 k9q", "#ab3k9q") → the stored form ("AB3K9Q"). The
 * server looks codes up case-insensitively; normalizing here keeps one URL per game.
 */
export function normalizeCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
}

/** Where signing in (or creating an account) should bring the visitor back to. */
export function signInHref(code: string, view: 'entrar' | 'criar-conta'): string {
  const params = new URLSearchParams();
  if (view !== 'entrar') params.set('acao', view);
  params.set('next', `/play/${code}`);
  return `/?${params.toString()}`;
}
