import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import {
  KEEP_IN_TOUCH_DAYS_MAX,
  type Person,
  type UpdatePersonBody,
} from '@orbita/contracts/people';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { useRegisterContact } from '../api/mutations';
import { cadenceText, contactDue, dateText, lastContactText } from '../lib/format';
import { firstName } from './timeline-text';

/**
 * "Manter contato": the cadence ("Falar a cada N dias"), when they were last talked to and
 * "Registrar contato" (now). A due cadence is said in words, and lights the card.
 */
export function KeepInTouchCard({
  person,
  canWrite,
  save,
}: {
  person: Person;
  canWrite: boolean;
  save: (body: UpdatePersonBody) => Promise<Person | undefined>;
}) {
  const [days, setDays] = useState(person.keepInTouchDays ? String(person.keepInTouchDays) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const register = useRegisterContact();
  const due = contactDue(person);
  const typed = days.trim() === '' ? null : Number(days);
  const changed = typed !== person.keepInTouchDays;

  const saveCadence = async (body: UpdatePersonBody, done: string) => {
    setBusy(true);
    try {
      if (await save(body)) notify.check(done);
    } catch (e) {
      notify.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      typed !== null &&
      (!Number.isInteger(typed) || typed < 1 || typed > KEEP_IN_TOUCH_DAYS_MAX)
    ) {
      setError(`Informe de 1 a ${KEEP_IN_TOUCH_DAYS_MAX} dias, ou deixe vazio.`);
      return;
    }
    setError(null);
    void saveCadence(
      { keepInTouchDays: typed },
      typed ? `Lembrete: falar ${cadenceText(typed)}.` : 'Lembrete desligado.',
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="manter-contato"
      sx={{ p: 2, display: 'grid', gap: 1.5, borderColor: due ? 'warning.main' : undefined }}
    >
      <Typography id="manter-contato" variant="h6" component="h2">
        Manter contato
      </Typography>
      {due && (
        <Alert severity="warning">
          Hora de falar com {firstName(person.name)} ({cadenceText(person.keepInTouchDays!)}).
        </Alert>
      )}
      <Typography variant="body2">
        Último contato: <strong>{lastContactText(person.lastContactAt).toLowerCase()}</strong>
        {person.lastContactAt ? ` (${dateText(person.lastContactAt)})` : ''}
      </Typography>
      {canWrite ? (
        <>
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <TextField
              size="small"
              label="Falar a cada (dias)"
              value={days}
              onChange={(e) => setDays(e.target.value.replace(/\D/g, '').slice(0, 4))}
              error={!!error}
              helperText={error ?? 'Vazio: sem lembrete.'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 170 }}
            />
            <Button type="submit" disabled={!changed} loading={busy} sx={{ mt: 0.5 }}>
              Salvar
            </Button>
          </Box>
          <Button
            variant="outlined"
            startIcon={<EventAvailableOutlined />}
            loading={register.isPending}
            sx={{ justifySelf: 'start' }}
            onClick={() =>
              void register.mutateAsync(person.id).then(
                () => notify.check('Contato registrado.'),
                (error: Error) => notify.error(error.message),
              )
            }
          >
            Registrar contato
          </Button>
        </>
      ) : (
        person.keepInTouchDays && (
          <Typography variant="body2">Falar {cadenceText(person.keepInTouchDays)}.</Typography>
        )
      )}
    </Paper>
  );
}
