import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  PRODUCT_NAME_MAX,
  productKindLabels,
  productKinds,
  productStatuses,
  productStatusLabels,
  type ProductKind,
  type ProductStatus,
} from '@orbita/contracts/products';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MaskedTextField } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreateProduct } from '../api/mutations';
import { productPath } from '../shared/paths';

/** "Novo produto": name, kind, price and status; then straight into its page. */
export function NewProductDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateProduct();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ProductKind>('fisico');
  const [priceCents, setPriceCents] = useState<number | null>(null);
  const [status, setStatus] = useState<ProductStatus>('rascunho');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameProblem('Informe o nome.');
    setProblem(null);
    try {
      const product = await create.mutateAsync({ name: name.trim(), kind, priceCents, status });
      notify.check('Produto criado.');
      void navigate(productPath(product.id));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <FormDialog
      title="Novo produto"
      problem={problem}
      submitting={create.isPending}
      submitLabel="Criar e editar"
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <TextField
        label="Nome"
        autoFocus
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setNameProblem(null);
        }}
        error={!!nameProblem}
        helperText={nameProblem}
        slotProps={{ htmlInput: { maxLength: PRODUCT_NAME_MAX } }}
      />
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        aria-label="Tipo"
        value={kind}
        onChange={(_e, value: ProductKind | null) => value && setKind(value)}
      >
        {productKinds.map((k) => (
          <ToggleButton key={k} value={k}>
            {productKindLabels[k]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MaskedTextField
          mask="currency"
          label="Preço"
          fullWidth
          value={priceCents}
          onChange={setPriceCents}
          helperText="Vazio: sem preço em reais."
        />
        <TextField
          select
          label="Status"
          fullWidth
          value={status}
          onChange={(e) => setStatus(e.target.value as ProductStatus)}
          helperText={status === 'ativo' ? 'Aparece no catálogo público.' : ' '}
        >
          {productStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {productStatusLabels[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}
