import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { nextRuns, parseCron, wallClockNow } from './cron';
import { describeCron } from './describe';
import type { EditorValues } from './editor-form';

export const schedulePresets = [
  { label: 'Todo dia às 9h', cron: '0 9 * * *' },
  { label: 'Toda segunda às 9h', cron: '0 9 * * 1' },
  { label: 'Dias úteis às 9h', cron: '0 9 * * 1-5' },
  { label: 'Todo dia 1º do mês às 9h', cron: '0 9 1 * *' },
  { label: 'A cada hora', cron: '0 * * * *' },
];

/*
 * The server reads schedules in the agent creator's time zone (America/Sao_Paulo unless set,
 * engine/schedule.ts agentTimeZone); the editor lists the next runs in Brasília's wall clock
 * and says so.
 */
const TIME_ZONE = 'America/Sao_Paulo';

const runFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The "HH:MM" of a cron whose minute and hour are single numbers, else null. */
function timeOf(cron: string): string | null {
  const [m = '', h = ''] = cron.trim().split(/\s+/);
  if (!/^\d{1,2}$/.test(m) || !/^\d{1,2}$/.test(h)) return null;
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

/** A preset, or five cron fields, read back in pt-BR with the next three runs. */
export function ScheduleFields({ error }: { error: string | undefined }) {
  const { control, setValue } = useFormContext<EditorValues>();
  const cron = useWatch({ control, name: 'trigger.cron' });
  const setCron = (next: string) =>
    setValue(
      'trigger',
      { kind: 'schedule', cron: next },
      { shouldDirty: true, shouldValidate: true },
    );
  const spec = useMemo(() => parseCron(cron ?? ''), [cron]);
  const upcoming = useMemo(() => (spec ? nextRuns(spec, wallClockNow(TIME_ZONE), 3) : []), [spec]);
  const time = timeOf(cron ?? '');

  return (
    <Stack spacing={2}>
      <Box
        role="group"
        aria-label="Horários prontos"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {schedulePresets.map((preset) => (
          <Button
            key={preset.cron}
            size="small"
            variant={cron === preset.cron ? 'contained' : 'outlined'}
            aria-pressed={cron === preset.cron}
            onClick={() => setCron(preset.cron)}
          >
            {preset.label}
          </Button>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {time && (
          <TextField
            label="Horário"
            type="time"
            value={time}
            onChange={(e) => {
              const [h, m] = e.target.value.split(':');
              if (h === undefined || m === undefined) return;
              const rest = cron.trim().split(/\s+/).slice(2).join(' ');
              setCron(`${Number(m)} ${Number(h)} ${rest}`);
            }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            sx={{ width: { sm: 160 } }}
          />
        )}
        <Controller
          control={control}
          name="trigger.cron"
          render={({ field }) => (
            <TextField
              label="Expressão (minuto hora dia mês dia-da-semana)"
              value={cron ?? ''}
              onChange={(e) => setCron(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!error}
              helperText={error ?? 'Cinco campos, como "0 9 * * 1".'}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              fullWidth
            />
          )}
        />
      </Stack>
      <Box aria-live="polite">
        <Typography variant="subtitle2" data-testid="cron-description">
          {describeCron(cron ?? '')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          No fuso de quem criou o agente (padrão: horário de Brasília); as próximas execuções abaixo
          estão no horário de Brasília.
        </Typography>
        {upcoming.length > 0 && (
          <Typography variant="body2" color="text.secondary" component="div">
            Próximas execuções:
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {upcoming.map((at) => (
                <li key={at.getTime()}>{runFormat.format(at)}</li>
              ))}
            </Box>
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
