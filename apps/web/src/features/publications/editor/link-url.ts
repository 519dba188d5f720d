import { isSafeLinkHref } from '@orbita/contracts/rich-text';

/**
 * The link dialog's address rule: only web pages (http/https) and e-mail (mailto) — a
 * `javascript:` or `data:` link in a publication would run in every reader's browser. A bare
 * address ("exemplo.com.br") becomes https, and a bare e-mail becomes mailto, so people can type
 * what they copy from anywhere. The last word is the shared schema's `isSafeLinkHref` (what the
 * link mark and the server's sanitizer accept), so the dialog never applies a link that would be
 * dropped.
 */
export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u;

export function checkLinkUrl(input: string): LinkCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: 'Informe o endereço do link.' };
  if (/\s/.test(text)) return { ok: false, message: 'O endereço não pode ter espaços.' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (!scheme) {
    if (EMAIL.test(text)) return { ok: true, href: `mailto:${text}` };
    if (HOST.test(text)) return parsed(`https://${text}`);
    return { ok: false, message: 'Informe um endereço como https://exemplo.com.br.' };
  }
  if (scheme === 'mailto')
    return EMAIL.test(text.slice('mailto:'.length).split('?')[0] ?? '') && isSafeLinkHref(text)
      ? { ok: true, href: text }
      : { ok: false, message: 'Informe um e-mail válido depois de mailto:.' };
  if (scheme === 'http' || scheme === 'https') return parsed(text);
  return { ok: false, message: 'Use um endereço http(s):// ou mailto:.' };
}

function parsed(href: string): LinkCheck {
  try {
    const url = new URL(href);
    if (!url.hostname || !isSafeLinkHref(url.href)) throw new Error('not a web address');
    return { ok: true, href: url.href };
  } catch {
    return { ok: false, message: 'Informe um endereço como https://exemplo.com.br.' };
  }
}
