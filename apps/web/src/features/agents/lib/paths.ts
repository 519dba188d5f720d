/** The agents screens' addresses (the spec's route table: /conta/agentes, /conta/agente/:id?). */
export const AGENTS_LIST_PATH = '/conta/agentes';
export const NEW_AGENT_PATH = '/conta/agente';
export const agentPath = (id: string) => `/conta/agente/${id}`;
/** A run's detail (the approval notification links here). */
export const runPath = (agentId: string, runId: string) =>
  `${agentPath(agentId)}?execucao=${encodeURIComponent(runId)}`;
