import {
  canChangeTaskStatus,
  priorities,
  priorityLabels,
  sizes,
  taskStatuses,
  taskStatusLabels,
  type Task,
  type TaskList,
  type UpdateTaskBody,
} from '@orbita/contracts/flow';
import { Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { dayjs } from '../../../platform/dates';
import { formatNumberBR, parseNumberBR } from '../../../platform/masks/number-br';
import { compileListFormulas, FormulaValue, formulaHint } from './formula-value';
import type { Editor } from './inline-cell';
import { formatNumber, priorityColor, shortDue } from './task-labels';
import type { TaskSort } from './tasks-api';

/** One column of the table: how it shows, how it edits (if it does), what it sorts by. */
export interface TableColumn {
  id: string;
  label: string;
  width: string;
  sort?: TaskSort;
  display: (task: Task) => ReactNode;
  edit?: {
    editor: (task: Task) => Editor;
    value: (task: Task) => string;
    body: (raw: string) => UpdateTaskBody;
  };
  /** Shown in the totals row. */
  total?: (totals: {
    count: number;
    fields: Record<string, number>;
    formulas: Record<string, number>;
  }) => string;
}

function numberBody(key: string, raw: string): UpdateTaskBody {
  const parsed = parseNumberBR(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return { fieldValues: { [key]: parsed.value } };
}

export function tableColumns(list: TaskList): TableColumn[] {
  const base: TableColumn[] = [
    {
      id: 'code',
      label: 'Código',
      width: '120px',
      sort: 'code',
      display: (t) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {t.code}
        </Typography>
      ),
      total: (t) => `${t.count} tarefas`,
    },
    {
      id: 'title',
      label: 'Título',
      width: 'minmax(220px, 2fr)',
      display: (t) => (
        <Typography variant="body2" noWrap>
          {t.title}
        </Typography>
      ),
      edit: {
        editor: () => ({ kind: 'text' }),
        value: (t) => t.title,
        body: (raw) => ({ title: raw }),
      },
    },
    {
      id: 'status',
      label: 'Status',
      width: '130px',
      sort: 'order',
      display: (t) => taskStatusLabels[t.status],
      edit: {
        editor: (t) => ({
          kind: 'select',
          options: taskStatuses
            .filter((s) => canChangeTaskStatus(t.status, s))
            .map((s) => ({ value: s, label: taskStatusLabels[s] })),
        }),
        value: (t) => t.status,
        body: (raw) => ({ status: raw as Task['status'] }),
      },
    },
    {
      id: 'priority',
      label: 'Prioridade',
      width: '120px',
      sort: 'priority',
      display: (t) => (
        <Chip size="small" color={priorityColor[t.priority]} label={priorityLabels[t.priority]} />
      ),
      edit: {
        editor: () => ({
          kind: 'select',
          options: priorities.map((p) => ({ value: p, label: priorityLabels[p] })),
        }),
        value: (t) => t.priority,
        body: (raw) => ({ priority: raw as Task['priority'] }),
      },
    },
    {
      id: 'size',
      label: 'Tamanho',
      width: '100px',
      display: (t) => t.size ?? '—',
      edit: {
        editor: () => ({
          kind: 'select',
          options: [{ value: '', label: '—' }, ...sizes.map((s) => ({ value: s, label: s }))],
        }),
        value: (t) => t.size ?? '',
        body: (raw) => ({ size: raw ? (raw as Task['size']) : null }),
      },
    },
    {
      id: 'due',
      label: 'Prazo',
      width: '150px',
      sort: 'due',
      display: (t) => (t.dueAt ? shortDue(t.dueAt) : '—'),
      edit: {
        editor: () => ({ kind: 'datetime' }),
        value: (t) => (t.dueAt ? dayjs(t.dueAt).format('YYYY-MM-DDTHH:mm') : ''),
        body: (raw) => ({ dueAt: raw ? dayjs(raw).format('YYYY-MM-DDTHH:mm:ssZ') : null }),
      },
    },
    {
      id: 'tags',
      label: 'Etiquetas',
      width: '160px',
      display: (t) => (t.tags.length ? t.tags.map((tag) => `#${tag}`).join(' ') : '—'),
    },
    {
      id: 'assignees',
      label: 'Responsáveis',
      width: '160px',
      display: (t) => (t.assignees.length ? t.assignees.map((a) => a.name).join(', ') : '—'),
    },
    {
      id: 'created',
      label: 'Criada em',
      width: '120px',
      sort: 'created',
      display: (t) => dayjs(t.createdAt).format('DD/MM/YYYY'),
    },
  ];
  const fields: TableColumn[] = list.fields.map((f) => ({
    id: `field:${f.key}`,
    label: f.label,
    width: '110px',
    display: (t) => formatNumber(t.fieldValues[f.key]),
    edit: {
      editor: () => ({ kind: 'number' }),
      value: (t) => formatNumberBR(t.fieldValues[f.key]),
      body: (raw) => numberBody(f.key, raw),
    },
    total: (totals) => formatNumber(totals.fields[f.key] ?? 0),
  }));
  const compiled = compileListFormulas(list);
  const formulas: TableColumn[] = list.formulas.map((f) => ({
    id: `formula:${f.key}`,
    label: `${f.label} (ƒ)`,
    width: '120px',
    display: (t) => (
      <FormulaValue
        value={t.formulaValues[f.key]}
        hint={formulaHint(compiled, f.key, t.fieldValues)}
      />
    ),
    total: (totals) => formatNumber(totals.formulas[f.key] ?? 0),
  }));
  return [...base, ...fields, ...formulas];
}

export const defaultHidden = ['created', 'assignees'];
