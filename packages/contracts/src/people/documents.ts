/**
 * CPF and CNPJ: check digits, normalization and display, shared by the server (the person's
 * `document`) and the web (the form's mask and message).
 *
 * CNPJ in the alphanumeric format the Receita Federal assigns to new registrations from July
 * 2026 (Nota Técnica conjunta COCAD/SUARA/RFB nº 49/2024; SERPRO's "Cálculo dos dígitos
 * verificadores de CNPJ alfanumérico"): the first 12 positions (raiz + ordem) take 0-9 and
 * A-Z, the last two (the DV) stay digits. Each character is worth its ASCII code minus 48
 * (0→0 … 9→9, A→17 … Z→42), so every numeric CNPJ keeps its check digits; DV1 weighs the 12
 * characters by 5,4,3,2,9,8,7,6,5,4,3,2, DV2 the 12 plus DV1 by 6,5,4,3,2,9,8,7,6,5,4,3,2;
 * each is 11 − (sum mod 11), or 0 when the remainder is 0 or 1. The Receita's published
 * example is 12.ABC.345/01DE-35.
 *
 * CPF: 9 digits + 2 check digits, weights 10…2 and 11…2, same mod-11 rule; the eleven
 * repeated-digit numbers (000.000.000-00 … 999.999.999-99) pass the arithmetic and are refused.
 */

export type DocumentKind = 'cpf' | 'cnpj';

export const documentMessages = {
  cpfInvalid: 'CPF inválido.',
  cnpjInvalid: 'CNPJ inválido.',
  invalid: 'Documento inválido: informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).',
} as const;

/** The longest text taken as a document: a masked CNPJ is 18 characters; spaces are forgiven. */
export const DOCUMENT_INPUT_MAX = 30;

/** What separates groups in typed or pasted documents: dots, slash, hyphen, spaces. */
const SEPARATORS = /[\s./-]/g;

const value = (ch: string) => ch.charCodeAt(0) - 48;

function modElevenDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += value(chars[i]!) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** True for an 11-digit CPF (already stripped) with both check digits right. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    modElevenDigit(digits, CPF_W1) === value(digits[9]!) &&
    modElevenDigit(digits, CPF_W2) === value(digits[10]!)
  );
}

/** True for a 14-character CNPJ (already stripped and upper-cased), numeric or alphanumeric. */
export function isValidCnpj(chars: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^(\d)\1{13}$/.test(chars)) return false;
  return (
    modElevenDigit(chars, CNPJ_W1) === value(chars[12]!) &&
    modElevenDigit(chars, CNPJ_W2) === value(chars[13]!)
  );
}

/** The two check digits of a 12-character CNPJ base (tests, sample data). */
export function cnpjCheckDigits(base: string): string {
  const b = base.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(b)) throw new TypeError(`Not a CNPJ base: ${base}`);
  const dv1 = modElevenDigit(b, CNPJ_W1);
  return `${dv1}${modElevenDigit(`${b}${dv1}`, CNPJ_W2)}`;
}

/** The two check digits of a 9-digit CPF base (tests, sample data). */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new TypeError(`Not a CPF base: ${base}`);
  const dv1 = modElevenDigit(base, CPF_W1);
  return `${dv1}${modElevenDigit(`${base}${dv1}`, CPF_W2)}`;
}

/** A document as stored (digits and upper-case letters, no mask) and its kind, or why not. */
export type DocumentResult = { kind: DocumentKind; value: string } | { error: string };

/**
 * Anything typed or pasted as a CPF or CNPJ → its stored form: "123.456.789-09" → CPF
 * "12345678909"; "12.abc.345/01de-35" → CNPJ "12ABC34501DE35". The length decides the kind
 * (11 → CPF, 14 → CNPJ); any letter makes it a CNPJ.
 */
export function normalizeDocument(input: string): DocumentResult {
  if (typeof input !== 'string' || input.length > DOCUMENT_INPUT_MAX)
    return { error: documentMessages.invalid };
  const raw = input.replace(SEPARATORS, '').toUpperCase();
  if (!/^[0-9A-Z]+$/.test(raw)) return { error: documentMessages.invalid };
  if (raw.length === 11 && /^\d+$/.test(raw))
    return isValidCpf(raw) ? { kind: 'cpf', value: raw } : { error: documentMessages.cpfInvalid };
  if (raw.length === 14)
    return isValidCnpj(raw)
      ? { kind: 'cnpj', value: raw }
      : { error: documentMessages.cnpjInvalid };
  return { error: documentMessages.invalid };
}

/** The kind of a stored document (11 characters: CPF; 14: CNPJ). */
export function documentKindOf(stored: string): DocumentKind | null {
  if (stored.length === 11) return 'cpf';
  if (stored.length === 14) return 'cnpj';
  return null;
}

/** A stored document as people read it: "123.456.789-09", "12.ABC.345/01DE-35". */
export function formatDocument(stored: string): string {
  if (/^\d{11}$/.test(stored))
    return `${stored.slice(0, 3)}.${stored.slice(3, 6)}.${stored.slice(6, 9)}-${stored.slice(9)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(stored))
    return `${stored.slice(0, 2)}.${stored.slice(2, 5)}.${stored.slice(5, 8)}/${stored.slice(8, 12)}-${stored.slice(12)}`;
  return stored;
}

/**
 * The mask of a document field while it is typed: CPF's while it can still be one (up to 11
 * digits), CNPJ's once it has a 12th character or a letter. Anything but 0-9/A-Z is dropped.
 */
export function documentMask(typed: string): string {
  const raw = typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  const groups = (sizes: number[], seps: string[]) => {
    let out = '';
    let at = 0;
    sizes.forEach((size, i) => {
      const part = raw.slice(at, at + size);
      if (!part) return;
      out += (i > 0 ? seps[i - 1] : '') + part;
      at += size;
    });
    return out;
  };
  if (raw.length <= 11 && /^\d*$/.test(raw)) return groups([3, 3, 3, 2], ['.', '.', '-']);
  return groups([2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}
