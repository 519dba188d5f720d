import { FormControlLabel, ListItemText, MenuItem, Switch, TextField } from '@mui/material';
import {
  grantableBy,
  roleDescriptions,
  roleLabels,
  type GrantableRole,
  type Role,
} from '@orbita/contracts/workspaces';
import { DateField } from '../../../ui/date-field';

/** The role of a key: never above mine, never Principal. */
export function KeyRoleField({
  myRole,
  value,
  onChange,
  disabled,
}: {
  myRole: Role;
  value: GrantableRole;
  onChange: (r: GrantableRole) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      label="Papel da chave"
      value={value}
      onChange={(e) => onChange(e.target.value as GrantableRole)}
      disabled={disabled}
      fullWidth
      helperText="A chave age com este papel (e nunca acima do papel atual de quem a criou)."
      slotProps={{ select: { renderValue: (v) => roleLabels[v as Role] } }}
    >
      {grantableBy(myRole).map((role) => (
        <MenuItem key={role} value={role}>
          <ListItemText
            primary={roleLabels[role]}
            secondary={roleDescriptions[role]}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}

export function MainKeySwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
        />
      }
      label="Chave principal da conta (só pode haver uma; marcar esta desmarca a anterior)"
    />
  );
}

/** Expiry as a day (`YYYY-MM-DD`); empty = never expires. */
export function ExpiryField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  return (
    <DateField
      label="Expira em"
      value={value}
      onChange={onChange}
      disabled={disabled}
      fullWidth
      error={!!error}
      helperText={
        error ?? 'Opcional. A chave deixa de valer no fim deste dia (horário de Brasília).'
      }
    />
  );
}
