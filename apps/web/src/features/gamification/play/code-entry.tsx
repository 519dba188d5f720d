import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { normalizeCode } from './normalize-code';

/** The code field of `/play` (and of the "not found" state): opens `/play/{CODIGO}`. */
export function CodeEntry({
  initial = '',
  autoFocus = false,
}: {
  initial?: string;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCode(value);
    if (!code) {
      setError('Digite o código do jogo.');
      return;
    }
    void navigate(`/play/${code}`);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label="Código"
        value={value}
        onChange={(e) => {
          setValue(e.target.value.toUpperCase());
          setError('');
        }}
        error={!!error}
        helperText={error || 'O código tem 6 letras e números, como AB3K9Q.'}
        autoFocus={autoFocus}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            maxLength: 12,
            autoCapitalize: 'characters',
            spellCheck: false,
            style: { letterSpacing: '0.2em', fontWeight: 600 },
          },
        }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5, minWidth: 120 }}>
        Entrar
      </Button>
    </Box>
  );
}

/** `/play` without a code: what it is and where to type the code. */
export function CodeEntryCard() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 600, fontSize: { xs: '1.7rem', md: '2.2rem' } }}
      >
        Entrar em um jogo
      </Typography>
      <Typography color="text.secondary">
        Recebeu um código de gamificação? Digite-o abaixo para ver as missões, as recompensas e
        participar.
      </Typography>
      <CodeEntry autoFocus />
    </Box>
  );
}
