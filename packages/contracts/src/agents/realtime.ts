import type { Agent } from './index';
import type { AgentRun } from './runs';

/**
 * What agents publishes as `data` (see platform/realtime.ts): the agent or the run the
 * server changed, or `{ id }` for a deleted agent.
 */
export interface AgentsRealtimeEntities {
  agents: Agent | { id: string };
  'agent-runs': AgentRun;
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends AgentsRealtimeEntities {}
}
