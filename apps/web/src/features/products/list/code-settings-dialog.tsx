import { Alert, Stack, TextField, Typography } from '@mui/material';
import { formatCode } from '@orbita/contracts';
import {
  PRODUCT_CODE_PART_MAX,
  updateProductCodeSettingsBodySchema,
  type ProductCodeSettings,
  type UpdateProductCodeSettingsBody,
} from '@orbita/contracts/products';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { productsApi } from '../api/products-api';
import { productsQueries } from '../api/queries';

type Field = 'prefix' | 'suffix';
type Values = Record<Field, string>;
type Problems = Partial<Record<Field, string>>;

const labels: Record<keyof UpdateProductCodeSettingsBody, string> = {
  prefix: 'Prefixo',
  suffix: 'Sufixo',
  version: 'Versão',
};

const valuesOf = (s: ProductCodeSettings): Values => ({ prefix: s.prefix, suffix: s.suffix });

/** The body of what changed, or the pt-BR problems of the fields (the contract's own messages). */
function bodyOf(
  values: Values,
  saved: ProductCodeSettings,
): { body: UpdateProductCodeSettingsBody } | { problems: Problems } {
  const parsed = updateProductCodeSettingsBodySchema.safeParse(values);
  if (!parsed.success) {
    const problems: Problems = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      problems[field] ??= issue.message;
    }
    return { problems };
  }
  const body: UpdateProductCodeSettingsBody = {};
  if (parsed.data.prefix !== saved.prefix) body.prefix = parsed.data.prefix;
  if (parsed.data.suffix !== saved.suffix) body.suffix = parsed.data.suffix;
  return { body };
}

/**
 * "Códigos dos produtos": the prefix and suffix of new products' codes, with the next code
 * as it will read. The settings the edit began on are kept from when the dialog opened, so a
 * newer version saved meanwhile answers with the platform's conflict dialog.
 */
function CodeSettingsForm({
  settings,
  onClose,
}: {
  settings: ProductCodeSettings;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [saved, setSaved] = useState(settings);
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const write = useCallback(
    (next: ProductCodeSettings) =>
      client.setQueryData(productsQueries.codeSettings().queryKey, next),
    [client],
  );
  const done = () => {
    notify.check('Códigos salvos.');
    onClose();
  };
  const { save, dialog } = useVersionedSave<ProductCodeSettings, UpdateProductCodeSettingsBody>({
    record: saved,
    send: useCallback(
      async (body: UpdateProductCodeSettingsBody) => {
        const next = await productsApi.updateCodeSettings(body);
        write(next);
        return next;
      },
      [write],
    ),
    writeCurrent: write,
    labels,
    format: (_field, value) => (value === '' ? '(sem sufixo)' : undefined),
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

  const parsed = updateProductCodeSettingsBodySchema.safeParse(values);
  const example = parsed.success
    ? formatCode(
        {
          prefix: parsed.data.prefix ?? saved.prefix,
          suffix: parsed.data.suffix ?? saved.suffix,
          width: saved.width,
        },
        saved.nextNumber,
      )
    : null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const result = bodyOf(values, saved);
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

  return (
    <>
      {dialog}
      <FormDialog
        title="Códigos dos produtos"
        problem={problem}
        submitting={saving}
        maxWidth="sm"
        onSubmit={(e) => void submit(e)}
        onClose={onClose}
      >
        <Typography variant="body2" color="text.secondary">
          Vale para os próximos produtos; os códigos já dados não mudam.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Prefixo"
            required
            autoFocus
            fullWidth
            value={values.prefix}
            onChange={(e) => set('prefix', e.target.value)}
            error={!!problems.prefix}
            helperText={problems.prefix ?? 'Letras sem acento e números, ex.: PRD.'}
            slotProps={{ htmlInput: { maxLength: PRODUCT_CODE_PART_MAX + 2, spellCheck: false } }}
          />
          <TextField
            label="Sufixo"
            fullWidth
            value={values.suffix}
            onChange={(e) => set('suffix', e.target.value)}
            error={!!problems.suffix}
            helperText={problems.suffix ?? 'Opcional.'}
            slotProps={{ htmlInput: { maxLength: PRODUCT_CODE_PART_MAX + 2, spellCheck: false } }}
          />
        </Stack>
        <Alert severity="info" icon={false} role="status" aria-label="Próximo código">
          {example ? `Próximo: ${example}` : 'Corrija os campos para ver o próximo código.'}
        </Alert>
      </FormDialog>
    </>
  );
}

/** The dialog of the products page's "Códigos" button (Criador and above). */
export function CodeSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useQuery(productsQueries.codeSettings());
  if (settings.data) return <CodeSettingsForm settings={settings.data} onClose={onClose} />;
  return (
    <FormDialog
      title="Códigos dos produtos"
      problem={null}
      submitting={false}
      maxWidth="sm"
      onSubmit={(e) => e.preventDefault()}
      onClose={onClose}
    >
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <LoadingBlocks label="Carregando códigos" height={56} />
      )}
    </FormDialog>
  );
}
