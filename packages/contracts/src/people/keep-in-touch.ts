import { z } from 'zod';

/**
 * Keep in touch ("falar a cada 30 dias"): a person's `keepInTouchDays` and `lastContactAt`.
 * The last contact moves with "Registrar contato" and with a WhatsApp message exchanged with
 * the person's chat contact; a periodic check tells the person's followers (whoever created the
 * record, and the member linked to it) once per due period, and the dashboard widget
 * "Manter contato" lists who is overdue. API: `/api/app/pessoa/manter-contato`,
 * `POST /api/app/pessoa/pessoas/{id}/contato`.
 */

export const KEEP_IN_TOUCH_LIST_DEFAULT = 10;
export const KEEP_IN_TOUCH_LIST_MAX = 100;

/** "Registrar contato": now, or when it happened (not in the future). */
export const registerContactBodySchema = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'Data inválida.' }).optional(),
});
export type RegisterContactBody = z.input<typeof registerContactBodySchema>;

export const keepInTouchQuerySchema = z.object({
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(KEEP_IN_TOUCH_LIST_MAX, `O limite máximo é ${KEEP_IN_TOUCH_LIST_MAX}.`)
    .default(KEEP_IN_TOUCH_LIST_DEFAULT),
});

/** One overdue person: most overdue first (never contacted counts from when they were added). */
export const keepInTouchItemSchema = z.object({
  personId: z.uuid(),
  name: z.string(),
  kind: z.enum(['person', 'company']),
  keepInTouchDays: z.number().int(),
  lastContactAt: z.string().nullable(),
  /** When the cadence ran out (ISO instant). */
  dueAt: z.string(),
  /** Whole days since `dueAt` (0 = due today). */
  overdueDays: z.number().int(),
});
export type KeepInTouchItem = z.infer<typeof keepInTouchItemSchema>;

export const keepInTouchListSchema = z.object({
  items: z.array(keepInTouchItemSchema),
  /** Everyone overdue (the list shows the first `limit`). */
  total: z.number().int(),
});
export type KeepInTouchList = z.infer<typeof keepInTouchListSchema>;

/** "Hora de falar com Fulano (a cada 30 dias)". */
export const keepInTouchTitle = (name: string, days: number) =>
  `Hora de falar com ${name} (a cada ${days === 1 ? 'dia' : `${days} dias`})`;

// The endpoints live in a module without zod (keep-in-touch-endpoints.ts): the dashboard
// widget reads them on /me/home's first paint.
export { keepInTouchEndpoints } from './keep-in-touch-endpoints';
