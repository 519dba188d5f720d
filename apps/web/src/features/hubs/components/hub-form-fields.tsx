import { Box, FormControlLabel, Switch, TextField, Tooltip } from '@mui/material';
import {
  HUB_DESCRIPTION_MAX,
  HUB_NAME_MAX,
  hubColors,
  type HubColor,
} from '@orbita/contracts/hubs';

/** What the create and edit dialogs of a hub share. */
export interface HubFormValues {
  name: string;
  description: string;
  icon: string;
  color: HubColor;
  restricted: boolean;
}

const colorNames: Record<HubColor, string> = {
  '#1565c0': 'Azul',
  '#2e7d32': 'Verde',
  '#6a1b9a': 'Roxo',
  '#c62828': 'Vermelho',
  '#ef6c00': 'Laranja',
  '#00838f': 'Turquesa',
  '#4e342e': 'Marrom',
  '#37474f': 'Grafite',
};

export function HubFormFields({
  values,
  errors,
  onChange,
}: {
  values: HubFormValues;
  errors: Partial<Record<keyof HubFormValues, string>>;
  onChange: (values: HubFormValues) => void;
}) {
  const set = <K extends keyof HubFormValues>(key: K, value: HubFormValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <TextField
        label="Nome do hub"
        autoFocus
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errors.name}
        helperText={errors.name ?? `Até ${HUB_NAME_MAX} caracteres. Ex.: Marketing, Obra da loja.`}
        slotProps={{ htmlInput: { maxLength: HUB_NAME_MAX } }}
      />
      <TextField
        label="Descrição"
        multiline
        minRows={2}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={!!errors.description}
        helperText={errors.description ?? 'Para que serve o hub (opcional).'}
        slotProps={{ htmlInput: { maxLength: HUB_DESCRIPTION_MAX } }}
      />
      <TextField
        label="Ícone (um emoji, opcional)"
        value={values.icon}
        onChange={(e) => set('icon', e.target.value)}
        error={!!errors.icon}
        helperText={errors.icon}
        slotProps={{ htmlInput: { maxLength: 16 } }}
        sx={{ maxWidth: 240 }}
      />
      <Box
        role="radiogroup"
        aria-label="Cor do hub"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {hubColors.map((color) => (
          <Tooltip key={color} title={colorNames[color]}>
            <Box
              component="button"
              type="button"
              role="radio"
              aria-checked={values.color === color}
              aria-label={colorNames[color]}
              onClick={() => set('color', color)}
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: color,
                border: 3,
                borderColor: values.color === color ? 'text.primary' : 'transparent',
                cursor: 'pointer',
                '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={values.restricted}
            onChange={(e) => set('restricted', e.target.checked)}
          />
        }
        label="Somente membros do hub"
      />
      <Box sx={{ color: 'text.secondary', typography: 'body2', mt: -1.5 }}>
        {values.restricted
          ? 'O hub e o que está nele ficam visíveis só para os membros do hub e para os Admins da conta.'
          : 'Todos da conta veem o hub e o que está nele, conforme o papel de cada um.'}
      </Box>
    </>
  );
}

/** Field messages of a 400 answer, by field. */
export function fieldsOf(error: unknown): Partial<Record<keyof HubFormValues, string>> {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  return fields ?? {};
}
