/**
 * The settings' plain values: the realtime entity, the defaults and the notification event
 * kinds with their labels. No zod here: the signed-in shell reads them on every first load,
 * and the schemas (schemas.ts) would run zod's schema building before the first paint
 * (issue 17). index.ts re-exports both.
 */

/** The realtime `entity` of both records (and the first element of the web's query keys). */
export const SETTINGS_ENTITY = 'settings';
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const DEFAULT_START_PAGE = '/me/home';

// ---------------------------------------------------------------- notification preferences

/**
 * The events a person can be notified about (issue 17). Stored now; the producers of
 * issue 16 read them through the server's `notificationAllowed`.
 */
export const notificationEventKinds = [
  'invited',
  'invite-accepted',
  'role-changed',
  'assigned',
  'mentioned',
  'task-comment',
  'task-due',
  'process-card',
  'mission-concluded',
  'reward-won',
  'card-limit',
  'card-due',
  'budget-alert',
  'agent-message',
  'agent-approval',
  'agent-failed',
  'chat-message',
  'chat-assigned',
  'team-chat',
  'keep-in-touch',
] as const;
export type NotificationEventKind = (typeof notificationEventKinds)[number];

export const notificationEventLabels: Record<NotificationEventKind, string> = {
  invited: 'Convite para uma conta',
  'invite-accepted': 'Convite aceito',
  'role-changed': 'Mudança no meu papel',
  assigned: 'Tarefa atribuída a mim',
  mentioned: 'Menção a mim',
  'task-comment': 'Comentário em tarefa minha',
  'task-due': 'Tarefa vencendo em 24 horas',
  'process-card': 'Cartão entrando na minha etapa',
  'mission-concluded': 'Missão concluída',
  'reward-won': 'Recompensa ganha',
  'card-limit': 'Limite do cartão de crédito (80% e 100%)',
  'card-due': 'Fatura do cartão de crédito vencendo',
  'budget-alert': 'Orçamento de categoria (80% e 100%)',
  'agent-message': 'Mensagem de um agente',
  'agent-approval': 'Agente aguardando minha aprovação',
  'agent-failed': 'Falha de um agente que criei',
  'chat-message': 'Nova mensagem em conversa do WhatsApp atribuída a mim',
  'chat-assigned': 'Conversa atribuída a mim',
  'team-chat': 'Mensagem em chat da equipe',
  'keep-in-touch': 'Hora de falar com uma pessoa (manter contato)',
};
