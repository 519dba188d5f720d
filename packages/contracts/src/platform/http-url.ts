import { z } from 'zod';

/** Longest address a person can type into a URL field. */
export const HTTP_URL_MAX = 2048;

/**
 * THE schema of every URL a person types into Orbita (avatar, image links, links elsewhere).
 * Only `http:`/`https:`: any other scheme (`javascript:`, `data:`, `vbscript:`, `file:`)
 * would run or read something when the address is rendered as a link or an image, and
 * `z.url()` alone accepts every scheme, so no user-set field uses it directly.
 * `httpsOnly` for addresses shown inside the app's pages (no mixed content).
 */
export function httpUrl(options: { httpsOnly?: boolean; message?: string; max?: number } = {}) {
  const message =
    options.message ??
    (options.httpsOnly
      ? 'Informe um endereço https:// válido.'
      : 'Informe um endereço http:// ou https:// válido.');
  const max = options.max ?? HTTP_URL_MAX;
  return z
    .url({ protocol: options.httpsOnly ? /^https$/ : /^https?$/, error: message })
    .max(max, `O endereço pode ter no máximo ${max} caracteres.`);
}
