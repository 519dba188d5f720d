import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import {
  productStatuses,
  productStatusLabels,
  type ProductStatus,
} from '@orbita/contracts/products';

export interface ProductFilterValues {
  search: string;
  status: ProductStatus | '';
  category: string;
}

/** Search (asked of the server as one types), status and category. */
export function ProductFilters({
  values,
  categories,
  onChange,
}: {
  values: ProductFilterValues;
  categories: string[];
  onChange: (values: ProductFilterValues) => void;
}) {
  // A category in the address that no product uses any more still shows as chosen.
  const offered =
    values.category && !categories.includes(values.category)
      ? [values.category, ...categories]
      : categories;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        size="small"
        label="Buscar produtos"
        value={values.search}
        onChange={(e) => onChange({ ...values, search: e.target.value })}
        sx={{ flex: 2, minWidth: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200, type: 'search' },
        }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={values.status}
        onChange={(e) => onChange({ ...values, status: e.target.value as ProductStatus | '' })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 140 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {productStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {productStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Categoria"
        value={values.category}
        onChange={(e) => onChange({ ...values, category: e.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 160 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {offered.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
