import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  type NotificationEventKind,
} from '@orbita/contracts/settings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { personSettings } from './schema';

/**
 * The person's time zone for computing their days (dashboard, heatmap, due dates):
 * America/Sao_Paulo until they choose another.
 */
export async function personTimeZone(q: Queryable, personId: string): Promise<string> {
  const [row] = await q
    .select({ timeZone: personSettings.timeZone })
    .from(personSettings)
    .where(eq(personSettings.userId, personId));
  return row && isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE;
}

/**
 * Whether the person wants to hear about `kind` on `channel`: producers of notifications
 * (in-app and e-mail) ask before notifying. Everything is on until the person turns it off.
 */
export async function notificationAllowed(
  q: Queryable,
  personId: string,
  kind: NotificationEventKind,
  channel: 'inApp' | 'email',
): Promise<boolean> {
  const [row] = await q
    .select({ notifications: personSettings.notifications })
    .from(personSettings)
    .where(eq(personSettings.userId, personId));
  return row?.notifications[kind]?.[channel] ?? true;
}
