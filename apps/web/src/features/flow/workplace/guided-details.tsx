import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  createListBodySchema,
  processActionLabels,
  type InboxItem,
  type Process,
  type ProcessItemBody,
  type TaskList,
} from '@orbita/contracts/flow';
import type { Member } from '@orbita/contracts/workspaces';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  onLeaveField,
}: Pick<GuidedDetailsProps, 'lists' | 'listId' | 'onListChange'> & {
  /** The name was sent: the focus leaves the field, so the next shortcut keys are not typed into it. */
  onLeaveField: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateList();
  const field = useRef<HTMLInputElement>(null);
  const createList = () => {
    const parsed = createListBodySchema.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    if (create.isPending) return;
    create.mutate(parsed.data, {
      onSuccess: (list) => onListChange(list.id),
      // Refused (the mutation says why): back to the name, to correct it.
      onError: () => field.current?.focus(),
    });
    onLeaveField();
  };
  if (lists.length === 0) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          size="small"
          label="Nome da nova lista"
          inputRef={field}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            // Enter creates the list (the form around would not: its button waits for a list).
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            e.stopPropagation();
            createList();
          }}
          error={!!error}
          helperText={
            error ??
            (create.isPending
              ? 'Criando a lista…'
              : 'Você ainda não tem listas: crie uma para guardar a tarefa (Enter cria).')
          }
          slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'done' } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          disabled={create.isPending}
          onClick={createList}
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
  const form = useRef<HTMLFormElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  const ready =
    (!needsList || lists.some((l) => l.id === listId)) &&
    (action !== 'schedule' || fromDateTimeInput(dueAt) !== null) &&
    (action !== 'delegate' || assigneeIds.length > 0) &&
    (action !== 'to-process' || !!process);

  // A list created from the name field: once it is chosen, the focus waiting on the form
  // goes to the confirm button (Enter there confirms).
  useEffect(() => {
    if (ready && document.activeElement === form.current) confirm.current?.focus();
  }, [ready]);

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
      ref={form}
      id={DETAILS_FORM_ID}
      onSubmit={submit}
      aria-label={processActionLabels[action]}
      tabIndex={-1}
      sx={{ display: 'grid', gap: 2, mt: 1, outline: 'none' }}
    >
      {needsList && (
        <ListChoice
          lists={lists}
          listId={listId}
          onListChange={onListChange}
          onLeaveField={() => form.current?.focus()}
        />
      )}
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
      <Button ref={confirm} type="submit" variant="contained" disabled={!ready || busy} autoFocus>
        {processActionLabels[action]} (Enter)
      </Button>
    </Box>
  );
}
