import { formatCode } from '@orbita/contracts/flow';

/**
 * The live example under the sequence fields: what the next code will look like, from
 * whatever is typed (upper-cased like the server does), or null while it cannot be built.
 */
export function codeExample(
  prefix: string,
  width: unknown,
  suffix: string,
  number = 42,
): string | null {
  const w = typeof width === 'number' ? width : Number(width);
  const p = prefix.trim().toUpperCase();
  if (!p || !Number.isInteger(w) || w < 1 || w > 10) return null;
  return formatCode({ prefix: p, width: w, suffix: suffix.trim().toUpperCase() }, number);
}
