import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import {
  HABIT_POINTS_DAY_CAP,
  HABIT_POINTS_MAX,
  weekdayLabels,
  weekdayNames,
  type Habit,
  type HabitKind,
} from '@orbita/contracts/gamification';
import { useState } from 'react';
import { FormDialog } from '../../../../ui/form-dialog';
import { useCreateHabit, useUpdateHabit } from './habits-api';

const everyDay = [0, 1, 2, 3, 4, 5, 6];

/** New or edited habit/daily: name, + and/or − (habit) or due weekdays (daily), and its personal points. */
export function HabitDialog({
  habit,
  kind: initialKind,
  onClose,
}: {
  habit: Habit | null;
  kind: HabitKind;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<HabitKind>(habit?.kind ?? initialKind);
  const [name, setName] = useState(habit?.name ?? '');
  const [positive, setPositive] = useState(habit?.positive ?? true);
  const [negative, setNegative] = useState(habit?.negative ?? false);
  const [weekdays, setWeekdays] = useState<number[]>(habit?.weekdays ?? everyDay);
  const [points, setPoints] = useState(String(habit?.points ?? 1));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateHabit();
  const update = useUpdateHabit();
  const pending = create.isPending || update.isPending;

  const pointsNumber = Number(points);
  const errors = {
    name: name.trim() === '' ? 'Informe o nome.' : null,
    buttons: kind === 'habit' && !positive && !negative ? 'Escolha + ou − (ou os dois).' : null,
    weekdays:
      kind === 'daily' && weekdays.length === 0 ? 'Escolha pelo menos um dia da semana.' : null,
    points:
      !Number.isInteger(pointsNumber) || pointsNumber < 0 || pointsNumber > HABIT_POINTS_MAX
        ? `Informe de 0 a ${HABIT_POINTS_MAX} pontos.`
        : null,
  };
  const [touched, setTouched] = useState(false);
  const shown = (message: string | null) => (touched ? message : null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    setProblem(null);
    const fields = { name: name.trim(), positive, negative, weekdays, points: pointsNumber };
    const done = { onSuccess: onClose, onError: (e: Error) => setProblem(e.message) };
    if (habit) update.mutate({ id: habit.id, body: fields }, done);
    else create.mutate({ kind, ...fields }, done);
  };

  const label = kind === 'daily' ? 'diária' : 'hábito';
  return (
    <FormDialog
      title={habit ? `Editar ${label}` : kind === 'daily' ? 'Nova diária' : 'Novo hábito'}
      problem={problem}
      submitting={pending}
      submitLabel={habit ? 'Salvar' : 'Criar'}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      {!habit && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={kind}
          onChange={(_, value: HabitKind | null) => value && setKind(value)}
          aria-label="Tipo"
        >
          <ToggleButton value="habit">Hábito (+/−)</ToggleButton>
          <ToggleButton value="daily">Diária</ToggleButton>
        </ToggleButtonGroup>
      )}
      <TextField
        label="Nome"
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!shown(errors.name)}
        helperText={shown(errors.name)}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      {kind === 'habit' ? (
        <FormControl error={!!shown(errors.buttons)}>
          <FormLabel>Botões</FormLabel>
          <FormGroup row>
            <FormControlLabel
              control={
                <Checkbox checked={positive} onChange={(e) => setPositive(e.target.checked)} />
              }
              label="+ (bom hábito)"
            />
            <FormControlLabel
              control={
                <Checkbox checked={negative} onChange={(e) => setNegative(e.target.checked)} />
              }
              label="− (mau hábito)"
            />
          </FormGroup>
          <FormHelperText>
            {shown(errors.buttons) ?? 'Conte quantas vezes por dia; o − só conta, não tira pontos.'}
          </FormHelperText>
        </FormControl>
      ) : (
        <FormControl error={!!shown(errors.weekdays)}>
          <FormLabel>Dias da semana</FormLabel>
          <ToggleButtonGroup
            size="small"
            value={weekdays}
            onChange={(_, value: number[]) => setWeekdays([...value].sort())}
            aria-label="Dias da semana"
            sx={{ flexWrap: 'wrap', mt: 0.5 }}
          >
            {weekdayLabels.map((short, day) => (
              <ToggleButton
                key={short}
                value={day}
                aria-label={weekdayNames[day]}
                sx={{ px: 1.25 }}
              >
                {short}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormHelperText>
            {shown(errors.weekdays) ?? 'A diária recomeça às 00:00 (horário de São Paulo).'}
          </FormHelperText>
        </FormControl>
      )}
      <TextField
        label="Pontos por marcação"
        type="number"
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: HABIT_POINTS_MAX, step: 1 } }}
        error={!!shown(errors.points)}
        helperText={
          shown(errors.points) ??
          `De 0 a ${HABIT_POINTS_MAX}. Seus hábitos e diárias dão no máximo ${HABIT_POINTS_DAY_CAP} pontos por dia, somados.`
        }
      />
    </FormDialog>
  );
}
