import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  agentPageSchema,
  agentSchema,
  agentVersionListSchema,
  agentsListQuerySchema,
  createAgentBodySchema,
  updateAgentBodySchema,
  webhookSecretSchema,
} from './index';
import type {
  agentRunPageSchema,
  agentRunSchema,
  dryRunBodySchema,
  dryRunResultSchema,
  runsQuerySchema,
} from './runs';

const base = '/api/app/conta/agentes';

/**
 * agents (`/api/app/conta/agentes`): Admins read and manage agents, their versions and runs,
 * approve or deny a waiting run and test an agent with a sample event; `trigger` is the
 * external call (any key or member with Editor and above).
 */
export const agentsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof agentsListQuerySchema>(),
    response: schemaType<typeof agentPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof agentSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createAgentBodySchema>(),
    response: schemaType<typeof agentSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateAgentBodySchema>(),
    response: schemaType<typeof agentSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  /** The secret its webhook actions sign with (Admins; the same for every call of the agent). */
  webhookSecret: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/segredo`,
    response: schemaType<typeof webhookSecretSchema>(),
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/versoes`,
    response: schemaType<typeof agentVersionListSchema>(),
  }),
  restoreVersion: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/versoes/{version}/restaurar`,
    response: schemaType<typeof agentSchema>(),
  }),
  dryRun: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/testar`,
    body: schemaType<typeof dryRunBodySchema>(),
    response: schemaType<typeof dryRunResultSchema>(),
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/execucoes`,
    query: schemaType<typeof runsQuerySchema>(),
    response: schemaType<typeof agentRunPageSchema>(),
  }),
  run: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/execucoes/{runId}`,
    response: schemaType<typeof agentRunSchema>(),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/execucoes/{runId}/aprovar`,
    response: schemaType<typeof agentRunSchema>(),
  }),
  deny: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/execucoes/{runId}/negar`,
    response: schemaType<typeof agentRunSchema>(),
  }),
  /** The external call: the JSON body becomes the run's `event`; answers the queued run. */
  trigger: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/disparar`,
    response: schemaType<typeof agentRunSchema>(),
  }),
};
