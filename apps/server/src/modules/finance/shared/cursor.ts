import { AppError } from '../../../platform/errors';

/**
 * Keyset cursor of the entry and transfer lists: the (date, id) of the last row seen,
 * opaque (base64url JSON) to clients. Checked on the way in, so a forged cursor is a 400.
 */
export function encodeDayCursor(day: string, id: string): string {
  return Buffer.from(JSON.stringify([day, id]), 'utf8').toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function decodeDayCursor(value: string): { day: string; id: string } {
  const invalid = () => AppError.validation('Cursor inválido.', { cursor: 'Cursor inválido.' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [day, id] = parsed as unknown[];
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
    throw invalid();
  if (typeof id !== 'string' || !uuid.test(id)) throw invalid();
  return { day, id };
}
