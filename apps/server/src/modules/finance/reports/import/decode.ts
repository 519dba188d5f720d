import iconv from 'iconv-lite';

/**
 * The text of a statement file from its bytes. Brazilian banks often declare `CHARSET:1252`
 * in an OFX header while writing UTF-8 (Itaú, Banco do Brasil), and others write real
 * windows-1252 under the same header: the bytes decide, not the header. Bytes that are valid
 * UTF-8 are UTF-8 (windows-1252 text with accents is almost never valid UTF-8); anything else
 * is windows-1252, a superset of Latin-1 whose 0x80–0x9F hold "€", "“" and "–". Node's own
 * TextDecoder('windows-1252') reads those as Latin-1 control codes, hence iconv-lite.
 */
export function decodeStatement(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = iconv.decode(Buffer.from(bytes), 'win1252');
  }
  return text.replace(/^\uFEFF/, '');
}

/** The request's base64 file as bytes (the contract checked it is base64). */
export function fileBytes(base64: string): Uint8Array {
  return Buffer.from(base64, 'base64');
}
