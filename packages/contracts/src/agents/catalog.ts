/**
 * The events an agent can be woken by, with their pt-BR names and the fields its conditions
 * and templates can read. Every workspace event of the platform's bus is here (a server test
 * lists the names the code emits and fails on one missing and not excused); personal events
 * (sign-in, profile, a person's preferences) are not workspace events and are left out.
 *
 * `fields`: what the engine puts in the run's input — the payload (`event.<key>`) and the
 * records the event names, read by the server when the run starts (`task.title`,
 * `list.name`, `entry.description`…). `type` guides the editor's operators and inputs.
 */
import type { DomainEventName } from '../platform/events';
import type {} from '../communication/events';
import type {} from '../finance/events';
import type {} from '../flow/events';
import type {} from '../gamification/events';
import type {} from '../mind-maps/events';
import type {} from '../pages/events';
import type {} from '../publications/events';
import type {} from '../reviews/events';
import type {} from '../media/events';
import type {} from '../workspaces/events';

export type AgentFieldType = 'text' | 'number' | 'money' | 'date' | 'id' | 'user';

export interface AgentField {
  path: string;
  label: string;
  type: AgentFieldType;
}

export interface AgentEventInfo {
  label: string;
  /** The area in the trigger picker. */
  group: string;
  fields: AgentField[];
}

const actor: AgentField = { path: 'actor.name', label: 'Quem fez', type: 'text' };
const task: AgentField[] = [
  { path: 'task.title', label: 'Título da tarefa', type: 'text' },
  { path: 'task.code', label: 'Código da tarefa', type: 'text' },
  { path: 'event.listId', label: 'Lista', type: 'id' },
  { path: 'list.name', label: 'Nome da lista', type: 'text' },
  actor,
];

/**
 * Starter list (the agents module's helpers extend it to every workspace event). Keys are
 * checked against DomainEventName, so a renamed event fails the typecheck here.
 */
export const agentEventCatalog = {
  'flow.inbox-item.captured': {
    label: 'Item coletado na caixa de entrada',
    group: 'Fluxo',
    fields: [
      { path: 'item.content', label: 'Texto do item', type: 'text' },
      { path: 'item.code', label: 'Código do item', type: 'text' },
      actor,
    ],
  },
  'flow.task.created': { label: 'Tarefa criada', group: 'Fluxo', fields: task },
  'flow.task.moved': {
    label: 'Tarefa mudou de situação',
    group: 'Fluxo',
    fields: [
      ...task,
      { path: 'event.from', label: 'Situação anterior', type: 'text' },
      { path: 'event.to', label: 'Nova situação', type: 'text' },
    ],
  },
  'flow.task.completed': { label: 'Tarefa concluída', group: 'Fluxo', fields: task },
  'flow.card.moved': {
    label: 'Card movido entre etapas',
    group: 'Fluxo',
    fields: [
      { path: 'card.title', label: 'Título do card', type: 'text' },
      { path: 'event.processId', label: 'Processo', type: 'id' },
      { path: 'event.fromStageId', label: 'Etapa anterior', type: 'id' },
      { path: 'event.toStageId', label: 'Nova etapa', type: 'id' },
      actor,
    ],
  },
  'finance.entry.recorded': {
    label: 'Lançamento registrado',
    group: 'Finanças',
    fields: [
      { path: 'entry.description', label: 'Descrição', type: 'text' },
      { path: 'event.type', label: 'Tipo (receita ou despesa)', type: 'text' },
      { path: 'event.value', label: 'Valor', type: 'money' },
      { path: 'event.date', label: 'Data', type: 'date' },
      actor,
    ],
  },
  'finance.period.closed': {
    label: 'Período fechado',
    group: 'Finanças',
    fields: [{ path: 'event.endDate', label: 'Fim do período', type: 'date' }, actor],
  },
  'gamification.mission.completed': {
    label: 'Missão concluída',
    group: 'Gamificação',
    fields: [
      { path: 'mission.name', label: 'Missão', type: 'text' },
      { path: 'event.gameId', label: 'Jogo', type: 'id' },
      { path: 'event.userId', label: 'Jogador', type: 'user' },
    ],
  },
  'gamification.ledger.granted': {
    label: 'Pontos ou recurso ganhos',
    group: 'Gamificação',
    fields: [
      { path: 'event.points', label: 'Pontos', type: 'number' },
      { path: 'event.userId', label: 'Jogador', type: 'user' },
      { path: 'event.cause', label: 'Motivo', type: 'text' },
    ],
  },
  'communication.daily-access.recorded': {
    label: 'Acesso diário',
    group: 'Comunicação',
    fields: [
      { path: 'event.userId', label: 'Pessoa', type: 'user' },
      { path: 'event.streak', label: 'Sequência de dias', type: 'number' },
    ],
  },
  'pages.page.published': {
    label: 'Página publicada',
    group: 'Universo',
    fields: [{ path: 'page.title', label: 'Título da página', type: 'text' }, actor],
  },
  'publications.publication.published': {
    label: 'Publicação publicada',
    group: 'Universo',
    fields: [{ path: 'publication.title', label: 'Título da publicação', type: 'text' }, actor],
  },
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

export type AgentEventName = keyof typeof agentEventCatalog & DomainEventName;
export const agentEventNames = Object.keys(agentEventCatalog) as [
  AgentEventName,
  ...AgentEventName[],
];

/** The fields every run's input has, whatever woke it. */
export const commonAgentFields: AgentField[] = [
  { path: 'run.at', label: 'Data e hora da execução', type: 'date' },
  { path: 'agent.name', label: 'Nome do agente', type: 'text' },
];
