import { Box, Chip, Typography } from '@mui/material';
import {
  actionKindLabels,
  agentEventCatalog,
  commonAgentFields,
  conditionOperatorLabels,
  valuelessOperators,
  type AgentAction,
  type AgentVersion,
  type ConditionRule,
} from '@orbita/contracts/agents';
import { roleLabels } from '@orbita/contracts/workspaces';
import { describeTrigger } from '../lib/trigger-text';

type Definition = AgentVersion['definition'];

const recipients: Record<string, string> = {
  creator: 'Quem criou o agente',
  admins: 'Admins da conta',
  actor: 'Quem fez a ação',
  all: 'Todos os membros',
};

/** The field's pt-BR label from the catalog (its path when the catalog does not know it). */
function fieldLabel(definition: Definition, path: string): string {
  const event =
    definition.trigger.kind === 'event'
      ? (agentEventCatalog as Record<string, { fields: { path: string; label: string }[] }>)[
          definition.trigger.event
        ]
      : undefined;
  const fields = [...(event?.fields ?? []), ...commonAgentFields];
  return fields.find((f) => f.path === path)?.label ?? path;
}

function ruleText(definition: Definition, rule: ConditionRule): string {
  const op = conditionOperatorLabels[rule.op];
  const field = fieldLabel(definition, rule.field);
  return valuelessOperators.includes(rule.op) ? `${field} ${op}` : `${field} ${op} "${rule.value}"`;
}

/** An action's fields worth reading, as label and text (templates shown as written). */
function actionLines(action: AgentAction): [string, string][] {
  switch (action.kind) {
    case 'capture':
      return [['Texto', action.content]];
    case 'create_task':
      return [
        ['Título', action.title],
        ['Descrição', action.description],
      ];
    case 'move_task':
      return [
        ['Tarefa', action.taskId],
        ['Nova situação', action.status],
      ];
    case 'notify':
      return [
        [
          'Para',
          Array.isArray(action.to)
            ? `${action.to.length} ${action.to.length === 1 ? 'membro' : 'membros'}`
            : (recipients[action.to] ?? action.to),
        ],
        ['Título', action.title],
        ['Texto', action.body],
      ];
    case 'grant_points':
      return [
        ['Para', recipients[action.to] ?? action.to],
        ['Pontos', String(action.points)],
      ];
    case 'finance_entry':
      return [
        ['Tipo', action.type === 'income' ? 'Receita' : 'Despesa'],
        ['Valor (centavos)', action.value],
        ['Descrição', action.description],
        ['Situação', action.status === 'paid' ? 'Pago' : 'Pendente'],
      ];
    case 'webhook':
      return [
        ['Endereço', action.url],
        ['Corpo', action.body],
      ];
    case 'ask_llm':
      return [['Pergunta', action.prompt]];
  }
}

const budgetText = (n: number | null, unit: string) =>
  n === null ? `sem limite por ${unit}` : `${n} por ${unit}`;

/** A saved version's definition, read-only: trigger, conditions, actions, role and budget. */
export function DefinitionSummary({ definition }: { definition: Definition }) {
  const { conditions, actions, budget } = definition;
  const facts: [string, string][] = [
    ['Gatilho', describeTrigger(definition.trigger)],
    ['Papel', roleLabels[definition.role]],
    ['Limite', `${budgetText(budget.perHour, 'hora')} · ${budgetText(budget.perDay, 'dia')}`],
    ['Ativo', definition.enabled ? 'Sim' : 'Não'],
  ];
  if (definition.description) facts.push(['Descrição', definition.description]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'auto minmax(0, 1fr)' }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4">
          Condições
        </Typography>
        {conditions.rules.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhuma: age sempre.
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {conditions.match === 'all' ? 'Todas devem valer:' : 'Basta uma valer:'}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {conditions.rules.map((rule, i) => (
                <Typography
                  key={i}
                  component="li"
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {ruleText(definition, rule)}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4">
          Ações
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {actions.map((action, i) => (
            <Box component="li" key={i}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {actionKindLabels[action.kind]}
                </Typography>
                {action.requiresApproval && (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label="Pede aprovação antes"
                  />
                )}
              </Box>
              {actionLines(action)
                .filter(([, value]) => value !== '')
                .map(([label, value]) => (
                  <Typography
                    key={label}
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                  >
                    {label}: {value}
                  </Typography>
                ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
