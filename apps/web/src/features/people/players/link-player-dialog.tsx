import {
  Alert,
  Autocomplete,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { PlayerRow } from '@orbita/contracts/people';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useLinkPlayer } from '../api/mutations';
import { peopleQueries } from '../api/queries';
import { documentText } from '../lib/format';

interface Option {
  id: string;
  name: string;
  detail: string;
}

/**
 * "Vincular": the player is an existing person of the workspace (searched by name), or a new
 * person made from the member (name and e-mail).
 */
export function LinkPlayerDialog({ player, onClose }: { player: PlayerRow; onClose: () => void }) {
  const titleId = useId();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [text, setText] = useState(player.name);
  const [q, setQ] = useState(player.name);
  const [chosen, setChosen] = useState<Option | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const link = useLinkPlayer();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useInfiniteQuery({
    ...peopleQueries.list({ kind: 'person', ...(q ? { q } : {}), sort: 'name' }),
    enabled: mode === 'existing',
  });
  const options: Option[] = (found.data?.pages[0]?.items ?? [])
    .filter((p) => !p.userId)
    .slice(0, 20)
    .map((p) => ({
      id: p.id,
      name: p.name,
      detail: [documentText(p), p.emails[0]?.address].filter(Boolean).join(' · '),
    }));

  const confirm = () => {
    if (mode === 'existing' && !chosen) {
      setProblem('Escolha a pessoa.');
      return;
    }
    setProblem(null);
    void link
      .mutateAsync({
        userId: player.userId,
        body: mode === 'existing' && chosen ? { personId: chosen.id } : {},
      })
      .then(
        (person) => {
          notify.check(`${player.name} agora é ${person.name} em Pessoas.`);
          onClose();
        },
        (error: Error) => setProblem(error.message),
      );
  };

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Vincular {player.name}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <RadioGroup
            aria-label="Como vincular"
            value={mode}
            onChange={(e) => setMode(e.target.value as typeof mode)}
          >
            <FormControlLabel
              value="existing"
              control={<Radio />}
              label="A uma pessoa já cadastrada"
            />
            <FormControlLabel
              value="new"
              control={<Radio />}
              label={`Cadastrar ${player.name} como pessoa${player.email ? ` (${player.email})` : ''}`}
            />
          </RadioGroup>
          {mode === 'existing' && (
            <Autocomplete
              options={options}
              value={chosen}
              inputValue={text}
              loading={found.isFetching}
              filterOptions={(x) => x}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, o) => setChosen(o)}
              onInputChange={(_e, typed) => setText(typed)}
              noOptionsText="Ninguém sem player com esse nome"
              loadingText="Procurando…"
              renderOption={({ key, ...props }, o) => (
                <li key={key} {...props}>
                  <Box>
                    {o.name}
                    {o.detail && (
                      <Box
                        component="span"
                        sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}
                      >
                        {o.detail}
                      </Box>
                    )}
                  </Box>
                </li>
              )}
              renderInput={(params) => <TextField {...params} label="Pessoa" autoFocus />}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" loading={link.isPending} onClick={confirm}>
          Vincular
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
