import {
  boxKindLabels,
  boxKinds,
  investmentKindLabels,
  type Box,
  type BoxKind,
} from '@orbita/contracts/finance';
import {
  Alert,
  Box as Layout,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { invalidateAllBut } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { formatBRL } from '../../../platform/masks/brl';
import { MaskedTextField } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { financeKeys } from '../api/keys';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { reportServerError } from '../shared/server-errors';
import { boxBody, boxDefaults, boxResolver, type BoxFormValues } from './box-form';
import { FormDateField } from '../../../ui/date-field-form';

const dayNumber = (v: string) => (v === '' ? null : Number(v));

/** The fields' names in the conflict dialog. */
const boxLabels = {
  name: 'Nome',
  openingBalance: 'Saldo inicial',
  openingDate: 'Data do saldo inicial',
  limit: 'Limite',
  closingDay: 'Dia de fechamento',
  dueDay: 'Dia de vencimento',
  investmentKind: 'Tipo de investimento',
  startDate: 'Data de início',
  notes: 'Observações',
  color: 'Cor',
};

/** "Nova caixa" / "Editar caixa": the fields follow the kind (card: limite, fechamento, vencimento; investment: tipo, início). */
export function BoxDialog({
  box,
  defaultKind,
  onClose,
}: {
  box: Box | null;
  defaultKind?: BoxKind;
  onClose: () => void;
}) {
  const creating = !box;
  const form = useForm<BoxFormValues>({
    resolver: boxResolver(creating),
    defaultValues: boxDefaults(box, defaultKind),
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const save = useFinanceMutation(
    async (body: ReturnType<typeof boxBody> & { version?: number }): Promise<Box> =>
      box
        ? financeApi.updateBox(box.id, body)
        : financeApi.createBox(body as Parameters<typeof financeApi.createBox>[0]),
    financeWrites.box,
  );
  const client = useQueryClient();
  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(box?.version);
  const versioned = useVersionedSave<Box, ReturnType<typeof boxBody>>({
    send: (body) => save.mutateAsync(body),
    writeCurrent: (current) =>
      void invalidateAllBut(client, financeKeys.all, financeWrites.box(client, current)),
    labels: boxLabels,
    format: (field, value) =>
      (field === 'openingBalance' || field === 'limit') && typeof value === 'number'
        ? formatBRL(value)
        : field === 'investmentKind' && typeof value === 'string'
          ? investmentKindLabels[value as keyof typeof investmentKindLabels]
          : undefined,
    onReapplied: () => {
      notify.check('Caixa atualizada.');
      onClose();
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      if (box) {
        // A stale version: the conflict dialog takes over, this form stays open.
        if (!(await versioned.save(boxBody(values, false), openedVersion))) return;
      } else await save.mutateAsync(boxBody(values, true));
      notify.check(box ? 'Caixa atualizada.' : 'Caixa criada.');
      onClose();
    } catch (error) {
      reportServerError(error, form.setError);
    }
  });
  const money = (name: 'openingBalance' | 'limit', label: string, helper?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MaskedTextField
          mask="currency"
          label={label}
          fullWidth
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!errors[name]}
          helperText={errors[name]?.message ?? helper}
        />
      )}
    />
  );
  const dayField = (name: 'closingDay' | 'dueDay', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          type="number"
          required
          fullWidth
          value={field.value ?? ''}
          onChange={(e) => field.onChange(dayNumber(e.target.value))}
          slotProps={{ htmlInput: { min: 1, max: 28 } }}
          error={!!errors[name]}
          helperText={errors[name]?.message ?? 'De 1 a 28'}
        />
      )}
    />
  );

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="box-dialog-title">
      {versioned.dialog}
      <Layout component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="box-dialog-title">{box ? 'Editar caixa' : 'Nova caixa'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <TextField
                  select
                  label="Tipo"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  disabled={!creating}
                  helperText={creating ? undefined : 'O tipo de uma caixa não muda.'}
                >
                  {boxKinds.map((k) => (
                    <MenuItem key={k} value={k}>
                      {boxKindLabels[k]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Nome"
              required
              autoFocus
              {...form.register('name')}
              error={!!errors.name}
              helperText={errors.name?.message}
            />
            {kind === 'credit_card' ? (
              <>
                {money('limit', 'Limite')}
                <Stack direction="row" spacing={2}>
                  {dayField('closingDay', 'Dia de fechamento')}
                  {dayField('dueDay', 'Dia de vencimento')}
                </Stack>
              </>
            ) : (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                {money(
                  'openingBalance',
                  kind === 'investment' ? 'Valor aplicado inicial' : 'Saldo inicial',
                )}
                <FormDateField
                  control={form.control}
                  name="openingDate"
                  label="Data do saldo inicial"
                  fullWidth
                />
              </Stack>
            )}
            {(kind === 'bank_account' || kind === 'wallet' || kind === 'cash') && (
              <Controller
                control={form.control}
                name="negative"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                    label="Saldo inicial negativo (cheque especial)"
                  />
                )}
              />
            )}
            {kind === 'investment' && (
              <>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Controller
                    control={form.control}
                    name="investmentKind"
                    render={({ field }) => (
                      <TextField
                        select
                        label="Tipo de investimento"
                        required
                        fullWidth
                        value={field.value}
                        onChange={(e) => field.onChange(e.target.value)}
                        error={!!errors.investmentKind}
                        helperText={errors.investmentKind?.message}
                      >
                        {Object.entries(investmentKindLabels).map(([k, label]) => (
                          <MenuItem key={k} value={k}>
                            {label}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                  <FormDateField
                    control={form.control}
                    name="startDate"
                    label="Data de início"
                    fullWidth
                  />
                </Stack>
                <TextField
                  label="Observações"
                  multiline
                  minRows={2}
                  {...form.register('notes')}
                  error={!!errors.notes}
                  helperText={errors.notes?.message ?? 'Rendimento, vencimento, corretora…'}
                />
              </>
            )}
            {errors.kind && <Alert severity="error">{errors.kind.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {box ? 'Salvar' : 'Criar caixa'}
          </Button>
        </DialogActions>
      </Layout>
    </ResponsiveDialog>
  );
}
