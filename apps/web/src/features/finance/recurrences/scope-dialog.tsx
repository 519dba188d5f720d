import { occurrenceScopeLabels, type OccurrenceScope } from '@orbita/contracts/finance';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';

const hints: Record<'edit' | 'delete', Record<OccurrenceScope, string>> = {
  edit: {
    one: 'Só este lançamento; os outros da série continuam como estão.',
    following: 'Este e os próximos: a série se divide aqui, os anteriores ficam como estão.',
    all: 'Todos os lançamentos da série, inclusive os anteriores.',
  },
  delete: {
    one: 'Só este lançamento; a série continua e não o recria.',
    following: 'Este e os próximos: a série termina antes deste, os anteriores ficam.',
    all: 'Todos os lançamentos da série, inclusive os anteriores, e a própria série.',
  },
};

/**
 * Google Calendar's and Organizze's question on a recurring entry: "Somente este", "Este e
 * os seguintes" or "Todos". Paid occurrences are never changed by a series edit, and the
 * dialog says so before the person chooses.
 */
export function ScopeDialog({
  action,
  busy,
  onChoose,
  onClose,
}: {
  action: 'edit' | 'delete';
  busy: boolean;
  onChoose: (scope: OccurrenceScope) => void;
  onClose: () => void;
}) {
  const [scope, setScope] = useState<OccurrenceScope>('one');
  const title = action === 'edit' ? 'Alterar lançamento fixo' : 'Excluir lançamento fixo';
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="occurrence-scope-title">
      <DialogTitle id="occurrence-scope-title">{title}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby="occurrence-scope-title"
          value={scope}
          onChange={(e) => setScope(e.target.value as OccurrenceScope)}
        >
          {(['one', 'following', 'all'] as const).map((s) => (
            <FormControlLabel
              key={s}
              value={s}
              control={<Radio autoFocus={s === 'one'} />}
              label={occurrenceScopeLabels[s]}
              slotProps={{ typography: { title: hints[action][s] } }}
            />
          ))}
        </RadioGroup>
        <Alert severity="info" sx={{ mt: 1 }}>
          {hints[action][scope]} Lançamentos já pagos não são{' '}
          {action === 'edit' ? 'alterados' : 'excluídos'} (a não ser este).
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color={action === 'delete' ? 'error' : 'primary'}
          loading={busy}
          onClick={() => onChoose(scope)}
        >
          {action === 'edit' ? 'Salvar' : 'Excluir'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
