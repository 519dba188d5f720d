import {
  Box,
  Button,
  InputLabel,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_SLUG_MAX,
  productKindLabels,
  productKinds,
  productSlugFrom,
  productStatuses,
  productStatusLabels,
  type Product,
  type ProductKind,
  type ProductStatus,
} from '@orbita/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { HttpError } from '../../../platform/http';
import { MaskedTextField } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { productsQueries } from '../api/queries';
import { CategoriesField } from './categories-field';
import {
  bodyOf,
  problemsOf,
  sameValues,
  valuesOf,
  type ProductFormField,
  type ProductFormValues,
} from './form-values';
import { PointsPriceFields } from './points-price-fields';
import { useProductSave } from './use-product-save';

// The editor (TipTap, ProseMirror) is its own chunk: the other fields show while it arrives.
const RichTextEditor = lazy(() =>
  import('../../../platform/rich-text/rich-text-editor').then((m) => ({
    default: m.RichTextEditor,
  })),
);

type Problems = Partial<Record<ProductFormField, string>>;

/**
 * The product's own fields, saved together with "Salvar" (or Ctrl+S). The form follows the
 * record while it has no edits; with edits, a save sends only what changed, on the version the
 * edit began on, so someone else's newer change of the same fields opens the conflict dialog.
 */
export function ProductForm({ product, canWrite }: { product: Product; canWrite: boolean }) {
  const resources = useQuery({ ...productsQueries.resources(), enabled: canWrite });
  const categories = useQuery({ ...productsQueries.categories(), enabled: canWrite });
  const resourceName = useCallback(
    (id: string) => resources.data?.find((r) => r.id === id)?.name,
    [resources.data],
  );
  const [base, setBase] = useState(() => ({ values: valuesOf(product), version: product.version }));
  const [values, setValues] = useState(base.values);
  const [problems, setProblems] = useState<Problems>({});
  // A new key remounts the description's editor: it takes its content only when it mounts.
  const [editorKey, setEditorKey] = useState(0);
  const [seen, setSeen] = useState(product);
  const dirty = !sameValues(values, base.values);

  const reset = (next: Product) => {
    const fresh = valuesOf(next);
    if (fresh.description !== values.description) setEditorKey((k) => k + 1);
    setBase({ values: fresh, version: next.version });
    setValues(fresh);
    setProblems({});
  };
  // The record changed (this tab's own writes, or another person's): a form without edits
  // shows it at once; one with edits keeps them, and its save decides.
  if (seen !== product) {
    setSeen(product);
    if (!dirty) reset(product);
  }

  // Closing the tab with edits not yet saved asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const { save, dialog } = useProductSave(product, resourceName, {
    onReapplied: reset,
    onDiscarded: reset,
  });
  const [saving, setSaving] = useState(false);

  const set = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const submit = async () => {
    if (!dirty || saving) return;
    const body = bodyOf(values, base.values);
    const found = problemsOf(body, values);
    if (Object.keys(found).length) return setProblems(found);
    // Others' changes to the variants or images (or this tab's) are no conflict with these
    // fields: the newer version goes when the fields still read as the edit began.
    const version = sameValues(valuesOf(product), base.values) ? product.version : base.version;
    setSaving(true);
    try {
      const saved = await save(body, version);
      if (saved) {
        reset(saved);
        notify.check('Produto salvo.');
      }
    } catch (error) {
      if (error instanceof HttpError && error.fields) setProblems(error.fields as Problems);
    } finally {
      setSaving(false);
    }
  };

  const readOnly = !canWrite;
  const suggestions = useMemo(() => categories.data?.categories ?? [], [categories.data]);
  return (
    <Box
      component="form"
      aria-label="Dados do produto"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
          e.preventDefault();
          void submit();
        }
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {dialog}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <TextField
          label="Nome"
          required
          value={values.name}
          disabled={readOnly}
          onChange={(e) => set('name', e.target.value)}
          error={!!problems.name}
          helperText={problems.name}
          slotProps={{ htmlInput: { maxLength: PRODUCT_NAME_MAX } }}
        />
        <TextField
          select
          label="Status"
          value={values.status}
          disabled={readOnly}
          onChange={(e) => set('status', e.target.value as ProductStatus)}
          error={!!problems.status}
          helperText={
            problems.status ??
            (values.status === 'ativo' ? 'Aparece no catálogo público.' : 'Fora do catálogo.')
          }
        >
          {productStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {productStatusLabels[s]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        label="Endereço no catálogo (slug)"
        value={values.slug}
        disabled={readOnly}
        onChange={(e) => set('slug', e.target.value.toLowerCase())}
        onBlur={() => values.slug.trim() === '' && set('slug', productSlugFrom(values.name))}
        error={!!problems.slug}
        helperText={problems.slug ?? 'Só letras sem acento, números e hífens.'}
        slotProps={{ htmlInput: { maxLength: PRODUCT_SLUG_MAX, spellCheck: false } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <InputLabel shrink sx={{ mb: 0.5 }}>
            Tipo
          </InputLabel>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            aria-label="Tipo"
            value={values.kind}
            disabled={readOnly}
            onChange={(_e, kind: ProductKind | null) => kind && set('kind', kind)}
          >
            {productKinds.map((k) => (
              <ToggleButton key={k} value={k}>
                {productKindLabels[k]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <MaskedTextField
          mask="currency"
          label="Preço"
          value={values.priceCents}
          disabled={readOnly}
          onChange={(cents) => set('priceCents', cents)}
          error={!!problems.priceCents}
          helperText={problems.priceCents ?? 'Vazio: sem preço em reais.'}
        />
      </Box>
      <PointsPriceFields
        resourceId={values.pointsResourceId}
        amount={values.pointsAmount}
        resources={resources.data ?? []}
        loading={canWrite && resources.isPending}
        disabled={readOnly}
        problems={{ resource: problems.pointsResourceId, amount: problems.pointsAmount }}
        onChange={(resourceId, amount) => {
          setValues((v) => ({ ...v, pointsResourceId: resourceId, pointsAmount: amount }));
          setProblems((p) => ({ ...p, pointsResourceId: undefined, pointsAmount: undefined }));
        }}
      />
      <CategoriesField
        value={values.categories}
        suggestions={suggestions}
        disabled={readOnly}
        problem={problems.categories}
        onChange={(list) => set('categories', list)}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Descrição
        </Typography>
        <Suspense
          fallback={<Skeleton variant="rounded" height={120} aria-label="Carregando o editor" />}
        >
          <RichTextEditor
            key={editorKey}
            html={values.description}
            label="Descrição"
            readOnly={readOnly}
            onChange={(html) => set('description', html)}
          />
        </Suspense>
        {problems.description && (
          <Typography variant="caption" color="error">
            {problems.description}
          </Typography>
        )}
      </Box>
      {canWrite && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            disabled={!dirty || saving}
            onClick={() => {
              setEditorKey((k) => k + 1);
              setValues(base.values);
              setProblems({});
            }}
          >
            Descartar alterações
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty} loading={saving}>
            Salvar
          </Button>
        </Stack>
      )}
    </Box>
  );
}
