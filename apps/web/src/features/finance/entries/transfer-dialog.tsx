import { zodResolver } from '@hookform/resolvers/zod';
import { createTransferBodySchema, type Box, type Transfer } from '@orbita/contracts/finance';
import {
  Box as Layout,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { invalidateAllBut } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { MaskedTextField } from '../../../platform/masks';
import { formatBRL } from '../../../platform/masks/brl';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { financeKeys } from '../api/keys';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { BoxSelect } from '../shared/box-select';
import { formatDay, todaySaoPaulo } from '../shared/dates';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { reportServerError } from '../shared/server-errors';
import { FormDateField } from '../../../ui/date-field-form';

type TransferValues = Omit<z.input<typeof createTransferBodySchema>, 'value'> & {
  value: number | null;
};
type TransferOutput = z.output<typeof createTransferBodySchema>;
const resolver = zodResolver(createTransferBodySchema) as unknown as Resolver<
  TransferValues,
  unknown,
  TransferOutput
>;

/**
 * "Transferir": origem → destino. One record with two legs; never counted as receita or despesa.
 * With `transfer` it edits that one (the statement a card payment settles is kept by the server).
 */
export function TransferDialog({
  boxes,
  transfer,
  defaultFromBoxId,
  onClose,
}: {
  boxes: Box[];
  transfer?: Transfer;
  defaultFromBoxId?: string;
  onClose: () => void;
}) {
  const from = transfer?.fromBoxId ?? defaultFromBoxId ?? boxes[0]?.id ?? '';
  const form = useForm<TransferValues, unknown, TransferOutput>({
    resolver,
    defaultValues: transfer
      ? {
          fromBoxId: transfer.fromBoxId,
          toBoxId: transfer.toBoxId,
          value: transfer.value,
          date: transfer.date.slice(0, 10),
          description: transfer.description,
        }
      : {
          fromBoxId: from,
          toBoxId: boxes.find((b) => b.id !== from)?.id ?? '',
          value: null,
          date: todaySaoPaulo(),
          description: '',
        },
  });
  const { errors, isSubmitting } = form.formState;
  // The form never sets statementMonth, so an edit keeps the statement a card payment settled.
  const save = useFinanceMutation(
    (values: TransferOutput & { version?: number }) =>
      transfer ? financeApi.updateTransfer(transfer.id, values) : financeApi.createTransfer(values),
    financeWrites.transfer,
  );
  const client = useQueryClient();
  // The version the person edited: the one the dialog opened on.
  const [openedVersion] = useState(transfer?.version);
  const versioned = useVersionedSave<Transfer, TransferOutput>({
    send: (body) => save.mutateAsync(body),
    writeCurrent: (current) =>
      void invalidateAllBut(client, financeKeys.all, financeWrites.transfer(client, current)),
    labels: {
      fromBoxId: 'Origem',
      toBoxId: 'Destino',
      value: 'Valor',
      date: 'Data',
      description: 'Descrição',
    },
    format: (field, value) => {
      if (field === 'value' && typeof value === 'number') return formatBRL(value);
      if (field === 'date' && typeof value === 'string') return formatDay(value.slice(0, 10));
      if (field === 'fromBoxId' || field === 'toBoxId')
        return boxes.find((b) => b.id === value)?.name;
      return undefined;
    },
    onReapplied: () => {
      notify.check('Transferência atualizada.');
      onClose();
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      if (transfer) {
        // A stale version: the conflict dialog takes over, this form stays open.
        if (!(await versioned.save(values, openedVersion))) return;
      } else await save.mutateAsync(values);
      notify.check(transfer ? 'Transferência atualizada.' : 'Transferência registrada.');
      onClose();
    } catch (error) {
      reportServerError(error, form.setError);
    }
  });

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="transfer-dialog-title">
      {versioned.dialog}
      <Layout component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="transfer-dialog-title">
          {transfer ? 'Editar transferência' : 'Nova transferência'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="fromBoxId"
                render={({ field }) => (
                  <BoxSelect
                    label="Origem"
                    required
                    fullWidth
                    boxes={boxes}
                    value={field.value}
                    onChange={field.onChange}
                    error={!!errors.fromBoxId}
                    helperText={errors.fromBoxId?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="toBoxId"
                render={({ field }) => (
                  <BoxSelect
                    label="Destino"
                    required
                    fullWidth
                    boxes={boxes}
                    value={field.value}
                    onChange={field.onChange}
                    error={!!errors.toBoxId}
                    helperText={errors.toBoxId?.message}
                  />
                )}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="value"
                render={({ field }) => (
                  <MaskedTextField
                    mask="currency"
                    label="Valor"
                    required
                    fullWidth
                    autoFocus
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={!!errors.value}
                    helperText={errors.value?.message}
                  />
                )}
              />
              <FormDateField control={form.control} name="date" label="Data" required fullWidth />
            </Stack>
            <TextField
              label="Descrição"
              {...form.register('description')}
              error={!!errors.description}
              helperText={errors.description?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {transfer ? 'Salvar' : 'Transferir'}
          </Button>
        </DialogActions>
      </Layout>
    </ResponsiveDialog>
  );
}
