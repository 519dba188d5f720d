import type { AppNotification } from '@orbita/contracts';
import type { notifications } from './schema';

type NotificationRow = typeof notifications.$inferSelect;

/** The one shape a notification leaves the server in, over HTTP and on the user queue. */
export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
