import { actionRules, can, roleLabels, type Action, type Role } from '../workspaces/roles';
import { actionKindLabels, type ActionKind } from './actions';

/**
 * What each action needs of the role the agent acts with. One table: the server's handlers
 * declare it as their `requires` and refuse at run time (the creator's role may have dropped
 * since); the create/update schemas refuse an agent whose own role cannot do its actions, so
 * nobody learns it from a dead run.
 */
export const actionRequires: Record<ActionKind, Action> = {
  capture: 'content.write',
  create_task: 'content.write',
  move_task: 'content.write',
  notify: 'content.write',
  grant_points: 'structure.manage',
  finance_entry: 'content.write',
  webhook: 'content.write',
  ask_llm: 'workspace.read',
};

/** "Dar pontos ou recurso (precisa de Criador ou acima)" for each chosen action the role cannot do. */
export function roleShortfalls(role: Role, kinds: readonly ActionKind[]): string[] {
  return [...new Set(kinds)]
    .filter((kind) => !can(role, actionRequires[kind]))
    .map(
      (kind) =>
        `${actionKindLabels[kind]} (precisa de ${roleLabels[actionRules[actionRequires[kind]].minimumRole]} ou acima)`,
    );
}

/** The refusal of an agent whose role cannot do all its actions, or null. */
export function roleShortfallMessage(role: Role, kinds: readonly ActionKind[]): string | null {
  const missing = roleShortfalls(role, kinds);
  return missing.length
    ? `Com o papel ${roleLabels[role]}, o agente não pode: ${missing.join('; ')}. Escolha um papel acima.`
    : null;
}
