import iconv from 'iconv-lite';

/**
 * The text of an uploaded file (contacts, people). Bytes that are valid UTF-8 are UTF-8
 * (Latin-1 text with accents is almost never valid UTF-8); anything else is windows-1252, the
 * Latin-1 superset Excel pt-BR and old phones write. Node's TextDecoder('windows-1252') reads
 * 0x80–0x9F as control codes, hence iconv-lite. A string is already text: only the BOM goes.
 * Over `maxBytes` calls `tooLarge` (which throws) before any decoding.
 */
export function decodeTextFile(
  input: string | Uint8Array,
  maxBytes: number,
  tooLarge: () => never,
): string {
  if (typeof input === 'string') {
    // UTF-16 length ≤ UTF-8 byte length: a cheap bound first, the exact count only near it.
    if (input.length > maxBytes) tooLarge();
    if (input.length * 3 > maxBytes && Buffer.byteLength(input, 'utf8') > maxBytes) tooLarge();
    return input.replace(/^\uFEFF/, '');
  }
  if (input.byteLength > maxBytes) tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    text = iconv.decode(Buffer.from(input.buffer, input.byteOffset, input.byteLength), 'win1252');
  }
  return text.replace(/^\uFEFF/, '');
}

/** Bytes of one charset (a vCard 2.1 `CHARSET=` of a quoted-printable value) → text. */
export function decodeCharset(bytes: Uint8Array, charset: string): string {
  const name = charset.trim().toLowerCase();
  if (!name || name === 'utf-8' || name === 'utf8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return iconv.decode(Buffer.from(bytes), 'win1252');
    }
  }
  const known = iconv.encodingExists(name) ? name : 'win1252';
  return iconv.decode(Buffer.from(bytes), known);
}
