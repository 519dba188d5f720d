import { zodResolver } from '@hookform/resolvers/zod';
import {
  createAgentBodySchema,
  type ActionKind,
  type Agent,
  type AgentAction,
  type AgentBudget,
  type AgentConditions,
  type AgentTrigger,
  type CreateAgentBody,
  type UpdateAgentBody,
} from '@orbita/contracts/agents';
import type { GrantableRole } from '@orbita/contracts/workspaces';
import type { Resolver } from 'react-hook-form';

/** What the editor holds: the agent's definition, exactly the body's shape. */
export interface EditorValues {
  name: string;
  description: string;
  enabled: boolean;
  trigger: AgentTrigger;
  conditions: AgentConditions;
  actions: AgentAction[];
  role: GrantableRole;
  budget: AgentBudget;
}

/** A new action of `kind` with its fields empty (validation names what is missing). */
export function newAction(kind: ActionKind): AgentAction {
  const base = { requiresApproval: false };
  switch (kind) {
    case 'capture':
      return { kind, ...base, content: '' };
    case 'create_task':
      return { kind, ...base, listId: '', title: '', description: '' };
    case 'move_task':
      return { kind, ...base, taskId: '{{event.taskId}}', status: 'done' };
    case 'notify':
      return { kind, ...base, to: 'creator', title: '', body: '' };
    case 'grant_points':
      return { kind, ...base, to: 'actor', gameId: null, points: 10, resourceId: null };
    case 'finance_entry':
      return {
        kind,
        ...base,
        type: 'expense',
        boxId: '',
        categoryId: null,
        value: '',
        description: '',
        status: 'pending',
      };
    case 'webhook':
      return { kind, ...base, url: '', body: '' };
    case 'ask_llm':
      return { kind, ...base, prompt: '' };
  }
}

export function editorDefaults(agent: Agent | undefined): EditorValues {
  if (!agent)
    return {
      name: '',
      description: '',
      enabled: true,
      trigger: { kind: 'event', event: 'flow.task.completed' },
      conditions: { match: 'all', rules: [] },
      actions: [newAction('notify')],
      role: 'editor',
      budget: { perHour: 60, perDay: 500 },
    };
  return {
    name: agent.name,
    description: agent.description,
    enabled: agent.enabled,
    trigger: agent.trigger,
    conditions: agent.conditions,
    actions: agent.actions,
    role: agent.role,
    budget: agent.budget,
  };
}

/** The create body: the definition as the contracts parse it (defaults applied). */
export function createBody(values: EditorValues): CreateAgentBody {
  return { ...values };
}

/**
 * The edit body: the whole definition (each save is a version). `enabled` is left out: the
 * agent page's switch owns it, so saving the definition never flips it back.
 */
export function updateBody(values: EditorValues): Omit<UpdateAgentBody, 'version'> {
  const { enabled: _enabled, ...definition } = values;
  return definition;
}

/** The contracts' schema checks the form, so its pt-BR messages show at each field. */
export const editorResolver = zodResolver(
  createAgentBodySchema,
) as unknown as Resolver<EditorValues>;
