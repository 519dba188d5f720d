import { zodResolver } from '@hookform/resolvers/zod';
import { createListBodySchema, prefixFromName, type TaskList } from '@orbita/contracts/flow';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { replaceInLists } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { codeExample } from './code-example';
import { CustomFieldsEditor, FormulasEditor } from './list-form-fields';
import { listColors, ListIcon, listIcons } from './list-icons';
import { listQueries, useSaveList } from './lists-api';
import { applyServerErrors } from '../../../ui/form-fields';

export type ListFormValues = z.input<typeof createListBodySchema>;

function defaults(list: TaskList | null): ListFormValues {
  return {
    name: list?.name ?? '',
    color: list?.color ?? listColors[0],
    icon: list?.icon ?? 'checklist',
    sequence: {
      prefix: list?.sequence.prefix ?? 'TAR',
      width: list?.sequence.width ?? 4,
      suffix: list?.sequence.suffix ?? '',
    },
    fields: list?.fields ?? [],
    formulas: list?.formulas ?? [],
  };
}

const listLabels: Record<string, string> = {
  name: 'Nome',
  color: 'Cor',
  icon: 'Ícone',
  sequence: 'Sequência de códigos',
  fields: 'Campos numéricos',
  formulas: 'Fórmulas',
};

/** How the conflict dialog reads a list's structured fields. */
function listValue(field: string, value: unknown): string | undefined {
  if (field === 'sequence' && value && typeof value === 'object') {
    const s = value as { prefix?: string; width?: number; suffix?: string };
    return codeExample(s.prefix ?? '', s.width, s.suffix ?? '') ?? undefined;
  }
  if ((field === 'fields' || field === 'formulas') && Array.isArray(value))
    return value.map((v: { label?: string }) => v.label ?? '').join(', ') || '—';
  return undefined;
}

/** "Nova lista" / "Editar lista": name, colour, icon, code sequence, numeric fields and formulas. */
export function ListFormDialog({
  list,
  open,
  onClose,
  onSaved,
}: {
  list: TaskList | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (list: TaskList) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveList(list?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ListFormValues, unknown, z.output<typeof createListBodySchema>>({
    resolver: zodResolver(createListBodySchema),
    defaultValues: defaults(list),
  });
  const { register, handleSubmit, setValue, setError, formState, control } = form;
  const errors = formState.errors;
  const [prefix = '', width, suffix = '', watchedColor, icon] = useWatch({
    control,
    name: ['sequence.prefix', 'sequence.width', 'sequence.suffix', 'color', 'icon'],
  });
  const color = watchedColor ?? listColors[0]!;
  const example = codeExample(prefix, width, suffix);
  // A new list's prefix follows its name until the person edits the sequence; an untouched
  // sequence is left to the server, which picks one no other list of the workspace uses.
  const name = useWatch({ control, name: 'name' });
  const sequenceTouched = !!list || !!formState.dirtyFields.sequence;
  useEffect(() => {
    if (!sequenceTouched)
      setValue('sequence.prefix', prefixFromName(name ?? ''), { shouldDirty: false });
  }, [name, sequenceTouched, setValue]);

  const client = useQueryClient();
  // The version the person edited: the one the dialog opened on.
  const [openedVersion] = useState(list?.version);
  const done = (saved: TaskList) => {
    notify.success(list ? 'Lista atualizada.' : 'Lista criada.');
    onSaved?.(saved);
    onClose();
  };
  const versioned = useVersionedSave<TaskList, ListFormValues>({
    send: (body) => save.mutateAsync(body),
    writeCurrent: (current) => {
      client.setQueryData(listQueries.detail(current.id).queryKey, current);
      replaceInLists(client, listQueries.all(), current);
    },
    labels: listLabels,
    format: listValue,
    onReapplied: done,
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const body = sequenceTouched ? values : { ...values, sequence: undefined };
      if (list) {
        // A stale version: the conflict dialog takes over, this form stays open.
        const saved = await versioned.save(body, openedVersion);
        if (saved) done(saved);
        return;
      }
      done(await save.mutateAsync(body));
    } catch (error) {
      // The server names the field (e.g. `formulas.0.expression`): show its message there.
      applyServerErrors(error, setError);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="list-form-title"
    >
      {versioned.dialog}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="list-form-title">{list ? 'Editar lista' : 'Nova lista'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              label="Nome"
              autoFocus
              {...register('name')}
              error={!!errors.name}
              helperText={errors.name?.message}
              required
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Box>
                <Typography variant="subtitle2" id="list-color-label" sx={{ mb: 1 }}>
                  Cor
                </Typography>
                <Stack
                  direction="row"
                  spacing={1}
                  role="radiogroup"
                  aria-labelledby="list-color-label"
                  sx={{ flexWrap: 'wrap', rowGap: 1 }}
                >
                  {listColors.map((c) => (
                    <Box
                      key={c}
                      component="button"
                      type="button"
                      role="radio"
                      aria-checked={color === c}
                      aria-label={`Cor ${c}`}
                      onClick={() => setValue('color', c)}
                      sx={{
                        width: 32,
                        height: 32,
                        borderRadius: '50%',
                        bgcolor: c,
                        border: 3,
                        borderColor: color === c ? 'text.primary' : 'transparent',
                        cursor: 'pointer',
                      }}
                    />
                  ))}
                </Stack>
              </Box>
              <TextField
                select
                label="Ícone"
                value={icon ?? 'checklist'}
                onChange={(e) => setValue('icon', e.target.value)}
                sx={{ minWidth: 200 }}
              >
                {Object.entries(listIcons).map(([key, { label }]) => (
                  <MenuItem key={key} value={key}>
                    <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                      <ListIcon name={key} color={color} />
                      <span>{label}</span>
                    </Stack>
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                Sequência de códigos
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  size="small"
                  label="Prefixo"
                  {...register('sequence.prefix')}
                  slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
                  error={!!errors.sequence?.prefix}
                  helperText={errors.sequence?.prefix?.message}
                />
                <TextField
                  size="small"
                  type="number"
                  label="Dígitos"
                  {...register('sequence.width', { valueAsNumber: true })}
                  error={!!errors.sequence?.width}
                  helperText={errors.sequence?.width?.message}
                  slotProps={{ htmlInput: { min: 1, max: 10 } }}
                />
                <TextField
                  size="small"
                  label="Sufixo (opcional)"
                  {...register('sequence.suffix')}
                  slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
                  error={!!errors.sequence?.suffix}
                  helperText={errors.sequence?.suffix?.message}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
                Exemplo: <strong data-testid="code-example">{example ?? '—'}</strong>
              </Typography>
            </Box>
            <CustomFieldsEditor control={form.control} register={register} errors={errors} />
            <FormulasEditor control={form.control} register={register} errors={errors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {list ? 'Salvar' : 'Criar lista'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
