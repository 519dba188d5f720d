import type { CreateAgentBody } from '@orbita/contracts/agents';
import { apiClient } from '../../test/kit';

/** The agents API's callers for this module's tests (`/api/app/conta` + `/agentes…`). */
export const agentsApi = apiClient('/api/app/conta');

/** An agent that notifies its creator when something is captured in the inbox. */
export const notifyOnCapture: CreateAgentBody = {
  name: 'Avisar coletas',
  trigger: { kind: 'event', event: 'flow.inbox-item.captured' },
  actions: [{ kind: 'notify', to: 'creator', title: 'Coletado: {{item.content}}' }],
};

/** The same, woken by the external call (`POST /agentes/{id}/disparar`). */
export const notifyOnCall: CreateAgentBody = {
  ...notifyOnCapture,
  name: 'Avisar chamadas',
  trigger: { kind: 'webhook' },
};
