import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StairsOutlined from '@mui/icons-material/StairsOutlined';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { LEVELS_MAX, replaceLevelsBodySchema } from '@orbita/contracts/gamification';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import type { Ladder } from '../api/catalog-api';
import { gamificationKeys } from '../api/keys';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useReplaceLevels } from '../api/catalog-mutations';
import { useCan } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { number } from './format';
import { numberFrom, numberShown } from './reward-fields';

type Values = z.input<typeof replaceLevelsBodySchema>;
type Body = z.output<typeof replaceLevelsBodySchema>;

/** A ladder as the conflict dialog reads it: "1. Iniciante (0 XP)", one level after the other. */
function ladderText(levels: { name: string; xpThreshold: number }[]): string {
  if (levels.length === 0) return 'Nenhum nível';
  return levels.map((l, i) => `${i + 1}. ${l.name} (${number(l.xpThreshold)} XP)`).join('; ');
}

/** Níveis: names and the all-time XP (points in this game) each one needs. */
export function LevelsTab({ gameId }: { gameId: string }) {
  const levels = useQuery(catalogQueries.levels(gameId));
  const canManage = useCan('structure.manage', 'games');
  const [editing, setEditing] = useState(false);
  if (levels.isPending)
    return <Skeleton variant="rounded" height={200} role="status" aria-label="Carregando níveis" />;
  if (levels.isError)
    return <QueryError error={levels.error} onRetry={() => void levels.refetch()} />;
  if (editing)
    return <LevelsEditor gameId={gameId} ladder={levels.data} onDone={() => setEditing(false)} />;
  const items = levels.data.items;
  const edit = canManage && (
    <Button
      variant="contained"
      startIcon={items.length ? <EditOutlined /> : <AddOutlined />}
      onClick={() => setEditing(true)}
    >
      {items.length ? 'Editar níveis' : 'Criar níveis'}
    </Button>
  );
  if (items.length === 0) {
    return (
      <EmptyState icon={<StairsOutlined />} title="Nenhum nível ainda" action={edit}>
        Níveis marcam a evolução de cada participante: o XP é a soma de todos os pontos que a pessoa
        já ganhou nesta gamificação.
      </EmptyState>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {edit && <Box sx={{ justifySelf: 'end' }}>{edit}</Box>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Níveis">
          <TableHead>
            <TableRow>
              <TableCell>Nível</TableCell>
              <TableCell>Nome</TableCell>
              <TableCell align="right">XP mínimo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.level}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.name}</TableCell>
                <TableCell align="right">{number(l.xpThreshold)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/**
 * Edits every level at once (the API replaces the set); numbers follow the order of the rows.
 * The ladder is one versioned record: saving on a ladder someone else changed meanwhile opens
 * the conflict dialog (their ladder next to this one) instead of wiping their levels.
 */
function LevelsEditor({
  gameId,
  ladder,
  onDone,
}: {
  gameId: string;
  ladder: Ladder;
  onDone: () => void;
}) {
  const save = useReplaceLevels(gameId);
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // The version the person edited: the ladder the editor opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(ladder.version);
  const versioned = useVersionedSave<Ladder, Body>({
    send: (body) => save.mutateAsync(body),
    writeCurrent: (current) => client.setQueryData(gamificationKeys.levels(gameId), current),
    labels: { levels: 'Níveis' },
    currentOf: (field, current) => (field === 'levels' ? current.items : undefined),
    format: (field, value) =>
      field === 'levels' && Array.isArray(value) ? ladderText(value as Body['levels']) : undefined,
    onReapplied: () => {
      notify.success('Níveis salvos.');
      onDone();
    },
  });
  const { control, register, handleSubmit, formState, getValues } = useForm<Values, unknown, Body>({
    resolver: zodResolver(replaceLevelsBodySchema),
    defaultValues: {
      levels: ladder.items.map((l) => ({ name: l.name, xpThreshold: l.xpThreshold })),
    },
  });
  const rows = useFieldArray({ control, name: 'levels' });
  const errors = formState.errors.levels;
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      // A stale ladder: the conflict dialog takes over, the editor stays open.
      if (!(await versioned.save(body, openedVersion))) return;
      notify.success('Níveis salvos.');
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  const add = () => {
    // A new level starts 100 XP above the last one, which is usually what comes next.
    const current = getValues('levels');
    const last = current[current.length - 1];
    const after = last && Number.isFinite(last.xpThreshold) ? last.xpThreshold + 100 : 0;
    rows.append({ name: `Nível ${current.length + 1}`, xpThreshold: last ? after : 0 });
  };
  return (
    <>
      {versioned.dialog}
      <Paper
        variant="outlined"
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
      >
        {problem && <Alert severity="error">{problem}</Alert>}
        {errors?.message && <Alert severity="error">{errors.message}</Alert>}
        <Stack
          spacing={2}
          component="ol"
          aria-label="Níveis"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {rows.fields.map((row, i) => (
            <Stack
              key={row.id}
              component="li"
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'flex-start' }}
            >
              <Box sx={{ pt: 2.5, minWidth: 28, fontWeight: 500 }} aria-hidden>
                {i + 1}
              </Box>
              <TextField
                label={`Nome do nível ${i + 1}`}
                {...register(`levels.${i}.name`)}
                error={!!errors?.[i]?.name}
                helperText={errors?.[i]?.name?.message}
                sx={{ flex: 2, minWidth: 0 }}
              />
              <Controller
                control={control}
                name={`levels.${i}.xpThreshold`}
                render={({ field }) => (
                  <TextField
                    label={`XP mínimo do nível ${i + 1}`}
                    type="number"
                    value={numberShown(field.value)}
                    onChange={(e) => field.onChange(numberFrom(e.target.value))}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={!!errors?.[i]?.xpThreshold}
                    helperText={errors?.[i]?.xpThreshold?.message}
                    slotProps={{ htmlInput: { min: 0, step: 1 } }}
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                )}
              />
              <IconButton
                aria-label={`Remover nível ${i + 1}`}
                onClick={() => rows.remove(i)}
                sx={{ mt: 1.5 }}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Button
            startIcon={<AddOutlined />}
            onClick={add}
            disabled={rows.fields.length >= LEVELS_MAX}
          >
            Adicionar nível
          </Button>
          <Stack direction="row" spacing={1}>
            <Button onClick={onDone}>Cancelar</Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Salvar
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
