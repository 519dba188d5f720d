import {
  RECURRENCE_HORIZON_MONTHS,
  type RecurrenceEnd,
  type RecurrenceFrequency,
} from '@orbita/contracts/finance';
import {
  Collapse,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { DateField } from '../../../ui/date-field';

/** What "Repetir" holds while the dialog is open (the numbers as typed). */
export interface RepeatValue {
  enabled: boolean;
  frequency: RecurrenceFrequency;
  interval: string;
  end: RecurrenceEnd;
  count: string;
  endDate: string;
}
export type RepeatErrors = Partial<Record<'interval' | 'count' | 'endDate', string>>;

export const repeatDefaults: RepeatValue = {
  enabled: false,
  frequency: 'monthly',
  interval: '1',
  end: 'count',
  count: '12',
  endDate: '',
};

/** [label, "every one", "every N" unit] — "semana" is feminine: "quantas", "Toda". */
const units: Record<RecurrenceFrequency, [string, string, string]> = {
  weekly: ['A cada quantas semanas', 'Toda semana', 'semanas'],
  monthly: ['A cada quantos meses', 'Todo mês', 'meses'],
  yearly: ['A cada quantos anos', 'Todo ano', 'anos'],
};

/**
 * "Repetir" of a new entry (Organizze's lançamento fixo): how often, every how many, and
 * until when. Kept apart from the entry's own fields: the dialog sends it to /recurrences.
 */
export function RecurrenceFields({
  value,
  onChange,
  errors,
}: {
  value: RepeatValue;
  onChange: (next: RepeatValue) => void;
  errors: RepeatErrors;
}) {
  const set = (patch: Partial<RepeatValue>) => onChange({ ...value, ...patch });
  const [label, every, many] = units[value.frequency];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Switch checked={value.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        }
        label="Repetir (lançamento fixo)"
      />
      <Collapse in={value.enabled} unmountOnExit>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label="Frequência"
              value={value.frequency}
              onChange={(e) => set({ frequency: e.target.value as RecurrenceFrequency })}
            >
              <MenuItem value="weekly">Semanal</MenuItem>
              <MenuItem value="monthly">Mensal</MenuItem>
              <MenuItem value="yearly">Anual</MenuItem>
            </TextField>
            <TextField
              fullWidth
              label={label}
              value={value.interval}
              onChange={(e) => set({ interval: e.target.value.replace(/\D/g, '') })}
              error={!!errors.interval}
              helperText={
                errors.interval ??
                (value.interval === '1' ? every : `A cada ${value.interval || '…'} ${many}`)
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label="Termina"
              value={value.end}
              onChange={(e) => set({ end: e.target.value as RecurrenceEnd })}
            >
              <MenuItem value="count">Após um número de vezes</MenuItem>
              <MenuItem value="date">Em uma data</MenuItem>
              <MenuItem value="never">Nunca</MenuItem>
            </TextField>
            {value.end === 'count' && (
              <TextField
                fullWidth
                label="Quantas vezes"
                value={value.count}
                onChange={(e) => set({ count: e.target.value.replace(/\D/g, '') })}
                error={!!errors.count}
                helperText={errors.count ?? `${value.count || '…'} lançamentos, contando este.`}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              />
            )}
            {value.end === 'date' && (
              <DateField
                fullWidth
                label="Até"
                value={value.endDate}
                onChange={(endDate) => set({ endDate })}
                error={!!errors.endDate}
                helperText={errors.endDate ?? 'O último lançamento é o desta data ou antes.'}
              />
            )}
            {value.end === 'never' && <Stack sx={{ width: '100%' }} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            O primeiro segue a situação escolhida acima; os demais são criados como pendentes, até{' '}
            {RECURRENCE_HORIZON_MONTHS} meses à frente, e os seguintes surgem com o tempo.
          </Typography>
        </Stack>
      </Collapse>
    </Stack>
  );
}

/** The schedule part of the body for POST /recurrences, or the field errors to show. */
export function repeatBody(value: RepeatValue):
  | {
      ok: true;
      body: {
        frequency: RecurrenceFrequency;
        interval: number;
        end: RecurrenceEnd;
        count?: number;
        endDate?: string;
      };
    }
  | { ok: false; errors: RepeatErrors } {
  const errors: RepeatErrors = {};
  const interval = Number(value.interval);
  if (!value.interval || interval < 1 || interval > 12)
    errors.interval = 'Use um intervalo de 1 a 12.';
  const count = Number(value.count);
  if (value.end === 'count' && (!value.count || count < 2 || count > 360))
    errors.count = 'Repita de 2 a 360 vezes.';
  if (value.end === 'date' && !value.endDate) errors.endDate = 'Informe a data final.';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      frequency: value.frequency,
      interval,
      end: value.end,
      ...(value.end === 'count' ? { count } : {}),
      ...(value.end === 'date' ? { endDate: value.endDate } : {}),
    },
  };
}
