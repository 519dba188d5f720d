import { AppError } from '../../platform/errors';

/** Keyset position in "newest first" order: the last row's creation time (ms) and id. */
export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

const shape = /^(\d{1,15})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Opaque to clients (base64url), so they pass it back and never build one. */
export function encodeCursor(cursor: NotificationCursor): string {
  return Buffer.from(`${cursor.createdAt.getTime()}_${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): NotificationCursor {
  const match = shape.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw AppError.validation('Cursor inválido.', { cursor: 'Cursor inválido.' });
  return { createdAt: new Date(Number(match[1])), id: match[2]! };
}
