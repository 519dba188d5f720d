import {
  canChangeTaskStatus,
  priorities,
  priorityLabels,
  sizes,
  taskStatuses,
  taskStatusLabels,
  type TaskDetail,
  type TaskList,
  type UpdateTaskBody,
} from '@orbita/contracts/flow';
import { Autocomplete, Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { DateTimeField } from '../../../ui/date-field';
import { compileListFormulas, FormulaValue, formulaHint } from './formula-value';
import { SavingNumber } from './saving-number';
import { useMembers } from './use-members';

type Save = (body: UpdateTaskBody, version?: number) => Promise<unknown>;

/** A text that saves when it loses focus (or on Enter when single-line) if it changed. */
export function SavingText({
  label,
  value,
  onSave,
  multiline,
  required,
  version,
}: {
  label: string;
  value: string;
  /** Gets the text and the record's version seen when the person began typing. */
  onSave: (v: string, version?: number) => Promise<unknown>;
  multiline?: boolean;
  required?: boolean;
  version?: number;
}) {
  // null while not editing: the field shows `value`, so changes from others show at once;
  // while editing, the person's text stays put and the save says which version it was made on.
  const [draft, setDraft] = useState<string | null>(null);
  const [base, setBase] = useState(version);
  const [error, setError] = useState<string | null>(null);
  const commit = async () => {
    if (draft === null) return;
    if (draft === value) {
      setDraft(null);
      return;
    }
    try {
      setError(null);
      await onSave(draft, base);
      // Saved, or a conflict whose dialog now holds the text: show the cached value again.
      setDraft(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <TextField
      label={label}
      value={draft ?? value}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      size="small"
      error={!!error}
      helperText={error ?? undefined}
      onChange={(e) => {
        if (draft === null) setBase(version);
        setDraft(e.target.value);
      }}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !multiline) {
          e.preventDefault();
          void commit();
        } else if (e.key === 'Escape') {
          setDraft(null);
          setError(null);
        }
      }}
    />
  );
}

/** Status, priority, size, due date, tags and assignees of a task. */
export function TaskMainFields({ task, save }: { task: TaskDetail; save: Save }) {
  const members = useMembers();
  const [tagError, setTagError] = useState<string | null>(null);
  const run = (body: UpdateTaskBody) => void save(body).catch(() => undefined);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}
    >
      <TextField
        select
        size="small"
        label="Status"
        value={task.status}
        onChange={(e) => run({ status: e.target.value as TaskDetail['status'] })}
      >
        {taskStatuses.map((s) => (
          <MenuItem key={s} value={s} disabled={!canChangeTaskStatus(task.status, s)}>
            {taskStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Prioridade"
        value={task.priority}
        onChange={(e) => run({ priority: e.target.value as TaskDetail['priority'] })}
      >
        {priorities.map((p) => (
          <MenuItem key={p} value={p}>
            {priorityLabels[p]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Tamanho"
        value={task.size ?? ''}
        onChange={(e) =>
          run({ size: e.target.value ? (e.target.value as TaskDetail['size']) : null })
        }
      >
        <MenuItem value="">Sem tamanho</MenuItem>
        {sizes.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <DateTimeField
        size="small"
        label="Prazo"
        commit="blur"
        value={task.dueAt ? dayjs(task.dueAt).format('YYYY-MM-DDTHH:mm') : ''}
        onChange={(wall) =>
          run({ dueAt: wall ? dayjs(wall).format('YYYY-MM-DDTHH:mm:ssZ') : null })
        }
        sx={{ gridColumn: { xs: '1 / -1', sm: 'span 1' } }}
      />
      <Autocomplete
        multiple
        freeSolo
        size="small"
        options={[]}
        value={task.tags}
        onChange={(_e, tags) => {
          setTagError(null);
          save({
            tags: tags.map((t) => t.replace(/^#/, '').trim().toLowerCase()).filter(Boolean),
          }).catch((e: Error) => setTagError(e.message));
        }}
        renderValue={(value, getItemProps) =>
          value.map((tag, index) => (
            <Chip size="small" label={`#${tag}`} {...getItemProps({ index })} key={tag} />
          ))
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Etiquetas"
            placeholder="Digite e Enter"
            error={!!tagError}
            helperText={tagError ?? undefined}
          />
        )}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}
      />
      <Autocomplete
        multiple
        size="small"
        options={members.data ?? []}
        loading={members.isPending}
        getOptionLabel={(m) => m.name}
        isOptionEqualToValue={(a, b) => a.userId === b.userId}
        value={(members.data ?? []).filter((m) => task.assignees.some((a) => a.id === m.userId))}
        onChange={(_e, chosen) => run({ assigneeIds: chosen.map((m) => m.userId) })}
        renderInput={(params) => <TextField {...params} label="Responsáveis" />}
        sx={{ gridColumn: '1 / -1' }}
        noOptionsText="Nenhum membro"
      />
    </Box>
  );
}

/** Numeric fields (editable) and formulas (read-only, computed by the server). */
export function TaskNumbers({
  task,
  list,
  save,
}: {
  task: TaskDetail;
  list: TaskList;
  save: Save;
}) {
  const compiled = useMemo(() => compileListFormulas(list), [list]);
  if (list.fields.length === 0 && list.formulas.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Campos e fórmulas
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}
      >
        {list.fields.map((f) => (
          <SavingNumber
            key={f.key}
            label={f.label}
            value={task.fieldValues[f.key]}
            version={task.version}
            onSave={(value, version) => save({ fieldValues: { [f.key]: value } }, version)}
          />
        ))}
        {list.formulas.map((f) => (
          <Stack
            key={f.key}
            sx={{ px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}
            aria-label={`${f.label} (fórmula)`}
          >
            <Typography variant="caption" color="text.secondary">
              ƒ {f.label}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid={`formula-${f.key}`}>
              <FormulaValue
                value={task.formulaValues[f.key]}
                hint={formulaHint(compiled, f.key, task.fieldValues)}
              />
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {f.expression}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
