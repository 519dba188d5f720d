import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  processActionLabels,
  type InboxItem,
  type Process,
  type ProcessItemBody,
  type TaskList,
} from '@orbita/contracts/flow';
import type { Member } from '@orbita/contracts/workspaces';
import { useState, type FormEvent } from 'react';
import { DateTimeField } from '../../../ui/date-field';
import { fromDateTimeInput, toDateTimeInput } from '../inbox/components/sao-paulo-time';
import type { DetailAction } from './guided-machine';
import { useCreateList } from './use-inbox-actions';

export const DETAILS_FORM_ID = 'guided-details-form';

interface GuidedDetailsProps {
  action: DetailAction;
  item: InboxItem;
  lists: TaskList[];
  processes: Process[];
  members: Member[] | undefined;
  listId: string;
  onListChange: (id: string) => void;
  onSubmit: (body: ProcessItemBody) => void;
  busy: boolean;
}

/** Tomorrow at 09:00 in São Paulo, as a datetime-local value. */
const tomorrowMorning = () =>
  `${toDateTimeInput(new Date(Date.now() + 86_400_000).toISOString()).slice(0, 10)}T09:00`;

/** A list to put the task in; when there is none yet, a field to create one right here. */
function ListChoice({
  lists,
  listId,
  onListChange,
}: Pick<GuidedDetailsProps, 'lists' | 'listId' | 'onListChange'>) {
  const [name, setName] = useState('');
  const create = useCreateList();
  if (lists.length === 0) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          size="small"
          label="Nome da nova lista"
          value={name}
          onChange={(e) => setName(e.target.value)}
          helperText="Você ainda não tem listas: crie uma para guardar a tarefa."
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          disabled={!name.trim() || create.isPending}
          onClick={() => create.mutate(name.trim(), { onSuccess: (list) => onListChange(list.id) })}
          sx={{ alignSelf: 'flex-start' }}
        >
          Criar lista
        </Button>
      </Stack>
    );
  }
  return (
    <TextField
      select
      label="Lista"
      value={lists.some((l) => l.id === listId) ? listId : ''}
      onChange={(e) => onListChange(e.target.value)}
      required
    >
      {lists.map((list) => (
        <MenuItem key={list.id} value={list.id}>
          {list.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The last question of an actionable item: where it goes (list, date, people, process). */
export function GuidedDetails({
  action,
  item,
  lists,
  processes,
  members,
  listId,
  onListChange,
  onSubmit,
  busy,
}: GuidedDetailsProps) {
  const [dueAt, setDueAt] = useState(item.dueAt ? toDateTimeInput(item.dueAt) : tomorrowMorning());
  const [assigneeIds, setAssigneeIds] = useState<string[]>([]);
  const [processId, setProcessId] = useState(processes[0]?.id ?? '');
  const [stageId, setStageId] = useState('');
  const process = processes.find((p) => p.id === processId);
  const needsList = action !== 'to-process';

  const ready =
    (!needsList || lists.some((l) => l.id === listId)) &&
    (action !== 'schedule' || fromDateTimeInput(dueAt) !== null) &&
    (action !== 'delegate' || assigneeIds.length > 0) &&
    (action !== 'to-process' || !!process);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    if (action === 'do-now' || action === 'next-action') onSubmit({ action, listId });
    else if (action === 'schedule') onSubmit({ action, listId, dueAt: fromDateTimeInput(dueAt)! });
    else if (action === 'delegate') onSubmit({ action, listId, assigneeIds });
    else onSubmit({ action, processId, ...(stageId ? { stageId } : {}) });
  };

  return (
    <Box
      component="form"
      id={DETAILS_FORM_ID}
      onSubmit={submit}
      aria-label={processActionLabels[action]}
      sx={{ display: 'grid', gap: 2, mt: 1 }}
    >
      {needsList && <ListChoice lists={lists} listId={listId} onListChange={onListChange} />}
      {action === 'schedule' && (
        <DateTimeField label="Data e hora" value={dueAt} onChange={setDueAt} required />
      )}
      {action === 'delegate' &&
        (members && members.length > 0 ? (
          <TextField
            select
            label="Delegar para"
            value={assigneeIds}
            onChange={(e) =>
              setAssigneeIds(
                typeof e.target.value === 'string'
                  ? e.target.value.split(',')
                  : (e.target.value as string[]),
              )
            }
            slotProps={{
              select: {
                multiple: true,
                renderValue: (ids) =>
                  members
                    .filter((m) => (ids as string[]).includes(m.userId))
                    .map((m) => m.name)
                    .join(', '),
              },
            }}
            helperText="A tarefa fica marcada como aguardando essa pessoa."
          >
            {members.map((m) => (
              <MenuItem key={m.userId} value={m.userId}>
                {m.name} · {m.email}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Alert severity="info">Carregando os membros da conta…</Alert>
        ))}
      {action === 'to-process' &&
        (processes.length === 0 ? (
          <Alert severity="info">Nenhum fluxo de trabalho ainda. Crie um em Processos.</Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              label="Fluxo de trabalho"
              value={processId}
              onChange={(e) => {
                setProcessId(e.target.value);
                setStageId('');
              }}
              sx={{ flex: 1 }}
            >
              {processes.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Etapa"
              value={stageId}
              onChange={(e) => setStageId(e.target.value)}
              sx={{ flex: 1 }}
            >
              <MenuItem value="">Primeira etapa</MenuItem>
              {process?.stages.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ))}
      <Button type="submit" variant="contained" disabled={!ready || busy} autoFocus>
        {processActionLabels[action]} (Enter)
      </Button>
    </Box>
  );
}
