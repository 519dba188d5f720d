import { AppError } from '../errors';

/**
 * THE cursor codec of keyset pagination: the sort values of the last row seen, opaque
 * (base64url JSON) to clients, so they pass it back and never build one. Each value is
 * checked against its expected kind on the way in, so a forged cursor is a 400, never a
 * database error.
 */
export type CursorValues = (string | number)[];

/**
 * `instant`: an ISO date-time; `instant-or-infinity`: that or the word `infinity` (no due
 * date sorts last); `day`: `YYYY-MM-DD`.
 */
export type CursorKind = 'string' | 'number' | 'uuid' | 'day' | 'instant' | 'instant-or-infinity';

export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

const invalid = () => AppError.validation('Cursor inválido.', { cursor: 'Cursor inválido.' });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isInstant = (v: unknown) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v) &&
  !Number.isNaN(Date.parse(v));
const isDay = (v: unknown) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

function valid(kind: CursorKind, v: unknown): boolean {
  switch (kind) {
    case 'number':
      return typeof v === 'number' && Number.isSafeInteger(v);
    case 'string':
      return typeof v === 'string' && v.length <= 200;
    case 'uuid':
      return typeof v === 'string' && uuid.test(v);
    case 'day':
      return isDay(v);
    case 'instant':
      return isInstant(v);
    case 'instant-or-infinity':
      return v === 'infinity' || isInstant(v);
  }
}

/** The values of a cursor made by `encodeCursor`, checked against the expected kinds. */
export function decodeCursor(value: string, kinds: readonly CursorKind[]): CursorValues {
  if (value.length > 1_000) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) throw invalid();
  kinds.forEach((kind, i) => {
    if (!valid(kind, parsed[i])) throw invalid();
  });
  return parsed as CursorValues;
}
