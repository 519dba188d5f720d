import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { Publication } from '@orbita/contracts/publications';
import { useId, useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { notify } from '../../../platform/toasts';
import { DateTimeField } from '../../../ui/date-field';
import { usePublishPublication } from '../api/mutations';
import type { PublicationSave } from './use-publication-save';

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY [às] HH:mm');

/** "Agendar publicação": a future date-time, or the one set with "Cancelar agendamento". */
function ScheduleField({ item, save }: { item: Publication; save: PublicationSave }) {
  const [wall, setWall] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (scheduledAt: string | null) => {
    setBusy(true);
    try {
      const saved = await save({ scheduledAt });
      if (saved) {
        setWall('');
        notify.success(
          scheduledAt ? `Agendada para ${when(scheduledAt)}.` : 'Agendamento cancelado.',
        );
      }
    } catch {
      // The toast said why; the chosen date stays to be corrected.
    } finally {
      setBusy(false);
    }
  };
  if (item.scheduledAt)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" loading={busy} onClick={() => void run(null)}>
            Cancelar agendamento
          </Button>
        }
      >
        Agendada para {when(item.scheduledAt)}
      </Alert>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <DateTimeField
        size="small"
        label="Agendar publicação"
        value={wall}
        onChange={setWall}
        sx={{ flex: '1 1 200px' }}
      />
      <Button
        variant="outlined"
        disabled={!wall}
        loading={busy}
        onClick={() => void run(dayjs(wall).format('YYYY-MM-DDTHH:mm:ssZ'))}
        sx={{ minHeight: 40 }}
      >
        Agendar
      </Button>
    </Box>
  );
}

/**
 * Asks before publishing (the primary colour: it is the step the person came for) or taking
 * down (red: the public loses the address).
 */
function AskDialog({
  open,
  title,
  text,
  confirmLabel,
  danger,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button
          color={danger ? 'error' : 'primary'}
          variant="contained"
          loading={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Criador and up: publish the draft (the first time, or its changes) as the next revision,
 * schedule it, or take the publication down. Each asks first, saying what the public sees.
 */
export function PublishSection({ item, save }: { item: Publication; save: PublicationSave }) {
  const publish = usePublishPublication(item.id);
  const [asking, setAsking] = useState<'publish' | 'unpublish' | null>(null);
  const live = item.status === 'production';
  const nextNumber = (item.liveRevisionNumber ?? 0) + 1;
  const confirm = () =>
    publish.mutate(asking === 'publish', {
      onSuccess: (saved) => {
        notify.success(
          asking === 'publish'
            ? `Publicada: revisão ${saved.liveRevisionNumber ?? nextNumber} no ar.`
            : 'A publicação saiu do ar e voltou a rascunho.',
        );
        setAsking(null);
      },
      onError: (error) => notify.error(error.message),
    });
  return (
    <Box component="section" aria-label="Publicação" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        Publicação
      </Typography>
      {live && (
        <Typography variant="body2" color="text.secondary">
          No ar: revisão {item.liveRevisionNumber ?? '—'}
          {item.hasUnpublishedChanges
            ? ' · há alterações no rascunho que o público ainda não vê.'
            : ' · o público vê o mesmo que o rascunho.'}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Offered while live even when the server saw no change yet: the body's edits reach
            its flag only on the next read, and the person who just typed wants to publish now. */}
        <Button
          variant={!live || item.hasUnpublishedChanges ? 'contained' : 'outlined'}
          onClick={() => setAsking('publish')}
        >
          {live ? 'Publicar alterações' : 'Publicar'}
        </Button>
        {live && (
          <Button variant="outlined" color="error" onClick={() => setAsking('unpublish')}>
            Despublicar
          </Button>
        )}
      </Stack>
      <ScheduleField item={item} save={save} />
      <AskDialog
        open={asking !== null}
        title={
          asking === 'unpublish'
            ? 'Tirar a publicação do ar?'
            : live
              ? 'Publicar as alterações agora?'
              : 'Publicar agora?'
        }
        text={
          asking === 'unpublish'
            ? 'O endereço público deixa de abrir agora e a publicação volta a rascunho. As revisões continuam no histórico.'
            : `A versão pública muda agora: quem abrir o endereço passa a ver o rascunho atual, como revisão ${nextNumber}.${live && !item.hasUnpublishedChanges ? ' Até onde sabemos, o rascunho está igual à versão no ar.' : ''}`
        }
        confirmLabel={asking === 'unpublish' ? 'Despublicar' : 'Publicar'}
        danger={asking === 'unpublish'}
        busy={publish.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Box>
  );
}
