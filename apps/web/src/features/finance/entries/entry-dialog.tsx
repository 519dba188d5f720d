import { zodResolver } from '@hookform/resolvers/zod';
import {
  entryStatusLabels,
  entryTypeLabels,
  type Box,
  type Category,
  type Entry,
} from '@orbita/contracts/finance';
import {
  Alert,
  Box as Layout,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { invalidateAllBut } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { formatBRL } from '../../../platform/masks/brl';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { financeKeys } from '../api/keys';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { formatDay } from '../shared/dates';
import { reportServerError } from '../shared/server-errors';
import {
  entryDefaults,
  entryFormSchema,
  writableBoxes,
  type EntryFormOutput,
  type EntryFormValues,
} from './entry-form';
import { NexosPanel } from '../../../platform/nexos';
import { EntryAttachments, usePendingAttachments } from './entry-attachments';
import { EntryFields } from './entry-fields';
// Recurring entries (recurrences/): "Repetir" when creating, the scope question when editing one.
import { useOccurrenceSave } from '../recurrences/use-occurrence-save';
import { useRepeat } from '../recurrences/use-repeat';

// The schema's input says `value: number`; the field holds null until something is typed, which the schema refuses.
const resolver = zodResolver(entryFormSchema) as unknown as Resolver<
  EntryFormValues,
  unknown,
  EntryFormOutput
>;

/** The entry's fields as the conflict dialog names them. */
const entryLabels: Record<string, string> = {
  boxId: 'Caixa',
  categoryId: 'Categoria',
  date: 'Data',
  value: 'Valor',
  type: 'Tipo',
  description: 'Descrição',
  status: 'Situação',
  tags: 'Etiquetas',
};

/** "Novo lançamento" / "Editar lançamento". */
export function EntryDialog({
  entry,
  boxes,
  categories,
  preset,
  onClose,
}: {
  entry: Entry | null;
  boxes: Box[];
  categories: Category[];
  preset?: Partial<EntryFormValues>;
  onClose: () => void;
}) {
  const open = writableBoxes(boxes);
  // Editing an entry of an archived box still shows that box.
  const choices =
    entry && !open.some((b) => b.id === entry.boxId)
      ? [...open, ...boxes.filter((b) => b.id === entry.boxId)]
      : open;
  const form = useForm<EntryFormValues, unknown, EntryFormOutput>({
    resolver,
    defaultValues: entryDefaults(entry, choices, preset),
  });
  const repeat = useRepeat();
  const pending = usePendingAttachments();
  const save = useFinanceMutation(
    async (values: EntryFormOutput & { version?: number }): Promise<Entry | { items: Entry[] }> => {
      if (!entry) return repeat.on ? repeat.create(values) : financeApi.createEntry(values);
      const { installments: _ignored, ...patch } = values;
      return financeApi.updateEntry(entry.id, patch);
    },
    // New entries (one per installment) land by date under the filters: the lists reload.
    (client, answer) => ('items' in answer ? [] : financeWrites.entry(client, answer)),
  );

  const occurrence = useOccurrenceSave(entry, onClose);
  const client = useQueryClient();
  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(entry?.version);
  const names = (field: string, value: unknown): string | undefined => {
    if (field === 'value' && typeof value === 'number') return formatBRL(value);
    if (field === 'date' && typeof value === 'string') return formatDay(value);
    if (field === 'boxId') return boxes.find((b) => b.id === value)?.name;
    if (field === 'categoryId') return categories.find((c) => c.id === value)?.fullName;
    if (field === 'type') return entryTypeLabels[value as Entry['type']];
    if (field === 'status') return entryStatusLabels[value as Entry['status']];
    return undefined;
  };
  const versioned = useVersionedSave<Entry, EntryFormOutput>({
    send: (body) => save.mutateAsync(body) as Promise<Entry>,
    writeCurrent: (current) =>
      void invalidateAllBut(client, financeKeys.all, financeWrites.entry(client, current)),
    labels: entryLabels,
    format: names,
    onReapplied: () => {
      notify.check('Lançamento atualizado.');
      onClose();
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (entry && occurrence.active) {
        const { installments: _ignored, ...patch } = values;
        return occurrence.ask({ ...patch, version: openedVersion });
      }
      if (!entry && !repeat.check()) return;
      if (entry) {
        // A stale version: the conflict dialog takes over, this form stays open.
        if (!(await versioned.save(values, openedVersion))) return;
      } else await pending.attachTo(await save.mutateAsync(values));
      notify.check(
        entry
          ? 'Lançamento atualizado.'
          : repeat.on
            ? 'Lançamento fixo criado.'
            : values.installments
              ? `Compra parcelada em ${values.installments}× registrada.`
              : 'Lançamento registrado.',
      );
      onClose();
    } catch (error) {
      reportServerError(error, form.setError);
    }
  });

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="entry-dialog-title">
      {versioned.dialog}
      {occurrence.dialog}
      <Layout component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="entry-dialog-title">
          {entry ? 'Editar lançamento' : 'Novo lançamento'}
        </DialogTitle>
        <DialogContent dividers>
          {entry?.installmentCount && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Parcela {entry.installmentNumber} de {entry.installmentCount}: a alteração vale só
              para esta parcela.
            </Alert>
          )}
          {occurrence.note}
          <EntryFields
            control={form.control}
            register={form.register}
            errors={form.formState.errors}
            boxes={choices}
            categories={categories}
            full
            creating={!entry}
            autoFocus
          />
          {!entry && repeat.fields}
          {/* Receipts (entry-attachments.tsx): a new entry's are attached once it is saved. */}
          {entry ? <EntryAttachments entryId={entry.id} /> : pending.field}
          {/* What the entry is linked to (a person, a task…), once it exists. */}
          {entry && (
            <Layout sx={{ mt: 2 }}>
              <NexosPanel kind="lancamento" id={entry.id} />
            </Layout>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Salvar
          </Button>
        </DialogActions>
      </Layout>
    </ResponsiveDialog>
  );
}
