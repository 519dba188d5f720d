import { escapeHtml } from './escape-html';

/**
 * Markup Orbita wrote itself, with every interpolated value escaped. The only way to make
 * one is the `html` tag below: a user's name can never become markup by accident, because a
 * plain string given to a toast is always shown as text.
 */
declare const trusted: unique symbol;
export interface SafeHtml {
  readonly html: string;
  /** Nominal: an object literal `{ html }` is not one, only what `html` made. */
  readonly [trusted]: true;
}

class TrustedMarkup implements SafeHtml {
  declare readonly [trusted]: true;
  constructor(readonly html: string) {}
}

/** What may be interpolated: text and numbers are escaped; a nested `html` piece is kept. */
export type HtmlValue = string | number | SafeHtml;

export function isSafeHtml(value: unknown): value is SafeHtml {
  return value instanceof TrustedMarkup;
}

/**
 * `html\`Você entrou em <b>${name}</b>\``: the literal parts are Orbita's markup, each
 * `${value}` is escaped (so `<a href=…>` in a name shows as typed).
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  // Called as a function with a made-up array, it would trust that array as markup.
  if (!Array.isArray(strings.raw) || !Object.isFrozen(strings))
    throw new TypeError('html só aceita um template literal: html`…`.');
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += isSafeHtml(value) ? value.html : escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return new TrustedMarkup(out);
}
