import { z } from 'zod';
import { actionKinds } from './actions';
import { triggerKinds } from './triggers';

/**
 * A run: one waking of an agent, from queued to its end. The run table is the queue and the
 * log at once (modules/agents/engine): a run is claimed by one worker, its actions run in
 * order, each internal action committed together with its step, so a crash never repeats a
 * done step (at-least-once delivery, exactly-once effects for Orbita's own actions).
 */
export const runStatuses = [
  'queued', // waiting for a worker (or for its retry time)
  'running',
  'waiting_approval', // stopped before an action that needs an Admin's yes
  'succeeded',
  'skipped', // conditions false, or the loop limit
  'refused', // over its budget
  'denied', // an Admin said no
  'dead', // failed every attempt (dead letter)
] as const;
export type RunStatus = (typeof runStatuses)[number];

export const runStatusLabels: Record<RunStatus, string> = {
  queued: 'Na fila',
  running: 'Executando',
  waiting_approval: 'Aguardando aprovação',
  succeeded: 'Concluída',
  skipped: 'Ignorada',
  refused: 'Recusada pelo limite',
  denied: 'Negada',
  dead: 'Falhou',
};

export const stepStatuses = [
  'pending',
  'succeeded',
  'failed',
  'waiting_approval',
  'denied',
] as const;
export type StepStatus = (typeof stepStatuses)[number];

export const runStepSchema = z.object({
  index: z.number().int(),
  kind: z.enum(actionKinds),
  status: z.enum(stepStatuses),
  /** What it did (created record ids, the model's answer `text`, the webhook's status). */
  output: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type RunStep = z.infer<typeof runStepSchema>;

export const agentRunSchema = z.object({
  id: z.uuid(),
  agentId: z.uuid(),
  agentVersion: z.number().int(),
  status: z.enum(runStatuses),
  trigger: z.enum(triggerKinds),
  /** The event's name for an event trigger. */
  event: z.string().nullable(),
  /** The run's input: `event` (the payload or the external body) and the records it names. */
  input: z.record(z.string(), z.unknown()),
  steps: z.array(runStepSchema),
  /** Why it stopped, was skipped, refused or failed (pt-BR). */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** How many agent actions led to this run (0: a person's act, a schedule or a call). */
  depth: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type AgentRun = z.infer<typeof agentRunSchema>;

export const RUNS_PAGE_DEFAULT = 50;
export const RUNS_PAGE_MAX = 100;

export const runsQuerySchema = z.object({
  status: z.enum(runStatuses, 'Situação inválida.').optional(),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(RUNS_PAGE_MAX, `O limite máximo é ${RUNS_PAGE_MAX}.`)
    .default(RUNS_PAGE_DEFAULT),
});
export type RunsQuery = z.input<typeof runsQuerySchema>;

export const agentRunPageSchema = z.object({
  items: z.array(agentRunSchema),
  nextCursor: z.string().nullable(),
});
export type AgentRunPage = z.infer<typeof agentRunPageSchema>;

/** The dry run ("Testar com um evento de exemplo"): what would happen, nothing done. */
export const dryRunBodySchema = z.strictObject({
  /** The sample event's payload; empty: the server makes a sample from the catalog. */
  event: z.record(z.string(), z.unknown()).optional(),
});
export type DryRunBody = z.input<typeof dryRunBodySchema>;

export const dryRunResultSchema = z.object({
  input: z.record(z.string(), z.unknown()),
  conditions: z.object({
    passed: z.boolean(),
    rules: z.array(z.object({ field: z.string(), value: z.unknown(), passed: z.boolean() })),
  }),
  /** Each action as it would run: its kind, its rendered fields, and whether it waits for approval. */
  actions: z.array(
    z.object({
      index: z.number().int(),
      kind: z.enum(actionKinds),
      rendered: z.record(z.string(), z.unknown()),
      requiresApproval: z.boolean(),
      problem: z.string().nullable(),
    }),
  ),
});
export type DryRunResult = z.infer<typeof dryRunResultSchema>;
