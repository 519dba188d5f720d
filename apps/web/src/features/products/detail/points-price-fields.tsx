import { Link as MuiLink, MenuItem, Stack, TextField } from '@mui/material';
import type { Resource } from '@orbita/contracts/gamification';
import { Link } from 'react-router';
import { MaskedTextField } from '../../../platform/masks';

/**
 * The price in points: a gamification resource of the workspace (moedas, pontos…) and how
 * many of it. No resource: the product is not sold for points.
 */
export function PointsPriceFields({
  resourceId,
  amount,
  resources,
  loading,
  disabled,
  problems,
  onChange,
}: {
  resourceId: string;
  amount: number | null;
  resources: Resource[];
  loading: boolean;
  disabled: boolean;
  problems: { resource?: string; amount?: string };
  onChange: (resourceId: string, amount: number | null) => void;
}) {
  // A resource the list has not loaded (or no longer has) still shows as chosen.
  const known = resources.some((r) => r.id === resourceId);
  const empty = !loading && resources.length === 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Preço em pontos: recurso"
        value={resourceId}
        disabled={disabled || loading}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(e) => onChange(e.target.value, e.target.value ? (amount ?? 1) : null)}
        error={!!problems.resource}
        helperText={
          problems.resource ??
          (empty ? (
            <>
              Nenhum recurso ainda.{' '}
              <MuiLink component={Link} to="/gamificacao/recursos">
                Criar recursos
              </MuiLink>
            </>
          ) : (
            'Vazio: não é vendido por pontos.'
          ))
        }
        sx={{ flex: 2, minWidth: 0 }}
      >
        <MenuItem value="">
          <em>Sem preço em pontos</em>
        </MenuItem>
        {resourceId && !known && (
          <MenuItem value={resourceId}>{loading ? 'Carregando…' : 'Recurso indisponível'}</MenuItem>
        )}
        {resources.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <MaskedTextField
        mask="integer"
        label="Quantidade"
        value={amount}
        disabled={disabled || !resourceId}
        onChange={(value) => onChange(resourceId, value)}
        error={!!problems.amount}
        helperText={problems.amount ?? ' '}
        sx={{ flex: 1, minWidth: 120 }}
      />
    </Stack>
  );
}
