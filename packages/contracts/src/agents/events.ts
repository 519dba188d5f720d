import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of agents (see platform/events.ts). Agents do not wake on agents' own
 * events (the catalog leaves them out): an agent's definition changing is not work.
 */
export interface AgentsEvents {
  'agents.agent.created': DomainEventBase & { agentId: string };
  'agents.agent.updated': DomainEventBase & { agentId: string; version: number };
  'agents.agent.deleted': DomainEventBase & { agentId: string };
  /** A run ended (succeeded, dead, denied, refused, skipped). */
  'agents.run.finished': DomainEventBase & { agentId: string; runId: string; status: string };
  /** A run stopped before an action that needs an Admin's approval. */
  'agents.run.awaiting-approval': DomainEventBase & {
    agentId: string;
    runId: string;
    actionIndex: number;
  };
  'agents.run.decided': DomainEventBase & { agentId: string; runId: string; approved: boolean };
  /**
   * The `notify` action: communication tells these members (current members only; in the app
   * and by e-mail as each one's preferences say). An event, not a call, so agents never import
   * communication (communication reads agents for its texts).
   */
  'agents.notice.sent': DomainEventBase & {
    agentId: string;
    runId: string;
    userIds: string[];
    title: string;
    body: string | null;
    link: string;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends AgentsEvents {}
}
