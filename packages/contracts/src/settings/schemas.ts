import { z } from 'zod';
import { httpUrl } from '../platform/http-url';
import { authRoutes, matchAppRoute } from '../routes/routes';
import type { SETTINGS_ENTITY } from './values';
import { notificationEventKinds } from './values';

/**
 * The person's own settings (`/api/app/me/settings`) and side menu (`/api/app/me/menu`).
 * Both belong to the person, not to a workspace: the same time zone, start page, menu and
 * shortcuts in every workspace they open, on every device (live through their user queue).
 */

const channelsSchema = z.object(
  {
    inApp: z.boolean({ error: 'Informe sim ou não.' }),
    email: z.boolean({ error: 'Informe sim ou não.' }),
  },
  { error: 'Informe os canais da notificação.' },
);
export type NotificationChannels = z.infer<typeof channelsSchema>;

/** Every kind, each with both switches (zod's record over an enum requires every key). */
export const notificationPrefsSchema = z.record(z.enum(notificationEventKinds), channelsSchema, {
  error: 'Preferências de notificação inválidas.',
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export const defaultNotificationPrefs = (): NotificationPrefs =>
  Object.fromEntries(
    notificationEventKinds.map((k) => [k, { inApp: true, email: true }]),
  ) as NotificationPrefs;

// ---------------------------------------------------------------- time zone and start page

export const TIME_ZONE_MAX = 64;

/** Whether the runtime knows the IANA zone (Node and browsers share the ICU list). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Informe o fuso horário.' })
  .max(TIME_ZONE_MAX, 'Fuso horário desconhecido.')
  .refine(isTimeZone, 'Fuso horário desconhecido.');

/** The screens a person can land on after signing in: every signed-in screen without an id. */
export const startPages = authRoutes
  .filter((r) => !r.path.includes(':'))
  .map((r) => ({ path: r.path, title: r.title }));

const startPagePaths = new Set<string>(startPages.map((p) => p.path));

export const startPageSchema = z
  .string({ error: 'Escolha a página inicial.' })
  .refine((p) => startPagePaths.has(p), 'Escolha uma página do Orbita.');

// ---------------------------------------------------------------- settings

/** 0 until the person first saves (the defaults are not stored); +1 per save. */
const versionSchema = z.number().int().min(0);
const expectedVersionSchema = z
  .number({ error: 'Versão inválida.' })
  .int('Versão inválida.')
  .min(0, 'Versão inválida.')
  .max(2_147_483_647, 'Versão inválida.')
  .optional();

export const settingsSchema = z.object({
  timeZone: z.string(),
  startPage: z.string(),
  notifications: notificationPrefsSchema,
  version: versionSchema,
});
export type PersonSettings = z.infer<typeof settingsSchema>;

export const updateSettingsBodySchema = z.object({
  timeZone: timeZoneSchema,
  startPage: startPageSchema,
  notifications: notificationPrefsSchema,
  version: expectedVersionSchema,
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

// ---------------------------------------------------------------- side menu and shortcuts

export const SHORTCUTS_MAX = 50;
export const SHORTCUT_NAME_MAX = 60;
export const SHORTCUT_URL_MAX = 2000;

/** The side menu's entries: the route table's menu screens, in the table's order. */
export const menuEntryPaths = authRoutes
  .filter((r) => 'menu' in r && r.menu)
  .map((r) => r.path as string);
const menuEntrySchema = z.enum(menuEntryPaths as [string, ...string[]], {
  error: 'Item de menu desconhecido.',
});

/** The icons a shortcut may show (the web maps each to a Material icon). */
export const shortcutIcons = [
  'link',
  'star',
  'bookmark',
  'home',
  'work',
  'folder',
  'description',
  'article',
  'calendar',
  'event',
  'task',
  'checklist',
  'lightbulb',
  'chat',
  'mail',
  'phone',
  'group',
  'person',
  'school',
  'shopping',
  'money',
  'chart',
  'flag',
  'rocket',
  'heart',
  'music',
  'photo',
  'video',
  'code',
  'public',
  'settings',
  'trophy',
] as const;
export type ShortcutIcon = (typeof shortcutIcons)[number];

/** A path of this app a shortcut may open: a screen of the route table, optionally with query/hash. */
export function isInternalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (/\s/.test(value)) return false;
  const path = value.split(/[?#]/)[0] ?? '';
  const route = matchAppRoute(path);
  return route !== undefined && path !== '/';
}

const internalPathSchema = z
  .string()
  .max(SHORTCUT_URL_MAX, `O endereço pode ter no máximo ${SHORTCUT_URL_MAX} caracteres.`)
  .refine(isInternalPath, 'Informe uma tela do Orbita, como /flow/listas.');

const shortcutBase = {
  id: z.uuid('Atalho inválido.'),
  name: z
    .string({ error: 'Informe o nome do atalho.' })
    .trim()
    .min(1, 'Informe o nome do atalho.')
    .max(SHORTCUT_NAME_MAX, `O nome pode ter no máximo ${SHORTCUT_NAME_MAX} caracteres.`),
  icon: z.enum(shortcutIcons, { error: 'Escolha um ícone da lista.' }),
};

/** An internal screen (`/flow/listas`) or another site (http/https only: never `javascript:`). */
export const shortcutSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...shortcutBase, kind: z.literal('internal'), url: internalPathSchema }),
    z.object({
      ...shortcutBase,
      kind: z.literal('external'),
      url: httpUrl({ max: SHORTCUT_URL_MAX }),
    }),
  ],
  { error: 'Informe se o atalho é uma tela do Orbita ou outro site.' },
);
export type Shortcut = z.infer<typeof shortcutSchema>;

export const menuSchema = z.object({
  /** Menu entries in the person's order; entries not listed keep the table's order after them. */
  order: z.array(z.string()),
  hidden: z.array(z.string()),
  shortcuts: z.array(shortcutSchema),
  version: versionSchema,
});
export type PersonMenu = z.infer<typeof menuSchema>;

export const updateMenuBodySchema = z.object({
  order: z
    .array(menuEntrySchema)
    .max(menuEntryPaths.length, 'Itens de menu repetidos.')
    .refine((a) => new Set(a).size === a.length, 'Itens de menu repetidos.'),
  hidden: z
    .array(menuEntrySchema)
    .max(menuEntryPaths.length, 'Itens de menu repetidos.')
    .refine((a) => new Set(a).size === a.length, 'Itens de menu repetidos.'),
  shortcuts: z
    .array(shortcutSchema)
    .max(SHORTCUTS_MAX, `Você pode ter no máximo ${SHORTCUTS_MAX} atalhos.`)
    .refine((a) => new Set(a.map((s) => s.id)).size === a.length, 'Atalhos repetidos.'),
  version: expectedVersionSchema,
});
export type UpdateMenuBody = z.infer<typeof updateMenuBodySchema>;

/** What the person's user queue carries when their settings or menu change (any device). */
export interface SettingsEvent {
  type: 'updated';
  entity: typeof SETTINGS_ENTITY;
  id: string;
  /** The asking tab (`X-Orbita-Tab`): that tab already has the answer. */
  origin: string | null;
  record: 'settings' | 'menu';
}
