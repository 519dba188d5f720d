import {
  actionKindLabels,
  agentEventCatalog,
  commonAgentFields,
  conditionOperators,
  type ActionKind,
  type AgentAction,
  type AgentField,
  type AgentTrigger,
  type ConditionOperator,
} from '@orbita/contracts/agents';

/** A field a template can insert or a condition can test, with where it comes from. */
export interface EditorField extends AgentField {
  group: string;
}

/** The fields of the run's input: the chosen event's (catalog), then the ones every run has. */
export function inputFields(trigger: AgentTrigger | undefined): EditorField[] {
  // A schedule has no event; an external call's JSON body is `event`, its keys the caller's.
  const own: AgentField[] =
    trigger?.kind === 'event' ? (agentEventCatalog[trigger.event]?.fields ?? []) : [];
  return [
    ...own.map((f) => ({ ...f, group: 'Evento' })),
    ...commonAgentFields.map((f) => ({ ...f, group: 'Execução' })),
  ];
}

/** What each action hands to the next ones (its output keys, as the engine records them). */
const outputs: Partial<Record<ActionKind, AgentField[]>> = {
  capture: [{ path: 'itemId', label: 'Item criado (id)', type: 'id' }],
  create_task: [{ path: 'taskId', label: 'Tarefa criada (id)', type: 'id' }],
  finance_entry: [{ path: 'entryId', label: 'Lançamento criado (id)', type: 'id' }],
  webhook: [{ path: 'status', label: 'Resposta do webhook (código HTTP)', type: 'number' }],
  ask_llm: [{ path: 'text', label: 'Resposta do modelo', type: 'text' }],
};

/** The outputs of the actions before `index`: `{{steps.0.text}}`. */
export function stepFields(actions: readonly Pick<AgentAction, 'kind'>[], index: number) {
  return actions.slice(0, index).flatMap((action, i) =>
    (outputs[action.kind] ?? []).map<EditorField>((f) => ({
      ...f,
      path: `steps.${i}.${f.path}`,
      label: `${f.label} — ação ${i + 1}`,
      group: `Ação ${i + 1}: ${actionKindLabels[action.kind]}`,
    })),
  );
}

const textOperators = conditionOperators.filter((op) => !['gt', 'gte', 'lt', 'lte'].includes(op));

/** Number and money fields get the number comparisons; text, ids and dates compare as text. */
export function operatorsFor(field: EditorField | undefined): readonly ConditionOperator[] {
  if (!field || field.type === 'number' || field.type === 'money') return conditionOperators;
  return textOperators;
}
