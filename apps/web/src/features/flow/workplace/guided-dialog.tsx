import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Paper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { InboxItem, Process, ProcessItemBody, TaskList } from '@orbita/contracts/flow';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useShortcut } from '../../../platform/keyboard';
import { useSession } from '../../../platform/session/use-session';
import { notify } from '../../../platform/toasts';
import { inboxQueries } from '../inbox/api/queries';
import { ItemChips } from '../inbox/components/item-chips';
import { DETAILS_FORM_ID, GuidedDetails } from './guided-details';
import { currentId, guidedReducer, progressLabel, startGuided } from './guided-machine';
import { answerForKey, Question, type Answer } from './guided-questions';
import { useProcessItem } from './use-inbox-actions';

interface GuidedDialogProps {
  /** The queue at the start, in inbox order. */
  queue: InboxItem[];
  /** Every open item now (to drop the ones processed elsewhere). */
  openIds: string[];
  lists: TaskList[];
  processes: Process[];
  onClose: () => void;
}

/** One item at a time through the GTD questions; every answer is a key press away. */
export function GuidedDialog({ queue, openIds, lists, processes, onClose }: GuidedDialogProps) {
  const [state, dispatch] = useReducer(guidedReducer, queue, (q) =>
    startGuided(q.map((i) => i.id)),
  );
  const [chosenListId, setListId] = useState('');
  const small = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const process = useProcessItem();
  const workspaceId = useSession()?.workspaceId;
  const members = useQuery({
    ...inboxQueries.members(typeof workspaceId === 'string' ? workspaceId : ''),
    enabled: state.action === 'delegate' && typeof workspaceId === 'string',
  });
  const [items] = useState(() => new Map(queue.map((i) => [i.id, i])));
  const id = currentId(state);
  const item = id ? items.get(id) : undefined;

  // The chosen list, or the first one while none is chosen (or the chosen one was deleted).
  const listId = lists.some((l) => l.id === chosenListId) ? chosenListId : (lists[0]?.id ?? '');

  // While an answer is on its way, its own realtime echo must not count as "done elsewhere".
  const pending = process.isPending;
  useEffect(() => {
    if (!pending) dispatch({ type: 'sync', openIds });
  }, [openIds, pending]);

  const send = (body: ProcessItemBody) => {
    if (!item || pending) return;
    process.mutate(
      { item, body },
      { onSuccess: () => dispatch({ type: 'processed', id: item.id }) },
    );
  };
  const answer = (a: Answer) => {
    if (a.direct) send({ action: a.direct });
    else if (a.event) dispatch(a.event);
  };

  // On the window, not the dialog: an answered button disappears and takes the focus with it.
  // Keys typed into a field (the new list's name, a date) are text, never answers.
  useShortcut((event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const key = event.key;
    const found = answerForKey(state.step, key);
    if (found && !pending) {
      answer(found);
      return true;
    }
    if ((key === 'Backspace' || key.toLowerCase() === 'v') && state.trail.length > 0 && !pending) {
      dispatch({ type: 'back' });
      return true;
    }
    if (
      key === 'Enter' &&
      state.step === 'details' &&
      !(event.target instanceof HTMLButtonElement)
    ) {
      // Enter confirms the details wherever the focus is (it may have left with an answered button).
      document.querySelector<HTMLFormElement>(`#${DETAILS_FORM_ID}`)?.requestSubmit();
      return true;
    }
    if (key === 'ArrowRight' && state.step !== 'finished' && !pending) {
      dispatch({ type: 'skip' });
      return true;
    }
    return false;
  });

  useEffect(() => {
    if (state.step === 'finished' && state.processed > 0)
      notify.success(
        state.processed === 1 ? '1 item processado.' : `${state.processed} itens processados.`,
      );
  }, [state.step, state.processed]);

  const total = state.ids.length;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={small}
      aria-labelledby="guided-title"
    >
      <DialogTitle id="guided-title" sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
        <Box sx={{ flex: 1 }}>Processar a caixa de entrada</Box>
        {state.step !== 'finished' && (
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            data-testid="guided-progress"
          >
            {progressLabel(state)}
          </Typography>
        )}
      </DialogTitle>
      <LinearProgress
        variant="determinate"
        value={total ? (Math.min(state.index, total) / total) * 100 : 100}
        aria-label="Progresso"
      />
      <DialogContent sx={{ pt: 2 }}>
        {state.step === 'finished' || !item ? (
          <Box sx={{ textAlign: 'center', py: 4 }} role="status">
            <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h6" component="p">
              Caixa de entrada processada!
            </Typography>
            <Typography color="text.secondary">
              {state.processed} processado(s){state.skipped ? `, ${state.skipped} pulado(s)` : ''}.
            </Typography>
          </Box>
        ) : (
          <>
            <Paper
              variant="outlined"
              sx={{ p: 2, mb: 3, bgcolor: 'action.hover' }}
              data-testid="guided-item"
            >
              <Typography
                variant="body2"
                color="primary"
                sx={{ fontFamily: 'monospace', fontWeight: 600 }}
              >
                {item.code}
              </Typography>
              <Typography sx={{ wordBreak: 'break-word', my: 0.5 }}>{item.content}</Typography>
              <ItemChips item={item} />
            </Paper>
            {state.step === 'details' && state.action ? (
              <GuidedDetails
                key={`${item.id}-${state.action}`}
                action={state.action}
                item={item}
                lists={lists}
                processes={processes}
                members={members.data}
                listId={listId}
                onListChange={setListId}
                onSubmit={send}
                busy={pending}
              />
            ) : (
              <Question step={state.step} onAnswer={answer} busy={pending} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {state.step !== 'finished' && (
          <>
            <Button
              onClick={() => dispatch({ type: 'back' })}
              disabled={state.trail.length === 0 || pending}
              aria-keyshortcuts="V"
            >
              Voltar (V)
            </Button>
            <Button
              onClick={() => dispatch({ type: 'skip' })}
              disabled={pending}
              aria-keyshortcuts="ArrowRight"
            >
              Pular (→)
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} variant={state.step === 'finished' ? 'contained' : 'text'}>
          {state.step === 'finished' ? 'Concluir' : 'Fechar (Esc)'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
