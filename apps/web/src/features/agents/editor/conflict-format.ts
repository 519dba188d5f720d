import {
  actionKindLabels,
  conditionOperatorLabels,
  type AgentAction,
  type AgentBudget,
  type AgentConditions,
  type AgentTrigger,
} from '@orbita/contracts/agents';
import { roleLabels, type Role } from '@orbita/contracts/workspaces';
import { describeTrigger } from './describe';

/** The definition's parts by name in the conflict dialog. */
export const conflictLabels = {
  name: 'Nome',
  description: 'Descrição',
  trigger: 'Gatilho',
  conditions: 'Condições',
  actions: 'Ações',
  role: 'Papel',
  budget: 'Limites',
};

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/*
 * Each part in words, COMPLETE: the dialog drops the rows whose two sides read the same, and
 * a save whose rows all read the same counts as done — a summary that hid a changed field
 * would lose that change.
 */
function actionText(action: AgentAction, i: number): string {
  const details = Object.entries(action)
    .filter(
      ([key, value]) =>
        key !== 'kind' && key !== 'requiresApproval' && value !== '' && value !== null,
    )
    .map(([key, value]) => `${key}: ${text(value)}`);
  const approval = action.requiresApproval ? ' (pede aprovação)' : '';
  return `${i + 1}. ${actionKindLabels[action.kind]}${approval} — ${details.join('; ')}`;
}

export function conflictFormat(field: string, value: unknown): string | undefined {
  switch (field) {
    case 'trigger':
      return describeTrigger(value as AgentTrigger);
    case 'conditions': {
      const c = value as AgentConditions;
      if (c.rules.length === 0) return 'Sem condições';
      const rules = c.rules.map((r) =>
        `${r.field} ${conditionOperatorLabels[r.op]} ${r.value ? `"${r.value}"` : ''}`.trim(),
      );
      return `${c.match === 'all' ? 'Todas' : 'Qualquer uma'}: ${rules.join('; ')}`;
    }
    case 'actions':
      return (value as AgentAction[]).map(actionText).join('\n');
    case 'role':
      return roleLabels[value as Role];
    case 'budget': {
      const b = value as AgentBudget;
      const cap = (n: number | null, unit: string) =>
        n === null ? `sem limite ${unit}` : `${n} ${unit}`;
      return `${cap(b.perHour, 'por hora')}, ${cap(b.perDay, 'por dia')}`;
    }
    default:
      return undefined;
  }
}
