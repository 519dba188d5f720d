import { Autocomplete, Chip, TextField } from '@mui/material';
import { PRODUCT_CATEGORIES_MAX, PRODUCT_CATEGORY_MAX } from '@orbita/contracts/products';

/** Categories: the workspace's ones offered, a new one typed and confirmed with Enter. */
export function CategoriesField({
  value,
  suggestions,
  disabled,
  problem,
  onChange,
}: {
  value: string[];
  suggestions: string[];
  disabled: boolean;
  problem?: string;
  onChange: (value: string[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      disabled={disabled}
      options={suggestions.filter((s) => !value.includes(s))}
      value={value}
      onChange={(_e, next) => {
        const clean = [...new Set(next.map((c) => c.trim()).filter(Boolean))];
        onChange(clean.slice(0, PRODUCT_CATEGORIES_MAX));
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Categorias"
          error={!!problem}
          helperText={problem ?? 'Escreva e tecle Enter para criar uma categoria.'}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: PRODUCT_CATEGORY_MAX },
          }}
        />
      )}
    />
  );
}
