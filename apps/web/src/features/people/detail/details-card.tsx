import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import type { Person } from '@orbita/contracts/people';
import { formatPhoneBR } from '@orbita/contracts/phone';
import type { ReactNode } from 'react';
import { addressText, customValueText, dayText } from '../lib/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const withLabel = (text: string, label: string | null) => (label ? `${text} (${label})` : text);

/** E-mails, phones, birthday, address and notes as read; "Editar" opens the form. */
export function DetailsCard({
  person,
  canWrite,
  onEdit,
}: {
  person: Person;
  canWrite: boolean;
  onEdit: () => void;
}) {
  const address = addressText(person.address);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dados" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="dados" variant="h6" component="h2" sx={{ flex: 1 }}>
          Dados
        </Typography>
        {canWrite && (
          <Button startIcon={<EditOutlined />} onClick={onEdit}>
            Editar
          </Button>
        )}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        <Field label="E-mails">
          {person.emails.length
            ? person.emails.map((e) => (
                <Box component="span" key={e.address} sx={{ display: 'block' }}>
                  <MuiLink href={`mailto:${e.address}`}>{withLabel(e.address, e.label)}</MuiLink>
                </Box>
              ))
            : '—'}
        </Field>
        <Field label="Telefones">
          {person.phones.length
            ? person.phones.map((p) => (
                <Box component="span" key={p.e164} sx={{ display: 'block' }}>
                  <MuiLink href={`tel:${p.e164}`}>
                    {withLabel(formatPhoneBR(p.e164), p.label)}
                  </MuiLink>
                </Box>
              ))
            : '—'}
        </Field>
        {person.kind === 'person' && <Field label="Aniversário">{dayText(person.birthday)}</Field>}
        {address && <Field label="Endereço">{address}</Field>}
        {Object.entries(person.customFields).map(([key, value]) => (
          <Field key={key} label={key}>
            {customValueText(value) || '—'}
          </Field>
        ))}
        <Field label="Notas">
          <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
            {person.notes || '—'}
          </Box>
        </Field>
      </Box>
    </Paper>
  );
}
