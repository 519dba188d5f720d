import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import {
  PERSON_ADDRESS_PART_MAX,
  PERSON_CUSTOM_FIELDS_MAX,
  PERSON_CUSTOM_KEY_MAX,
  PERSON_CUSTOM_VALUE_MAX,
} from '@orbita/contracts/people';
import { cepMask, ufs } from '../lib/format';
import type { AddressForm, CustomRow } from './person-form';

const part = { htmlInput: { maxLength: PERSON_ADDRESS_PART_MAX } };

/**
 * The address in Brazilian terms: CEP (00000-000), logradouro, número, complemento, bairro,
 * cidade and UF. Two columns on a phone, six on a wider dialog.
 */
export function AddressFields({
  value,
  error,
  onChange,
}: {
  value: AddressForm;
  error?: string;
  onChange: (value: AddressForm) => void;
}) {
  const set = (patch: Partial<AddressForm>) => onChange({ ...value, ...patch });
  // A state stored otherwise (an import's "Paraná") stays choosable rather than lost.
  const known = !value.state || ufs.some((u) => u.uf === value.state);
  const span = (xs: number, sm: number) => ({
    gridColumn: { xs: `span ${xs}`, sm: `span ${sm}` },
    minWidth: 0,
  });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        Endereço
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        <TextField
          label="CEP"
          placeholder="00000-000"
          value={value.postalCode}
          onChange={(e) => set({ postalCode: cepMask(e.target.value) })}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 9, inputMode: 'numeric' } }}
          sx={span(2, 2)}
        />
        <TextField
          label="Logradouro"
          placeholder="Rua, avenida…"
          value={value.street}
          onChange={(e) => set({ street: e.target.value })}
          slotProps={part}
          sx={span(2, 4)}
        />
        <TextField
          label="Número"
          value={value.number}
          onChange={(e) => set({ number: e.target.value })}
          slotProps={part}
          sx={span(1, 2)}
        />
        <TextField
          label="Complemento"
          value={value.complement}
          onChange={(e) => set({ complement: e.target.value })}
          slotProps={part}
          sx={span(1, 4)}
        />
        <TextField
          label="Bairro"
          value={value.district}
          onChange={(e) => set({ district: e.target.value })}
          slotProps={part}
          sx={span(2, 2)}
        />
        <TextField
          label="Cidade"
          value={value.city}
          onChange={(e) => set({ city: e.target.value })}
          slotProps={part}
          sx={span(1, 3)}
        />
        <TextField
          select
          label="UF"
          value={value.state}
          onChange={(e) => set({ state: e.target.value })}
          slotProps={{
            select: {
              renderValue: (v) => v as string,
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
            },
          }}
          sx={span(1, 1)}
        >
          <MenuItem value="">
            <em>Nenhuma</em>
          </MenuItem>
          {!known && <MenuItem value={value.state}>{value.state}</MenuItem>}
          {ufs.map((u) => (
            <MenuItem key={u.uf} value={u.uf}>
              {u.uf} — {u.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}

/** Free fields ("Time do coração": "Coritiba"): add, edit, remove; at most 50. */
export function CustomFieldRows({
  rows,
  errors,
  onChange,
}: {
  rows: CustomRow[];
  errors: (string | undefined)[];
  onChange: (rows: CustomRow[]) => void;
}) {
  const set = (i: number, patch: Partial<CustomRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2">Campos personalizados</Typography>
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Campo"
            placeholder="Time do coração"
            value={row.key}
            onChange={(e) => set(i, { key: e.target.value })}
            error={!!errors[i]}
            helperText={errors[i]}
            slotProps={{
              htmlInput: {
                maxLength: PERSON_CUSTOM_KEY_MAX,
                'aria-label': `Nome do campo ${i + 1}`,
              },
            }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            label="Valor"
            value={row.value}
            onChange={(e) => set(i, { value: e.target.value })}
            slotProps={{
              htmlInput: {
                maxLength: PERSON_CUSTOM_VALUE_MAX,
                'aria-label': `Valor do campo ${i + 1}`,
              },
            }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            aria-label={`Remover o campo ${i + 1}`}
            onClick={() => onChange(rows.filter((_r, j) => j !== i))}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {rows.length < PERSON_CUSTOM_FIELDS_MAX && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ justifySelf: 'start' }}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
        >
          Adicionar campo
        </Button>
      )}
    </Box>
  );
}
