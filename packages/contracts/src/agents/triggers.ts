import { z } from 'zod';
import { agentEventNames } from './catalog';

/**
 * What wakes an agent: an event of the platform's bus, a schedule (a five-field cron read in
 * the workspace's time zone, America/Sao_Paulo unless set), or an external call to the
 * agent's own URL (`POST /api/app/conta/agentes/{id}/disparar`) with an API key of the
 * workspace, whose JSON body becomes the run's `event`.
 */
export const triggerKinds = ['event', 'schedule', 'webhook'] as const;
export type TriggerKind = (typeof triggerKinds)[number];

export const triggerKindLabels: Record<TriggerKind, string> = {
  event: 'Quando algo acontece',
  schedule: 'Em um horário',
  webhook: 'Chamada externa (URL do agente)',
};

export const CRON_MAX = 100;
/** Five fields (minute hour day month weekday); the server checks it fully (cron-parser). */
const cronPattern = /^\S+(\s+\S+){4}$/;

export const triggerSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('event'),
      event: z.enum(agentEventNames, 'Escolha um evento da lista.'),
    }),
    z.strictObject({
      kind: z.literal('schedule'),
      cron: z
        .string('Informe o horário.')
        .trim()
        .max(CRON_MAX, `Informe no máximo ${CRON_MAX} caracteres.`)
        .regex(cronPattern, 'Horário inválido: use cinco campos, como "0 9 * * 1".'),
    }),
    z.strictObject({ kind: z.literal('webhook') }),
  ],
  'Escolha o gatilho.',
);
export type AgentTrigger = z.infer<typeof triggerSchema>;

/** The external call's body: at most this many bytes (413 beyond). */
export const AGENT_HOOK_BODY_MAX = 64 * 1024;
