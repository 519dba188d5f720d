import { TextField } from '@mui/material';
import type { RecordRef } from '@orbita/contracts';
import {
  NEXO_LABEL_MAX,
  updateNexoBodySchema,
  type NexoLink,
  type NexoLinks,
} from '@orbita/contracts/nexos';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog';
import { useVersionedSave } from '../concurrency';
import { notify } from '../toasts';
import { nexosApi, nexosQueries } from './nexos-api';

const labelField = updateNexoBodySchema.shape.label;

/**
 * "Editar rótulo" of one nexo, seen from `from` (the record whose panel it is): at most
 * NEXO_LABEL_MAX characters, empty removes the label. The save carries the link's version;
 * someone else's newer label opens the conflict dialog like every versioned edit.
 */
export function EditNexoLabelDialog({
  from,
  link,
  onClose,
}: {
  from: RecordRef;
  link: NexoLink;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [text, setText] = useState(link.label ?? '');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const writeLink = (saved: NexoLink) =>
    client.setQueryData<NexoLinks>(nexosQueries.list(from).queryKey, (old) =>
      old ? { ...old, links: old.links.map((l) => (l.id === saved.id ? saved : l)) } : old,
    );
  const done = (saved: NexoLink) => {
    notify.success('Rótulo salvo.');
    void client.invalidateQueries({ queryKey: nexosQueries.all() });
    writeLink(saved);
    onClose();
  };
  const { save, dialog } = useVersionedSave<NexoLink, { label: string | null }>({
    record: link,
    send: (body) => nexosApi.update(link.id, { ...body, from }),
    writeCurrent: writeLink,
    labels: { label: 'Rótulo' },
    onReapplied: done,
    onDiscarded: onClose,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = labelField.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Rótulo inválido.');
      return;
    }
    setBusy(true);
    setProblem(null);
    save({ label: parsed.data }).then(
      (saved) => {
        setBusy(false);
        if (saved) done(saved);
      },
      (e: Error) => {
        setBusy(false);
        setProblem(e.message);
      },
    );
  };

  return (
    <>
      <FormDialog
        title="Editar rótulo do nexo"
        problem={problem}
        submitting={busy}
        maxWidth="xs"
        onSubmit={submit}
        onClose={onClose}
      >
        <TextField
          label="Rótulo"
          value={text}
          autoFocus
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={
            error ??
            `Com “${link.other.title ?? 'registro'}”. Opcional: vazio remove o rótulo (até ${NEXO_LABEL_MAX} caracteres).`
          }
        />
      </FormDialog>
      {dialog}
    </>
  );
}
