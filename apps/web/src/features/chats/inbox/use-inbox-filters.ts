import { conversationFilters } from '@orbita/contracts/chats';
import { useSearchParams } from 'react-router';
import type { InboxQuery } from '../api/queries';

type Filter = (typeof conversationFilters)[number];
type Kind = 'whatsapp' | 'team' | 'any';
type Status = 'open' | 'closed' | 'any';

export interface InboxFilters {
  filter: Filter;
  kind: Kind;
  status: Status;
  teamId: string | null;
  label: string | null;
  q: string;
}

const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The URL's `?filtro=&tipo=&situacao=&equipe=&etiqueta=&q=`, read (the inbox's state lives there: a link keeps it). */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  return {
    filter: oneOf(params.get('filtro'), conversationFilters, 'all'),
    kind: oneOf(params.get('tipo'), ['whatsapp', 'team', 'any'] as const, 'any'),
    status: oneOf(params.get('situacao'), ['open', 'closed', 'any'] as const, 'open'),
    teamId: params.get('equipe') || null,
    label: params.get('etiqueta') || null,
    q: params.get('q') ?? '',
  };
}

/**
 * What the list asks the API: only what narrows it. "Equipe" without a team and "Etiqueta"
 * without a label are "Todas" until one is picked (the API would refuse them).
 */
export function inboxQuery(f: InboxFilters): InboxQuery {
  const query: InboxQuery = {};
  if (f.filter === 'team') {
    if (f.teamId) Object.assign(query, { filter: 'team', teamId: f.teamId });
  } else if (f.filter === 'label') {
    if (f.label) Object.assign(query, { filter: 'label', label: f.label });
  } else if (f.filter !== 'all') query.filter = f.filter;
  if (f.kind !== 'any') query.kind = f.kind;
  if (f.status !== 'open') query.status = f.status;
  if (f.q.trim()) query.q = f.q.trim();
  return query;
}

const paramNames: Record<keyof InboxFilters, string> = {
  filter: 'filtro',
  kind: 'tipo',
  status: 'situacao',
  teamId: 'equipe',
  label: 'etiqueta',
  q: 'q',
};
const defaults: InboxFilters = {
  filter: 'all',
  kind: 'any',
  status: 'open',
  teamId: null,
  label: null,
  q: '',
};

export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readInboxFilters(params);
  const change = (patch: Partial<InboxFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [keyof InboxFilters, unknown][]) {
          const name = paramNames[key];
          if (value === null || value === '' || value === defaults[key]) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { filters, change, search: params.toString() ? `?${params.toString()}` : '' };
}
