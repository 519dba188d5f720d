import {
  priorityLabels,
  taskStatusLabels,
  type HistoryEntry,
  type HistoryEntityType,
  type HistoryValue,
  type Priority,
  type TaskStatus,
} from '@orbita/contracts/flow';
import { dayjs } from '../../../platform/dates';

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });
const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
const quoted = (text: string) => `“${text}”`;
const names = (people: string[]) =>
  people.length <= 1 ? (people[0] ?? '') : `${people.slice(0, -1).join(', ')} e ${people.at(-1)!}`;
const list = (value: HistoryValue) => (Array.isArray(value) ? value : []);

function statusLabel(value: HistoryValue) {
  return taskStatusLabels[value as TaskStatus] ?? String(value);
}

function priorityLabel(value: HistoryValue) {
  return value === null ? 'sem prioridade' : (priorityLabels[value as Priority] ?? String(value));
}

function people(from: HistoryValue, to: HistoryValue) {
  const added = list(to).filter((n) => !list(from).includes(n));
  const removed = list(from).filter((n) => !list(to).includes(n));
  const parts = [
    added.length ? `atribuiu a ${names(added)}` : '',
    removed.length ? `tirou ${names(removed)} dos responsáveis` : '',
  ].filter(Boolean);
  return parts.join(' e ') || 'mudou os responsáveis';
}

function changed(entry: HistoryEntry): string {
  const { field, from, to } = entry;
  switch (field) {
    case 'status':
      return `moveu de ${statusLabel(from)} para ${statusLabel(to)}`;
    case 'stage':
      return `moveu de ${String(from ?? 'uma etapa excluída')} para ${String(to ?? 'uma etapa excluída')}`;
    case 'title':
      return `mudou o título de ${quoted(String(from))} para ${quoted(String(to))}`;
    case 'description':
      return to ? 'alterou a descrição' : 'apagou a descrição';
    case 'priority':
      return `mudou a prioridade de ${priorityLabel(from)} para ${priorityLabel(to)}`;
    case 'dueAt':
      if (!to) return `tirou o prazo (era ${when(String(from))})`;
      return from
        ? `mudou o prazo de ${when(String(from))} para ${when(String(to))}`
        : `definiu o prazo para ${when(String(to))}`;
    case 'assignees':
      return people(from, to);
    default: {
      const label = entry.label ?? field?.replace(/^field:/, '') ?? 'um campo';
      if (to === null) return `apagou ${label} (era ${number.format(Number(from))})`;
      return from === null
        ? `definiu ${label} como ${number.format(Number(to))}`
        : `mudou ${label} de ${number.format(Number(from))} para ${number.format(Number(to))}`;
    }
  }
}

/** What happened, in pt-BR, without who and when: "moveu de A fazer para Feito". */
export function historyAction(entry: HistoryEntry, entity: HistoryEntityType): string {
  const record = entity === 'task' ? 'a tarefa' : 'o cartão';
  switch (entry.kind) {
    case 'created':
      if (entity === 'card')
        return entry.to ? `criou o cartão em ${String(entry.to)}` : 'criou o cartão';
      return entry.to ? `criou a tarefa em ${statusLabel(entry.to)}` : 'criou a tarefa';
    case 'changed':
      return changed(entry);
    case 'checklist-added':
      return `adicionou ${quoted(entry.label ?? '')} ao checklist`;
    case 'comment-added':
      return `comentou: ${quoted(entry.label ?? '')}`;
    case 'deleted':
      return `moveu ${record} para a lixeira`;
    case 'restored':
      return `restaurou ${record} da lixeira`;
    default:
      return 'alterou';
  }
}

/** The whole line: "Ana moveu de A fazer para Feito · 25/11/2026 14:03". */
export function historySentence(entry: HistoryEntry, entity: HistoryEntityType): string {
  return `${entry.actorName ?? 'Alguém'} ${historyAction(entry, entity)} · ${when(entry.at)}`;
}
