import { z } from 'zod';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_TITLE_MAX,
  notificationEntity,
  notificationKinds,
} from './notification-values';

/**
 * Communication's schemas (`/api/app/comunicacao/...`): the daily access event and the person's
 * notifications. Shared by server (validation, OpenAPI) and web (types, labels).
 */

/** A calendar day in America/Sao_Paulo, as `YYYY-MM-DD`. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data no formato AAAA-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Informe uma data que exista no calendário.');

// ---------------------------------------------------------------- daily access

/** One reward of the day (shown as "Você ganhou {quantidade} de {nome}!"). */
export const dailyAccessGrantSchema = z.object({ quantidade: z.number(), nome: z.string() });
export type DailyAccessGrant = z.infer<typeof dailyAccessGrantSchema>;

/** Answer of `POST .../eventos/acesso-diario`. */
export const dailyAccessResultSchema = z.object({
  day: z.string(),
  /** True only for the call that recorded the day; every later call of the day says false. */
  firstToday: z.boolean(),
  /** Consecutive days with an access, today included. */
  streak: z.number().int().min(0),
  granted: z.array(dailyAccessGrantSchema),
});
export type DailyAccessResult = z.infer<typeof dailyAccessResultSchema>;

/** The heatmap shows at most this many days at once. */
export const DAILY_ACCESS_MAX_RANGE_DAYS = 400;

export const dailyAccessRangeQuerySchema = z.object({
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
});

export const dailyAccessDaysSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
});
export type DailyAccessDays = z.infer<typeof dailyAccessDaysSchema>;

/** Days from `from` to `to`, both included (valid `YYYY-MM-DD` days). */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** What is wrong with a heatmap range, in pt-BR, or null when it is fine. */
export function dailyAccessRangeProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | null {
  if (from > to)
    return { field: 'from', message: 'A data inicial não pode ser posterior à data final.' };
  if (daysInRange(from, to) > DAILY_ACCESS_MAX_RANGE_DAYS) {
    return {
      field: 'from',
      message: `O período pode ter no máximo ${DAILY_ACCESS_MAX_RANGE_DAYS} dias.`,
    };
  }
  return null;
}

// ---------------------------------------------------------------- notifications

export const notificationKindSchema = z.enum(notificationKinds, {
  error: 'Tipo de notificação inválido.',
});

/** A path inside the app (`/flow/tarefa/…`): never another site, never `javascript:`. */
export const appLinkSchema = z
  .string()
  .max(NOTIFICATION_LINK_MAX, `Informe no máximo ${NOTIFICATION_LINK_MAX} caracteres.`)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'O link deve ser um caminho do Orbita, começando com /.');

const titleSchema = z
  .string()
  .trim()
  .min(1, 'Informe o título.')
  .max(NOTIFICATION_TITLE_MAX, `Informe no máximo ${NOTIFICATION_TITLE_MAX} caracteres.`);
const bodySchema = z
  .string()
  .trim()
  .max(NOTIFICATION_BODY_MAX, `Informe no máximo ${NOTIFICATION_BODY_MAX} caracteres.`);

/** What another module passes to the server's `createNotification`. */
export const notificationInputSchema = z.object({
  workspaceId: z.uuid(),
  userId: z.uuid(),
  kind: notificationKindSchema,
  title: titleSchema,
  body: bodySchema.nullish(),
  link: appLinkSchema.nullish(),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** A notification as the API and the user queue present it. */
export const notificationSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
/** Named apart from the DOM's `Notification`, which the web app also sees. */
export type AppNotification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number({ error: 'Informe um número.' })
    .int('Informe um número inteiro.')
    .min(1, 'Informe pelo menos 1.')
    .max(NOTIFICATIONS_PAGE_MAX, `Informe no máximo ${NOTIFICATIONS_PAGE_MAX}.`)
    .default(NOTIFICATIONS_PAGE_DEFAULT),
  /** `unread=true` lists only the unread ones. */
  unread: z.enum(['true', 'false'], { error: 'Use true ou false.' }).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** Newest first; `nextCursor` is null on the last page. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markNotificationBodySchema = z.strictObject({
  read: z.boolean({ error: 'Informe se a notificação está lida.' }),
});
export type MarkNotificationBody = z.infer<typeof markNotificationBodySchema>;

export const markAllReadResultSchema = z.object({
  updated: z.number().int().min(0),
  readAt: z.string(),
});
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;

/** `POST /dev/notifications` (development only): a notification for the signed-in person. */
export const devNotificationBodySchema = z.strictObject({
  kind: notificationKindSchema.default('system'),
  title: titleSchema,
  body: bodySchema.optional(),
  link: appLinkSchema.optional(),
});

/**
 * What `/user/queue/notifications` carries: a new notification, one whose read state
 * changed (on another device, say), or "all read" for a workspace. Each says how many stay
 * unread in that workspace afterwards, so every open badge shows the same number at once.
 * `created` also comes for a grouped arrival: an unread notification of the same group took
 * the newcomer (same id, a new title such as "3 comentários em …", a new `createdAt`), so it
 * shows once, on top, with a new toast.
 */
const eventBase = {
  entity: z.literal(notificationEntity),
  workspaceId: z.uuid(),
  unreadCount: z.number().int().min(0),
};
export const notificationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), ...eventBase, id: z.uuid(), data: notificationSchema }),
  z.object({ type: z.literal('updated'), ...eventBase, id: z.uuid(), data: notificationSchema }),
  z.object({ type: z.literal('all-read'), ...eventBase, data: markAllReadResultSchema }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
