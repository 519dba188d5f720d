/**
 * The notifications' plain values: kinds and their labels, limits, the realtime entity.
 * No zod here: the signed-in shell and the dashboard read these on every first load, and
 * the schemas (schemas.ts, built on these) would run zod's schema building before the first
 * paint (issue 17). index.ts re-exports both, so importers see one module.
 */

/**
 * What a notification is about. A closed list (the database checks it), so the inbox can
 * name and group them; a module that needs a new kind adds it here with its label.
 */
export const notificationKinds = [
  'system',
  'task',
  'mention',
  'invite',
  'chat',
  'reward',
  'mission',
  'agent',
  'finance',
  'person',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  system: 'Sistema',
  task: 'Tarefa',
  mention: 'Menção',
  invite: 'Convite',
  chat: 'Chat',
  reward: 'Recompensa',
  mission: 'Missão',
  agent: 'Agente',
  finance: 'Finanças',
  person: 'Pessoa',
};

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 500;

/** The `entity` of notification messages on `/user/queue/notifications` (and the web's query keys). */
export const notificationEntity = 'notification';
