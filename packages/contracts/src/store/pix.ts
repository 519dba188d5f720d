import { normalizePhone } from '../phone/normalize';
import { normalizeDocument } from '../people/documents';

/**
 * Pix "copia e cola" (BR Code): the EMV® QRCPS Merchant-Presented Mode payload of the Banco
 * Central's "Manual de Padrões para Iniciação do Pix" (static QR with an amount and a txid).
 * Each field is ID (2 digits) + length (2 digits) + value:
 *
 * - 00 Payload Format Indicator "01"
 * - 26 Merchant Account Information: 00 GUI "br.gov.bcb.pix", 01 the Pix key, 02 an optional
 *   message to the payer (the whole field is at most 99 characters)
 * - 52 Merchant Category Code "0000", 53 currency "986" (BRL), 54 amount "123.45" (optional),
 *   58 country "BR", 59 merchant name (≤ 25), 60 merchant city (≤ 15)
 * - 62 Additional Data Field Template: 05 the txid (≤ 25 of A-Z a-z 0-9; "***" when none)
 * - 63 CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) over everything before it including "6304",
 *   four upper-case hex digits.
 *
 * Hand-written because it is small and Orbita's own; tested field by field against the
 * independent parser `pix-utils` and the manual's example (store/pix.test.ts on the server).
 */

export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
};

/** The longest Pix key (an e-mail, by the DICT's rules). */
export const PIX_KEY_MAX = 77;
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;
/** The amount field holds at most 13 characters: "9999999999.99". */
export const PIX_AMOUNT_MAX_CENTS = 999_999_999_999;

export const pixKeyMessages = {
  cpf: 'Chave Pix inválida: informe um CPF válido.',
  cnpj: 'Chave Pix inválida: informe um CNPJ válido.',
  email: 'Chave Pix inválida: informe um e-mail válido (até 77 caracteres).',
  telefone: 'Chave Pix inválida: informe um telefone com DDD.',
  aleatoria: 'Chave Pix inválida: a chave aleatória tem 36 caracteres (ex.: 123e4567-e89b-…).',
} as const satisfies Record<PixKeyType, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A typed Pix key of the chosen type → the key as the DICT holds it (CPF/CNPJ without mask,
 * e-mail in lower case, phone as +55DDNNNNNNNNN, EVP in lower case), or why not.
 */
export function normalizePixKey(
  type: PixKeyType,
  input: string,
): { key: string } | { error: string } {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (raw.length === 0 || raw.length > PIX_KEY_MAX) return { error: pixKeyMessages[type] };
  switch (type) {
    case 'cpf':
    case 'cnpj': {
      const doc = normalizeDocument(raw);
      return 'error' in doc || doc.kind !== type
        ? { error: pixKeyMessages[type] }
        : { key: doc.value };
    }
    case 'email': {
      const email = raw.toLowerCase();
      return EMAIL.test(email) ? { key: email } : { error: pixKeyMessages.email };
    }
    case 'telefone': {
      const phone = normalizePhone(raw);
      return 'error' in phone ? { error: pixKeyMessages.telefone } : { key: phone.e164 };
    }
    case 'aleatoria': {
      const evp = raw.toLowerCase();
      return EVP.test(evp) ? { key: evp } : { error: pixKeyMessages.aleatoria };
    }
  }
}

/**
 * Text as banks expect it in the name/city fields: no accents, upper case, printable ASCII
 * only, single spaces, cut to `max`.
 */
export function pixText(text: string, max: number, upper = true): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (upper ? plain.toUpperCase() : plain).slice(0, max).trim();
}

/** A txid as the BR Code takes it: only A-Z a-z 0-9, at most 25 characters. */
export function isPixTxid(txid: string): boolean {
  return /^[A-Za-z0-9]{1,25}$/.test(txid);
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code: field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Centavos → the amount field's text: 12345 → "123.45". */
export function pixAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface PixPayloadInput {
  /** The key as `normalizePixKey` returns it. */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Centavos; omitted: the payer types the amount. */
  amountCents?: number;
  /** A-Z a-z 0-9, ≤ 25; omitted: "***". */
  txid?: string;
  /** A message shown to the payer (cut to what fits in field 26). */
  description?: string;
}

/** The "copia e cola" text of a static Pix QR with the fields above. */
export function buildPixPayload(input: PixPayloadInput): string {
  if (input.key.length === 0 || input.key.length > PIX_KEY_MAX)
    throw new RangeError('BR Code: Pix key must have 1 to 77 characters');
  if (input.txid !== undefined && !isPixTxid(input.txid))
    throw new RangeError('BR Code: txid must be 1 to 25 of A-Z a-z 0-9');
  if (
    input.amountCents !== undefined &&
    (!Number.isInteger(input.amountCents) ||
      input.amountCents <= 0 ||
      input.amountCents > PIX_AMOUNT_MAX_CENTS)
  )
    throw new RangeError('BR Code: amount must be a positive whole number of centavos');
  const name = pixText(input.merchantName, PIX_MERCHANT_NAME_MAX);
  const city = pixText(input.merchantCity, PIX_MERCHANT_CITY_MAX);
  if (!name || !city) throw new RangeError('BR Code: merchant name and city are required');

  const gui = field('00', 'br.gov.bcb.pix') + field('01', input.key);
  // 99 for the whole template: what is left after the GUI, the key and the message's own ID+length.
  const room = 99 - gui.length - 4;
  const message = input.description && room > 0 ? pixText(input.description, room, false) : '';
  const account = gui + (message ? field('02', message) : '');

  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (input.amountCents !== undefined ? field('54', pixAmount(input.amountCents)) : '') +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', input.txid ?? '***')) +
    '6304';
  return body + crc16ccitt(body);
}

/**
 * A BR Code's top-level fields and template 26/62 sub-fields, or null when its structure or
 * CRC is wrong (what the server checks of a payload it stored; the tests use `pix-utils`).
 */
export function readPixPayload(payload: string): Record<string, string> | null {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return null;
  if (crc16ccitt(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) return null;
  const fields: Record<string, string> = {};
  const walk = (text: string, prefix: string): boolean => {
    let i = 0;
    while (i < text.length) {
      const id = text.slice(i, i + 2);
      const length = Number(text.slice(i + 2, i + 4));
      if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || i + 4 + length > text.length)
        return false;
      const value = text.slice(i + 4, i + 4 + length);
      fields[`${prefix}${id}`] = value;
      if (!prefix && (id === '26' || id === '62') && !walk(value, `${id}.`)) return false;
      i += 4 + length;
    }
    return true;
  };
  return walk(payload, '') ? fields : null;
}
