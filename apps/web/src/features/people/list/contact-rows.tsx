import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { PERSON_EMAILS_MAX, PERSON_PHONES_MAX } from '@orbita/contracts/people';
import { phoneMaskBR } from '@orbita/contracts/phone';
import type { EmailRow, PhoneRow } from './person-form';

/** Several phones, each with the Brazilian mask as typed (a foreign one starts with +) and a label. */
export function PhoneRows({
  rows,
  errors,
  onChange,
}: {
  rows: PhoneRow[];
  errors: (string | undefined)[];
  onChange: (rows: PhoneRow[]) => void;
}) {
  const set = (i: number, patch: Partial<PhoneRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2">Telefones</Typography>
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={`Telefone ${i + 1}`}
            value={row.number}
            placeholder="(41) 99999-8888"
            onChange={(e) => set(i, { number: phoneMaskBR(e.target.value) })}
            error={!!errors[i]}
            helperText={errors[i]}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 40 } }}
            sx={{ flex: 2, minWidth: 0 }}
          />
          <TextField
            label="Rótulo"
            placeholder="Celular"
            value={row.label}
            onChange={(e) => set(i, { label: e.target.value })}
            slotProps={{
              htmlInput: { maxLength: 40, 'aria-label': `Rótulo do telefone ${i + 1}` },
            }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            aria-label={`Remover o telefone ${i + 1}`}
            onClick={() => onChange(rows.filter((_r, j) => j !== i))}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {rows.length < PERSON_PHONES_MAX && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ justifySelf: 'start' }}
          onClick={() => onChange([...rows, { number: '', label: '' }])}
        >
          Adicionar telefone
        </Button>
      )}
    </Box>
  );
}

export function EmailRows({
  rows,
  errors,
  onChange,
}: {
  rows: EmailRow[];
  errors: (string | undefined)[];
  onChange: (rows: EmailRow[]) => void;
}) {
  const set = (i: number, patch: Partial<EmailRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2">E-mails</Typography>
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={`E-mail ${i + 1}`}
            type="email"
            value={row.address}
            onChange={(e) => set(i, { address: e.target.value })}
            error={!!errors[i]}
            helperText={errors[i]}
            slotProps={{ htmlInput: { maxLength: 254 } }}
            sx={{ flex: 2, minWidth: 0 }}
          />
          <TextField
            label="Rótulo"
            placeholder="Trabalho"
            value={row.label}
            onChange={(e) => set(i, { label: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 40, 'aria-label': `Rótulo do e-mail ${i + 1}` } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            aria-label={`Remover o e-mail ${i + 1}`}
            onClick={() => onChange(rows.filter((_r, j) => j !== i))}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {rows.length < PERSON_EMAILS_MAX && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ justifySelf: 'start' }}
          onClick={() => onChange([...rows, { address: '', label: '' }])}
        >
          Adicionar e-mail
        </Button>
      )}
    </Box>
  );
}
