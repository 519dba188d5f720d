/** The dashboard's widgets, in their default order. */
export const widgetIds = [
  'urgent',
  'today',
  'next-actions',
  'inbox',
  'finance',
  'gamification',
  'notifications',
  'chats',
  'keep-in-touch',
  'activity',
] as const;
export type WidgetId = (typeof widgetIds)[number];

export const widgetLabels: Record<WidgetId, string> = {
  urgent: 'Urgentes',
  today: 'Hoje',
  'next-actions': 'Próximas ações',
  inbox: 'Caixa de entrada',
  finance: 'Finanças',
  gamification: 'Gamificação',
  notifications: 'Notificações',
  chats: 'Conversas',
  'keep-in-touch': 'Manter contato',
  activity: 'Atividade',
};

/** The default layout: every widget in `widgetIds` order, none hidden. */
export function defaultLayout(): { widgets: { id: WidgetId; hidden: boolean }[]; version: number } {
  return { widgets: widgetIds.map((id) => ({ id, hidden: false })), version: 0 };
}
