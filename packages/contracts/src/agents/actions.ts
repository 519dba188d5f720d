import { z } from 'zod';
import { grantableRoles } from '../workspaces/roles';

/**
 * What an agent does: a chain of at most AGENT_ACTIONS_MAX actions, run in order. Text
 * fields are templates: `{{task.title}}` inserts a field of the run's input (see
 * catalog.ts), `{{steps.2.text}}` the output of an earlier action (the language model's
 * answer, a created record's id). Templates only insert values — no logic, no code.
 *
 * `requiresApproval`: the run stops before this action and asks the agent's Admins (a
 * notification with "Aprovar"/"Negar"); it goes on only when approved.
 */
export const actionKinds = [
  'capture',
  'create_task',
  'move_task',
  'notify',
  'grant_points',
  'finance_entry',
  'webhook',
  'ask_llm',
] as const;
export type ActionKind = (typeof actionKinds)[number];

export const actionKindLabels: Record<ActionKind, string> = {
  capture: 'Coletar na caixa de entrada',
  create_task: 'Criar tarefa',
  move_task: 'Mover tarefa',
  notify: 'Notificar membros',
  grant_points: 'Dar pontos ou recurso',
  finance_entry: 'Criar lançamento',
  webhook: 'Chamar um webhook',
  ask_llm: 'Perguntar ao modelo de linguagem',
};

export const AGENT_ACTIONS_MAX = 10;
export const TEMPLATE_MAX = 2000;
export const AGENT_POINTS_MAX = 100_000;

const template = (what: string, max = TEMPLATE_MAX) =>
  z
    .string(`Informe ${what}.`)
    .max(max, `Informe no máximo ${max} caracteres.`)
    .refine((s) => s.trim().length > 0, `Informe ${what}.`);
const optionalTemplate = z
  .string()
  .max(TEMPLATE_MAX, `Informe no máximo ${TEMPLATE_MAX} caracteres.`)
  .default('');
/** An id, or a template that yields one (`{{event.taskId}}`). */
const idOrTemplate = (what: string) => template(what, 200);

const base = { requiresApproval: z.boolean().default(false) };

export const actionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('capture'), ...base, content: template('o texto') }),
    z.strictObject({
      kind: z.literal('create_task'),
      ...base,
      listId: z.uuid('Escolha a lista.'),
      title: template('o título', 500),
      description: optionalTemplate,
    }),
    z.strictObject({
      kind: z.literal('move_task'),
      ...base,
      taskId: idOrTemplate('a tarefa'),
      /** The task's new status, one of the list's (`todo`, `doing`, `done`…). */
      status: z.string('Informe a situação.').trim().min(1, 'Informe a situação.').max(50),
    }),
    z.strictObject({
      kind: z.literal('notify'),
      ...base,
      /** `creator`: who made the agent; `admins`; `actor`: who did what woke it; or named members. */
      to: z.union([
        z.enum(['creator', 'admins', 'actor', 'all']),
        z.array(z.uuid()).min(1, 'Escolha ao menos um membro.').max(50),
      ]),
      title: template('o título', 200),
      body: optionalTemplate,
    }),
    z.strictObject({
      kind: z.literal('grant_points'),
      ...base,
      /** `actor`, `creator`, or a user id / template yielding one (`{{event.userId}}`). */
      to: idOrTemplate('quem recebe'),
      gameId: z.uuid('Escolha o jogo.').nullable().default(null),
      points: z
        .number('Informe os pontos.')
        .int('Informe um número inteiro.')
        .min(0, 'Informe pontos de 0 a 100.000.')
        .max(AGENT_POINTS_MAX, 'Informe pontos de 0 a 100.000.'),
      resourceId: z.uuid('Recurso inválido.').nullable().default(null),
    }),
    z.strictObject({
      kind: z.literal('finance_entry'),
      ...base,
      type: z.enum(['income', 'expense'], 'Escolha receita ou despesa.'),
      boxId: z.uuid('Escolha a caixa.'),
      categoryId: z.uuid('Categoria inválida.').nullable().default(null),
      /** Centavos, or a template yielding them (`{{event.value}}`). */
      value: idOrTemplate('o valor'),
      description: template('a descrição', 500),
      status: z.enum(['paid', 'pending']).default('pending'),
    }),
    z.strictObject({
      kind: z.literal('webhook'),
      ...base,
      url: z
        .url({ protocol: /^https?$/, error: 'Informe um endereço http(s) válido.' })
        .max(2000, 'Informe no máximo 2.000 caracteres.'),
      /** JSON body template; empty: the run's input as JSON. */
      body: optionalTemplate,
    }),
    z.strictObject({
      kind: z.literal('ask_llm'),
      ...base,
      prompt: template('a pergunta', 8000),
    }),
  ],
  'Escolha a ação.',
);
export type AgentAction = z.infer<typeof actionSchema>;
export type AgentActionInput = z.input<typeof actionSchema>;

export const actionsSchema = z
  .array(actionSchema)
  .min(1, 'Inclua ao menos uma ação.')
  .max(AGENT_ACTIONS_MAX, `No máximo ${AGENT_ACTIONS_MAX} ações.`);

/** The role the agent acts with; at run time it is capped by its creator's role then. */
export const agentRoleSchema = z.enum(grantableRoles, 'Escolha o papel do agente.');
