import { z } from 'zod';

/**
 * Flow vocabularies (PRODUCT.md §3): the values the API speaks (English) and the pt-BR
 * labels the screens show. The database checks the same lists.
 */

/** Realtime entity names; also the first element of the web client's query keys. */
export const flowEntities = {
  item: 'flow-item',
  list: 'flow-list',
  task: 'flow-task',
  process: 'flow-process',
  card: 'flow-card',
} as const;
export type FlowEntity = (typeof flowEntities)[keyof typeof flowEntities];

export const itemStages = ['collected', 'separated', 'canceled', 'archived'] as const;
export const itemStageSchema = z.enum(itemStages, { error: 'Etapa inválida.' });
export type ItemStage = z.infer<typeof itemStageSchema>;
export const itemStageLabels: Record<ItemStage, string> = {
  collected: 'Coletado',
  separated: 'Separado',
  canceled: 'Cancelado',
  archived: 'Arquivado',
};

export const taskStatuses = ['todo', 'doing', 'done', 'canceled', 'archived'] as const;
export const taskStatusSchema = z.enum(taskStatuses, { error: 'Status inválido.' });
export type TaskStatus = z.infer<typeof taskStatusSchema>;
export const taskStatusLabels: Record<TaskStatus, string> = {
  todo: 'A fazer',
  doing: 'Fazendo',
  done: 'Feito',
  canceled: 'Cancelado',
  archived: 'Arquivado',
};

/**
 * Which status changes are allowed (kanban drops, the status menu). Archiving closes a task
 * for good, so only finished (done or canceled) tasks may be archived, and an archived task
 * only comes back as `todo`. The server refuses anything else with 409.
 */
export const taskStatusTransitions: Record<TaskStatus, readonly TaskStatus[]> = {
  todo: ['doing', 'done', 'canceled'],
  doing: ['todo', 'done', 'canceled'],
  done: ['todo', 'doing', 'canceled', 'archived'],
  canceled: ['todo', 'doing', 'done', 'archived'],
  archived: ['todo'],
};

export function canChangeTaskStatus(from: TaskStatus, to: TaskStatus): boolean {
  return from === to || taskStatusTransitions[from].includes(to);
}

/** The pt-BR reason a status change is refused, or null when it is allowed. */
export function taskStatusChangeProblem(from: TaskStatus, to: TaskStatus): string | null {
  if (canChangeTaskStatus(from, to)) return null;
  if (to === 'archived') return 'Só tarefas feitas ou canceladas podem ser arquivadas.';
  if (from === 'archived') return 'Uma tarefa arquivada só pode voltar para "A fazer".';
  return `Não é possível mudar de "${taskStatusLabels[from]}" para "${taskStatusLabels[to]}".`;
}

export const priorities = ['critical', 'high', 'medium', 'normal', 'low'] as const;
export const prioritySchema = z.enum(priorities, { error: 'Prioridade inválida.' });
export type Priority = z.infer<typeof prioritySchema>;
export const priorityLabels: Record<Priority, string> = {
  critical: 'Crítica',
  high: 'Alta',
  medium: 'Média',
  normal: 'Normal',
  low: 'Baixa',
};

/** T-shirt sizes, smallest first; the value is also the label. */
export const sizes = ['PP', 'P', 'M', 'G', 'GG', 'XG'] as const;
export const sizeSchema = z.enum(sizes, { error: 'Tamanho inválido.' });
export type Size = z.infer<typeof sizeSchema>;
export const sizeLabels: Record<Size, string> = {
  PP: 'PP',
  P: 'P',
  M: 'M',
  G: 'G',
  GG: 'GG',
  XG: 'XG',
};
