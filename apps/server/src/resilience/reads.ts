import type { Account } from './accounts';
import { call, type Answer } from './api-client';
import { taskListOf } from './writers';

/**
 * The reads of a simulated user in the load suite, with their share of the mix. A module
 * adds its screens' reads here when it lands (finance: the month's cash flow), next to its
 * writers in writers.ts.
 */
export interface LoadRead {
  name: string;
  weight: number;
  read(base: string, account: Account): Promise<Answer>;
}

export const loadReads: LoadRead[] = [
  {
    name: 'tarefas da lista',
    weight: 5,
    read: (base, a) =>
      call(base, 'GET', `/api/app/flow/lists/${taskListOf.get(a.userId)}/tasks?limit=50`, {
        token: a.token,
      }),
  },
  {
    name: 'estado do app',
    weight: 6,
    read: (base, a) => call(base, 'GET', '/api/auth/app', { token: a.token }),
  },
  {
    name: 'notificações',
    weight: 3,
    read: (base, a) =>
      call(base, 'GET', '/api/app/comunicacao/notificacoes?limit=20', { token: a.token }),
  },
  {
    name: 'não lidas',
    weight: 2,
    read: (base, a) =>
      call(base, 'GET', '/api/app/comunicacao/notificacoes/nao-lidas', { token: a.token }),
  },
  {
    name: 'contas',
    weight: 2,
    read: (base, a) => call(base, 'GET', '/api/app/conta/contas', { token: a.token }),
  },
  { name: 'saúde', weight: 1, read: (base) => call(base, 'GET', '/api/health') },
];
