import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, TextField, Typography } from '@mui/material';
import {
  ALLOWED_IPS_MAX,
  ipEntryKind,
  ipEntryMessage,
  normalizeIpEntry,
} from '@orbita/contracts/workspaces';
import { useState } from 'react';

/** What is wrong with a new entry, in pt-BR, or null. */
export function ipEntryProblem(value: string, list: readonly string[]): string | null {
  if (!value.trim()) return 'Digite um IP ou uma faixa.';
  if (ipEntryKind(value) === null) return ipEntryMessage;
  if (list.includes(normalizeIpEntry(value))) return 'Este IP já está na lista.';
  if (list.length >= ALLOWED_IPS_MAX) return `Informe no máximo ${ALLOWED_IPS_MAX} IPs ou faixas.`;
  return null;
}

/** Allowed IPs: exact IPv4/IPv6 or CIDR ranges, checked as they are added; empty = any address. */
export function AllowedIpsEditor({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const error = ipEntryProblem(draft, value);
    setProblem(error);
    if (error) return;
    onChange([...value, normalizeIpEntry(draft)]);
    setDraft('');
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="IP ou faixa (CIDR)"
          placeholder="203.0.113.7, 10.0.0.0/8, 2001:db8::/32"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={!!problem}
          helperText={problem ?? 'Deixe a lista vazia para aceitar qualquer endereço.'}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={disabled}
          sx={{ mt: 1.5, flexShrink: 0 }}
        >
          Adicionar
        </Button>
      </Box>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Qualquer endereço pode usar esta chave.
        </Typography>
      ) : (
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          aria-label="IPs permitidos"
          role="list"
        >
          {value.map((ip) => (
            <Chip
              key={ip}
              role="listitem"
              label={ip}
              sx={{ fontFamily: 'monospace' }}
              onDelete={disabled ? undefined : () => onChange(value.filter((v) => v !== ip))}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
