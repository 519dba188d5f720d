import { z } from 'zod';
import { widgetIds } from './widgets';

// The widgets' ids, labels and default order live in widgets.ts, a module without zod: the
// dashboard's first paint needs them and no schema (issue 17: /me/home LCP).
export { defaultLayout, widgetIds, widgetLabels, type WidgetId } from './widgets';

export const widgetIdSchema = z.enum(widgetIds, { error: 'Widget desconhecido.' });

export const layoutWidgetSchema = z.strictObject({
  id: widgetIdSchema,
  hidden: z.boolean('Informe se o widget está oculto.'),
});
export type LayoutWidget = z.infer<typeof layoutWidgetSchema>;

/** Saved per person per workspace; `version` 0 means "never saved" (the default layout). */
export const dashboardLayoutSchema = z.object({
  widgets: z.array(z.object({ id: widgetIdSchema, hidden: z.boolean() })),
  version: z.number().int().min(0),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

/**
 * The whole layout, ordered (the one field of the platform's optimistic concurrency is
 * `version`, as in platform/concurrency.ts, except that 0 is allowed: the default layout). Each widget at most once; widgets left out are appended
 * (visible) on the next read. `version`: the one the edit was made on (0 for the default);
 * a stale one answers 409 with the current layout.
 */
export const updateLayoutBodySchema = z.strictObject({
  widgets: z
    .array(layoutWidgetSchema, 'Informe os widgets como uma lista.')
    .max(widgetIds.length, `Informe no máximo ${widgetIds.length} widgets.`)
    .refine(
      (ws) => new Set(ws.map((w) => w.id)).size === ws.length,
      'Cada widget só pode aparecer uma vez.',
    ),
  version: z
    .number({ error: 'Versão inválida.' })
    .int('Versão inválida.')
    .min(0, 'Versão inválida.')
    .max(2_147_483_647, 'Versão inválida.')
    .optional(),
});
export type UpdateLayoutBody = z.input<typeof updateLayoutBodySchema>;
