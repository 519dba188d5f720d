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
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MaskedTextField } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { BoxSelect } from '../shared/box-select';
import { todaySaoPaulo } from '../shared/dates';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { reportServerError } from '../shared/server-errors';

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
    (values: TransferOutput) =>
      transfer ? financeApi.updateTransfer(transfer.id, values) : financeApi.createTransfer(values),
    financeWrites.transfer,
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.check(transfer ? 'Transferência atualizada.' : 'Transferência registrada.');
      onClose();
    } catch (error) {
      reportServerError(error, form.setError);
    }
  });

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="transfer-dialog-title">
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
              <TextField
                label="Data"
                type="date"
                required
                fullWidth
                {...form.register('date')}
                error={!!errors.date}
                helperText={errors.date?.message}
                slotProps={{ inputLabel: { shrink: true } }}
              />
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
