import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { actionsSchema, agentRoleSchema } from './actions';
import { conditionsSchema } from './conditions';
import { roleShortfallMessage } from './roles';
import { runStatuses } from './runs';
import { triggerSchema } from './triggers';

/**
 * Agents (spec: agents; PRODUCT.md §1): automations of a workspace — a trigger (an event of
 * the platform's bus, a schedule or an external call), conditions on what happened, and a
 * chain of actions, run by a durable queue in PostgreSQL with retries, a dead letter, loop
 * protection, a budget and human approval. Admins manage them. API: `/api/app/conta/agentes`.
 */

/** The realtime entities: agents, and their runs (the log updates live). */
export const agentsEntity = 'agents';
export const agentRunsEntity = 'agent-runs';

export const AGENT_NAME_MAX = 120;
export const AGENT_DESCRIPTION_MAX = 1000;
export const AGENTS_PAGE_DEFAULT = 50;
export const AGENTS_PAGE_MAX = 100;
/** Budget ceilings an Admin can set (per agent). */
export const AGENT_RUNS_PER_HOUR_MAX = 10_000;
export const AGENT_RUNS_PER_DAY_MAX = 100_000;
/** How many agent actions may chain into further runs (an agent waking itself or another). */
export const AGENT_MAX_DEPTH = 3;

export const agentMessages = {
  notFound: 'Agente não encontrado.',
  runNotFound: 'Execução não encontrada.',
  notWaiting: 'Esta execução não está aguardando aprovação.',
  notWebhook: 'Este agente não é disparado por chamada externa.',
  disabled: 'Este agente está desativado.',
  badCron: 'Horário inválido: use cinco campos, como "0 9 * * 1" (toda segunda às 9h).',
  budgetHour: (n: number) => `Limite de ${n} execuções por hora atingido.`,
  budgetDay: (n: number) => `Limite de ${n} execuções por dia atingido.`,
  loop: `Ignorada: agentes encadeados além de ${AGENT_MAX_DEPTH} níveis (proteção contra laços).`,
  conditionsFalse: 'Ignorada: as condições não foram atendidas.',
  roleTooHigh: 'Você não pode dar ao agente um papel acima do seu.',
  llmOff: 'O modelo de linguagem não está configurado neste servidor (LLM_URL).',
  privateUrl:
    'Endereço recusado: webhooks não podem chamar endereços internos ou privados deste servidor.',
};

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(AGENT_NAME_MAX, `Informe no máximo ${AGENT_NAME_MAX} caracteres.`);
const descriptionSchema = z
  .string()
  .trim()
  .max(AGENT_DESCRIPTION_MAX, `Informe no máximo ${AGENT_DESCRIPTION_MAX} caracteres.`);

export const budgetSchema = z.strictObject({
  /** null: no hourly cap (the daily one still applies). */
  perHour: z
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'Informe ao menos 1.')
    .max(AGENT_RUNS_PER_HOUR_MAX, `No máximo ${AGENT_RUNS_PER_HOUR_MAX} por hora.`)
    .nullable()
    .default(60),
  perDay: z
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'Informe ao menos 1.')
    .max(AGENT_RUNS_PER_DAY_MAX, `No máximo ${AGENT_RUNS_PER_DAY_MAX} por dia.`)
    .nullable()
    .default(500),
});
export type AgentBudget = z.infer<typeof budgetSchema>;

/**
 * An agent whose role cannot do one of its actions is refused at the role (an update that
 * changes only one of the two is checked by the server against the saved other).
 */
function refuseRoleShortfall(
  body: { role?: z.infer<typeof agentRoleSchema>; actions?: z.infer<typeof actionsSchema> },
  ctx: z.RefinementCtx,
) {
  if (!body.role || !body.actions) return;
  const message = roleShortfallMessage(
    body.role,
    body.actions.map((a) => a.kind),
  );
  if (message) ctx.addIssue({ code: 'custom', path: ['role'], message });
}

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** An agent as the API and the realtime messages present it. */
export const agentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  trigger: triggerSchema,
  conditions: conditionsSchema,
  actions: actionsSchema,
  role: agentRoleSchema,
  budget: budgetSchema,
  /** The external call's address, for a webhook trigger (else null). */
  hookPath: z.string().nullable(),
  /** Next firing of a schedule (else null). */
  nextRunAt: z.string().nullable(),
  createdBy: person,
  version: versionSchema,
  /** The last 24 h: runs, failed (dead) ones, and the last run's time and status. */
  stats: z.object({
    runs24h: z.number().int(),
    failed24h: z.number().int(),
    waiting: z.number().int(),
    lastRunAt: z.string().nullable(),
    lastStatus: z.enum(runStatuses).nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

export const createAgentBodySchema = z
  .strictObject({
    name: nameSchema,
    description: descriptionSchema.default(''),
    enabled: z.boolean().default(true),
    trigger: triggerSchema,
    conditions: conditionsSchema.default({ match: 'all', rules: [] }),
    actions: actionsSchema,
    role: agentRoleSchema.default('editor'),
    budget: budgetSchema.default({ perHour: 60, perDay: 500 }),
  })
  .superRefine(refuseRoleShortfall);
export type CreateAgentBody = z.input<typeof createAgentBodySchema>;

/** Only what is sent changes; each change is a new version (history and restore). */
export const updateAgentBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    enabled: z.boolean().optional(),
    trigger: triggerSchema.optional(),
    conditions: conditionsSchema.optional(),
    actions: actionsSchema.optional(),
    role: agentRoleSchema.optional(),
    budget: budgetSchema.optional(),
    ...expectedVersion,
  })
  .superRefine(refuseRoleShortfall);
export type UpdateAgentBody = z.input<typeof updateAgentBodySchema>;

export const agentsListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(AGENTS_PAGE_MAX, `O limite máximo é ${AGENTS_PAGE_MAX}.`)
    .default(AGENTS_PAGE_DEFAULT),
});
export type AgentsListQuery = z.input<typeof agentsListQuerySchema>;

export const agentPageSchema = z.object({
  items: z.array(agentSchema),
  nextCursor: z.string().nullable(),
});
export type AgentPage = z.infer<typeof agentPageSchema>;

/** A saved version: the agent's definition as it was (restore makes it the newest again). */
export const agentVersionSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  definition: z.object({
    trigger: triggerSchema,
    conditions: conditionsSchema,
    actions: actionsSchema,
    role: agentRoleSchema,
    budget: budgetSchema,
    enabled: z.boolean(),
    description: z.string(),
  }),
  createdBy: person,
  createdAt: z.string(),
});
export type AgentVersion = z.infer<typeof agentVersionSchema>;
/** The agent's webhook signing secret (`X-Orbita-Signature`), for the receiver to verify calls. */
export const webhookSecretSchema = z.object({ secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const agentVersionListSchema = z.object({ items: z.array(agentVersionSchema) });

export * from './actions';
export * from './catalog';
export * from './conditions';
export * from './endpoints';
export * from './events';
export * from './realtime';
export * from './roles';
export * from './runs';
export * from './triggers';
