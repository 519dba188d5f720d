import type { Box } from '@orbita/contracts/finance';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { formatBRL } from '../../../platform/masks';

/** A box picker showing each box's balance, so the person sees where money is. */
export function BoxSelect({
  boxes,
  value,
  onChange,
  showBalance = true,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'select'> & {
  boxes: Box[];
  value: string | undefined;
  onChange: (id: string) => void;
  showBalance?: boolean;
}) {
  return (
    <TextField
      select
      {...props}
      value={boxes.some((b) => b.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      {boxes.map((b) => (
        <MenuItem key={b.id} value={b.id}>
          {b.name}
          {showBalance && (
            <span style={{ marginLeft: 'auto', paddingLeft: 16, opacity: 0.7 }}>
              {formatBRL(b.balance)}
            </span>
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
