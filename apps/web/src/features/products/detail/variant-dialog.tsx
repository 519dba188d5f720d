import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_OPTION_MAX,
  PRODUCT_SKU_MAX,
  type Product,
  type ProductVariant,
} from '@orbita/contracts/products';
import { useState } from 'react';
import { HttpError } from '../../../platform/http';
import { MaskedTextField } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreateVariant } from '../api/mutations';
import { priceText } from '../shared/labels';
import { useVariantSave } from './use-variant-save';
import {
  createBodyOf,
  updateBodyOf,
  variantProblemsOf,
  variantValuesOf,
  type VariantField,
  type VariantFormValues,
} from './variant-form';

type Problems = Partial<Record<VariantField, string>>;

/** "Nova variação" / "Editar variação": name, tamanho, cor, SKU, own price, stock. */
export function VariantDialog({
  product,
  variant,
  onClose,
}: {
  product: Product;
  /** null: a new variant. */
  variant: ProductVariant | null;
  onClose: () => void;
}) {
  const create = useCreateVariant(product.id);
  const { save, dialog } = useVariantSave(product.id, variant, () => {
    notify.check('Variação salva.');
    onClose();
  });
  const [values, setValues] = useState<VariantFormValues>(() =>
    variantValuesOf(variant, product.kind === 'digital'),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends VariantField>(field: K, value: VariantFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = variant ? updateBodyOf(values, variant) : createBodyOf(values);
    const found = variantProblemsOf(body, values, !variant);
    if (Object.keys(found).length) return setProblems(found);
    if (variant && Object.keys(body).length === 0) return onClose();
    setProblem(null);
    setSaving(true);
    try {
      if (variant) {
        // undefined: the conflict dialog took over (it closes this one after a reapply).
        if (!(await save(body))) return;
      } else await create.mutateAsync(createBodyOf(values));
      notify.check(variant ? 'Variação salva.' : 'Variação criada.');
      onClose();
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
        title={variant ? 'Editar variação' : 'Nova variação'}
        problem={problem}
        submitting={saving}
        submitLabel={variant ? 'Salvar' : 'Criar'}
        maxWidth="sm"
        onSubmit={(e) => void submit(e)}
        onClose={onClose}
      >
        <TextField
          label="Nome"
          required
          autoFocus
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={!!problems.name}
          helperText={problems.name ?? 'Como o comprador a vê, ex.: "M Azul".'}
          slotProps={{ htmlInput: { maxLength: PRODUCT_NAME_MAX } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Tamanho"
            fullWidth
            value={values.size}
            onChange={(e) => set('size', e.target.value)}
            error={!!problems.size}
            helperText={problems.size}
            slotProps={{ htmlInput: { maxLength: PRODUCT_OPTION_MAX } }}
          />
          <TextField
            label="Cor"
            fullWidth
            value={values.color}
            onChange={(e) => set('color', e.target.value)}
            error={!!problems.color}
            helperText={problems.color}
            slotProps={{ htmlInput: { maxLength: PRODUCT_OPTION_MAX } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="SKU"
            fullWidth
            value={values.sku}
            onChange={(e) => set('sku', e.target.value)}
            error={!!problems.sku}
            helperText={problems.sku ?? 'Código de estoque, único na conta.'}
            slotProps={{ htmlInput: { maxLength: PRODUCT_SKU_MAX, spellCheck: false } }}
          />
          <MaskedTextField
            mask="currency"
            label="Preço da variação"
            fullWidth
            value={values.priceCents}
            onChange={(cents) => set('priceCents', cents)}
            error={!!problems.priceCents}
            helperText={
              problems.priceCents ?? `Vazio: o do produto (${priceText(product.priceCents)}).`
            }
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <MaskedTextField
            mask="integer"
            label="Estoque"
            fullWidth
            value={values.unlimited ? null : values.stock}
            disabled={values.unlimited}
            onChange={(stock) => set('stock', stock)}
            error={!!problems.stock}
            helperText={problems.stock ?? (values.unlimited ? 'Sem limite de vendas.' : ' ')}
          />
          <FormControlLabel
            sx={{ flexShrink: 0 }}
            control={
              <Checkbox
                checked={values.unlimited}
                onChange={(e) => {
                  set('unlimited', e.target.checked);
                  if (!e.target.checked && values.stock === null) set('stock', 0);
                }}
              />
            }
            label="Estoque ilimitado"
          />
        </Stack>
      </FormDialog>
    </>
  );
}
