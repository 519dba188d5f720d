import { publicationStatusLabels, type PublicationStatus } from '@orbita/contracts/explore';
import { taskStatusLabels } from '@orbita/contracts/flow';
import type { TimelineItem } from '@orbita/contracts/people';
import { formatBRL } from '../../../platform/masks';
import { dayText } from '../lib/format';

const label = <K extends string>(labels: Record<K, string>, key: string) => labels[key as K] ?? key;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The person's first name, as one says it ("Fulano me deve…"). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A timeline entry in words: the headline (what happened, in the person's terms — a
 * receivable reads "Fulano me deve R$ 150,00") and the detail line under it.
 */
export function timelineText(item: TimelineItem, name: string): { title: string; detail: string } {
  const who = firstName(name);
  switch (item.kind) {
    case 'task':
      return {
        title: item.code ? `${item.code} · ${item.title}` : item.title,
        detail: [
          `Tarefa · ${label(taskStatusLabels, item.status)}`,
          item.due ? `prazo ${dayText(item.due.slice(0, 10))}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      };
    case 'entry': {
      const money = formatBRL(Math.abs(item.amountCents));
      const revenue = item.type === 'revenue';
      const title = revenue
        ? item.paid
          ? `${who} me pagou ${money}`
          : `${who} me deve ${money}`
        : item.paid
          ? `Paguei ${money} a ${who}`
          : `Devo ${money} a ${who}`;
      return {
        title,
        detail: `Lançamento · ${item.description}${item.paid ? '' : ' · em aberto'}`,
      };
    }
    case 'chat':
      return {
        title: `Conversa com ${item.contactName}`,
        detail: item.lastMessage ?? 'Sem mensagens ainda',
      };
    case 'publication':
      return {
        title: item.title || 'Publicação sem título',
        detail: `Publicação · ${label(publicationStatusLabels, item.status as PublicationStatus)}`,
      };
    case 'points': {
      const unit = item.resourceName ?? (Math.abs(item.amount) === 1 ? 'ponto' : 'pontos');
      const amount = `${item.amount > 0 ? '+' : ''}${item.amount.toLocaleString('pt-BR')} ${unit}`;
      return { title: `${amount}`, detail: `Jogo · ${item.description}` };
    }
    case 'order':
      return {
        title: `Pedido ${item.number !== null ? `nº ${item.number}` : ''}`.trim(),
        detail: `${capital(item.status)} · ${
          item.currency === 'points'
            ? `${item.total.toLocaleString('pt-BR')} pontos`
            : formatBRL(item.total)
        }`,
      };
  }
}

/** Where a timeline entry opens (a task's list is asked for when opened: see TimelineRow). */
export function timelineHref(item: TimelineItem): string | null {
  switch (item.kind) {
    case 'entry':
      return '/riqueza/administracao?aba=lancamentos';
    case 'chat':
      return item.conversationId
        ? `/comunicacao/chat/${item.conversationId}`
        : '/comunicacao/chats';
    case 'publication':
      return `/universo/publicacao/${item.publicationId}`;
    case 'points':
      return null;
    case 'order':
      return `/produto/pedido/${item.orderId}`;
    case 'task':
      return null;
  }
}

export const timelineKey = (item: TimelineItem): string => {
  switch (item.kind) {
    case 'task':
      return `task:${item.taskId}`;
    case 'entry':
      return `entry:${item.entryId}`;
    case 'chat':
      return `chat:${item.contactId}`;
    case 'publication':
      return `publication:${item.publicationId}`;
    case 'order':
      return `order:${item.orderId}`;
    case 'points':
      return `points:${item.at}:${item.description}`;
  }
};
