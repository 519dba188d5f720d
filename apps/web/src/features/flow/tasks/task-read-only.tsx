import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import {
  priorityLabels,
  taskStatusLabels,
  type TaskDetail,
  type TaskList,
} from '@orbita/contracts/flow';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { dayjs } from '../../../platform/dates';
import { RoleLimitNote } from '../../../ui/role-limit-note';
import { compileListFormulas, FormulaValue, formulaHint } from './formula-value';
import { formatNumber } from './task-labels';

/** One labelled value of the read-only view. */
function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A task for a role that cannot write (an Observador): the same facts as the editable
 * drawer, as text — no field that invites typing only to be refused with a 403.
 */
export function TaskReadOnly({ task, list }: { task: TaskDetail; list: TaskList }) {
  const compiled = useMemo(() => compileListFormulas(list), [list]);
  const done = task.checklistItems.filter((i) => i.done).length;
  return (
    <Stack spacing={2} data-testid="task-read-only">
      <RoleLimitNote />
      <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
        {task.title}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}
      >
        <Field label="Status">{taskStatusLabels[task.status]}</Field>
        <Field label="Prioridade">{priorityLabels[task.priority]}</Field>
        <Field label="Tamanho">{task.size ?? 'Sem tamanho'}</Field>
        <Field label="Prazo">
          {task.dueAt ? dayjs(task.dueAt).format('DD/MM/YYYY HH:mm') : 'Sem prazo'}
        </Field>
        <Field label="Etiquetas" wide>
          {task.tags.length ? (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {task.tags.map((tag) => (
                <Chip key={tag} size="small" label={`#${tag}`} />
              ))}
            </Stack>
          ) : (
            'Nenhuma'
          )}
        </Field>
        <Field label="Responsáveis" wide>
          {task.assignees.length ? task.assignees.map((a) => a.name).join(', ') : 'Ninguém'}
        </Field>
        <Field label="Descrição" wide>
          <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
            {task.description || 'Sem descrição'}
          </Box>
        </Field>
        {list.fields.map((f) => (
          <Field key={f.key} label={f.label}>
            {formatNumber(task.fieldValues[f.key])}
          </Field>
        ))}
        {list.formulas.map((f) => (
          <Field key={f.key} label={`ƒ ${f.label}`}>
            <span data-testid={`formula-${f.key}`}>
              <FormulaValue
                value={task.formulaValues[f.key]}
                hint={formulaHint(compiled, f.key, task.fieldValues)}
              />
            </span>
          </Field>
        ))}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Checklist {task.checklistItems.length > 0 && `(${done}/${task.checklistItems.length})`}
        </Typography>
        {task.checklistItems.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhum item.
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {task.checklistItems.map((item) => (
              <Stack
                key={item.id}
                component="li"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                {item.done ? (
                  <CheckBoxOutlined fontSize="small" color="success" aria-label="Feito" />
                ) : (
                  <CheckBoxOutlineBlank fontSize="small" color="disabled" aria-label="A fazer" />
                )}
                <Typography
                  variant="body2"
                  sx={{
                    textDecoration: item.done ? 'line-through' : 'none',
                    wordBreak: 'break-word',
                  }}
                >
                  {item.text}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
