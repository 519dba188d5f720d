import { writeCookie } from '../http/document-cookie';

/**
 * The language cookie (spec §9): name `lang`, value `pt-BR` (the only routed locale),
 * lasting 365 days, path `/`. The server and any future SSR or e-mail link can read the
 * person's language from it; the document's own `lang` stays `pt-BR` for screen readers.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE = 'pt-BR';
export const LANGUAGE_COOKIE_DAYS = 365;

const DAY_SECONDS = 24 * 60 * 60;

export function setLanguageCookie(now = new Date()): void {
  const maxAge = LANGUAGE_COOKIE_DAYS * DAY_SECONDS;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  writeCookie(
    `${LANGUAGE_COOKIE}=${LANGUAGE}; max-age=${maxAge}; expires=${expires}; path=/; SameSite=Lax`,
  );
  document.documentElement.lang = LANGUAGE;
}
