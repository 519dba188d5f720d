import { actionKindLabels, type ActionKind } from '@orbita/contracts/agents';
import { actionRules, can, roleLabels, type Action, type Role } from '@orbita/contracts/workspaces';

/**
 * What each action needs of the role the agent acts with — the server's handlers declare the
 * same (`requires` in apps/server/src/modules/agents/actions/*.ts) and refuse at run time;
 * the editor says it before saving, so nobody learns it from a dead run.
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
