import { Alert, Stack, TextField, Typography } from '@mui/material';
import { formatCode } from '@orbita/contracts';
import {
  sequenceMessages,
  updateSequenceBodySchema,
  type Sequence,
  type UpdateSequenceBody,
} from '@orbita/contracts/sequences';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FormDialog } from '../../ui/form-dialog';
import { NumberField } from '../../ui/number-field';
import { useVersionedSave } from '../concurrency';
import { HttpError } from '../http';
import { parseNumberBR } from '../masks/number-br';
import { notify } from '../toasts';
import { sequenceApi, sequenceQueries } from './sequences-api';

type Field = 'prefix' | 'width' | 'suffix' | 'nextNumber';
type Values = Record<Field, string>;
type Problems = Partial<Record<Field, string>>;

const labels: Record<keyof UpdateSequenceBody, string> = {
  prefix: 'Prefixo',
  width: 'Dígitos',
  suffix: 'Sufixo',
  nextNumber: 'Próximo número',
  version: 'Versão',
};

const valuesOf = (s: Sequence): Values => ({
  prefix: s.prefix,
  width: String(s.width),
  suffix: s.suffix,
  nextNumber: String(s.nextNumber),
});

/** A whole number as typed ("1.000" reads 1000), or the text itself for the contract to refuse. */
function numberOf(text: string): number | string {
  const parsed = parseNumberBR(text);
  return parsed.ok && parsed.value !== null ? parsed.value : text;
}

/**
 * What changed, or the pt-BR problems of the fields: the contract's own messages, plus the
 * rule the server keeps (the next number above the last used), told before saving.
 */
function bodyOf(
  values: Values,
  saved: Sequence,
): { body: UpdateSequenceBody; code: string } | { problems: Problems } {
  const parsed = updateSequenceBodySchema.safeParse({
    prefix: values.prefix,
    width: numberOf(values.width),
    suffix: values.suffix,
    nextNumber: numberOf(values.nextNumber),
  });
  const problems: Problems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      problems[field] ??= /expected/i.test(issue.message) ? 'Informe um número.' : issue.message;
    }
    return { problems };
  }
  const next = parsed.data;
  const nextNumber = next.nextNumber ?? saved.nextNumber;
  if (nextNumber !== saved.nextNumber && nextNumber <= saved.lastUsed)
    return { problems: { nextNumber: sequenceMessages.nextTooLow(saved.lastUsed) } };
  const body: UpdateSequenceBody = {};
  if (next.prefix !== undefined && next.prefix !== saved.prefix) body.prefix = next.prefix;
  if (next.width !== undefined && next.width !== saved.width) body.width = next.width;
  if (next.suffix !== undefined && next.suffix !== saved.suffix) body.suffix = next.suffix;
  if (nextNumber !== saved.nextNumber) body.nextNumber = nextNumber;
  const code = formatCode(
    {
      prefix: next.prefix ?? saved.prefix,
      width: next.width ?? saved.width,
      suffix: next.suffix ?? saved.suffix,
    },
    nextNumber,
  );
  return { body, code };
}

const fixed = 'Fixo nesta sequência.';

/**
 * "Editar sequência": prefix, digits, suffix and next number (the parts the owning module
 * keeps fixed show disabled), with the next code as it will read while one types. The
 * sequence the edit began on is kept from when the dialog opened, so a newer version saved
 * meanwhile answers with the platform's conflict dialog. `onWritten`: the caller's cache
 * takes each answer (and a conflict's current sequence) too.
 */
export function SequenceDialog({
  sequence,
  title = `Sequência: ${sequence.name}`,
  onWritten,
  onClose,
}: {
  sequence: Sequence;
  title?: string;
  onWritten?: (sequence: Sequence) => void;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [saved, setSaved] = useState(sequence);
  const [values, setValues] = useState<Values>(() => valuesOf(sequence));
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const write = useCallback(
    (next: Sequence) => {
      client.setQueryData(sequenceQueries.detail(next.id).queryKey, next);
      onWritten?.(next);
    },
    [client, onWritten],
  );
  const done = () => {
    notify.check('Sequência salva.');
    onClose();
  };
  const { save, dialog } = useVersionedSave<Sequence, UpdateSequenceBody>({
    record: saved,
    send: useCallback(
      async (body: UpdateSequenceBody) => {
        const next = await sequenceApi.update(sequence.id, body);
        write(next);
        return next;
      },
      [sequence.id, write],
    ),
    writeCurrent: write,
    labels,
    format: (field, value) => (field === 'suffix' && value === '' ? '(sem sufixo)' : undefined),
    onReapplied: done,
    onDiscarded: (current) => {
      setSaved(current);
      setValues(valuesOf(current));
    },
  });
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const result = bodyOf(values, saved);
  const preview = 'code' in result ? result.code : null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if ('problems' in result) return setProblems(result.problems);
    if (Object.keys(result.body).length === 0) return onClose();
    setProblem(null);
    setSaving(true);
    try {
      // undefined: the conflict dialog took over.
      if (await save(result.body)) done();
    } catch (error) {
      if (error instanceof HttpError && error.fields) setProblems(error.fields as Problems);
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const { editable } = saved;
  const part = (field: 'prefix' | 'suffix', label: string, helper: string) => (
    <TextField
      label={label}
      required={field === 'prefix'}
      fullWidth
      disabled={!editable[field]}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={!!problems[field]}
      helperText={problems[field] ?? (editable[field] ? helper : fixed)}
      slotProps={{ htmlInput: { maxLength: 12, spellCheck: false, autoCapitalize: 'characters' } }}
    />
  );

  return (
    <>
      {dialog}
      <FormDialog
        title={title}
        problem={problem}
        submitting={saving}
        maxWidth="sm"
        onSubmit={(e) => void submit(e)}
        onClose={onClose}
      >
        <Typography variant="body2" color="text.secondary">
          Vale para os próximos registros; os códigos já dados não mudam.
          {saved.lastUsed > 0 && ` O último número usado é ${saved.lastUsed}.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {part('prefix', 'Prefixo', 'Letras sem acento e números, ex.: TAR.')}
          <NumberField
            label="Dígitos"
            fullWidth
            disabled={!editable.width}
            value={values.width}
            onChange={(text) => set('width', text)}
            error={!!problems.width}
            helperText={problems.width ?? (editable.width ? 'De 1 a 10.' : fixed)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {part('suffix', 'Sufixo', 'Opcional.')}
        </Stack>
        <NumberField
          label="Próximo número"
          required
          autoFocus
          value={values.nextNumber}
          onChange={(text) => set('nextNumber', text)}
          error={!!problems.nextNumber}
          helperText={
            problems.nextNumber ??
            `Precisa ser maior que ${saved.lastUsed}, para que nenhum código se repita.`
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Alert severity="info" icon={false} role="status" aria-label="Próximo código">
          {preview ? `Próximo: ${preview}` : 'Corrija os campos para ver o próximo código.'}
        </Alert>
      </FormDialog>
    </>
  );
}
