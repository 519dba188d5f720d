import { amountInText, type Message, type MessageToWorkBody } from '@orbita/contracts/chats';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FinanceEntryDialog } from '../../../../platform/finance-entry/finance-entry-dialog';
import { html, notify } from '../../../../platform/toasts';
import { ResponsiveDialog } from '../../../../ui/responsive-dialog';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';
import type { WorkTarget } from './message-menu';

const doneText = {
  inbox: 'Item criado na caixa de entrada.',
  task: 'Tarefa criada.',
  note: 'Nota salva no contato.',
} as const;

function toWork(message: Message, body: MessageToWorkBody, onDone: () => void) {
  conversationApi
    .toWork(message.id, body)
    .then((result) =>
      notify.success(html`${doneText[result.to]} <a href="${result.link}">Abrir</a>`),
    )
    .catch((e: Error) => notify.error(e.message))
    .finally(onDone);
}

/** "Transformar em…": an inbox item or a contact note at once; a task in a chosen list; a finance entry prefilled. */
export function ToWork({
  message,
  to,
  onDone,
}: {
  message: Message;
  to: WorkTarget;
  onDone: () => void;
}) {
  const started = useRef(false);
  useEffect(() => {
    if ((to === 'inbox' || to === 'note') && !started.current) {
      started.current = true;
      toWork(message, { to }, onDone);
    }
  }, [message, to, onDone]);

  if (to === 'task') return <TaskListDialog message={message} onDone={onDone} />;
  if (to === 'finance')
    return (
      <FinanceEntryDialog
        open
        preset={{ value: amountInText(message.text), description: message.text.slice(0, 200) }}
        onClose={onDone}
      />
    );
  return null;
}

function TaskListDialog({ message, onDone }: { message: Message; onDone: () => void }) {
  const lists = useQuery({
    queryKey: conversationKeys.taskLists(),
    queryFn: ({ signal }) => conversationApi.taskLists({ signal }),
    staleTime: 60_000,
  });
  const [listId, setListId] = useState('');
  const [busy, setBusy] = useState(false);
  const items = lists.data?.items ?? [];
  return (
    <ResponsiveDialog open onClose={onDone} aria-labelledby="to-task-title">
      <DialogTitle id="to-task-title">Transformar em tarefa</DialogTitle>
      <DialogContent dividers>
        <TextField
          select
          fullWidth
          label="Lista"
          value={listId}
          onChange={(e) => setListId(e.target.value)}
          helperText={
            lists.error?.message ??
            (lists.data && items.length === 0 ? 'Nenhuma lista neste espaço.' : ' ')
          }
          error={!!lists.error}
        >
          {items.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!listId || busy}
          onClick={() => {
            setBusy(true);
            toWork(message, { to: 'task', listId }, onDone);
          }}
        >
          Criar tarefa
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
