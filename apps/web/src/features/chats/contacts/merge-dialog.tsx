import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { Contact } from '@orbita/contracts/chats';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { useId, useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useMergeContacts } from '../api/mutations';

function Summary({ contact }: { contact: Contact }) {
  const details = [
    ...contact.phones.map((p) => formatPhoneBR(p.e164)),
    ...contact.emails,
    contact.company,
  ].filter(Boolean);
  return (
    <Box component="span" sx={{ display: 'grid' }}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {contact.name}
      </Typography>{' '}
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {details.join(' · ') || 'Sem telefone nem e-mail'} ·{' '}
        {contact.conversationCount === 1 ? '1 conversa' : `${contact.conversationCount} conversas`}
      </Typography>
    </Box>
  );
}

/**
 * "Mesclar": the person chooses which of the two stays; the other's phones, e-mails, tags and
 * conversations move to it and it goes.
 */
export function MergeDialog({ a, b, onClose }: { a: Contact; b: Contact; onClose: () => void }) {
  const titleId = useId();
  const [keepId, setKeepId] = useState(a.id);
  const [problem, setProblem] = useState<string | null>(null);
  const merge = useMergeContacts();
  const source = keepId === a.id ? b : a;
  const confirm = () =>
    merge.mutate(
      { keepId, sourceId: source.id },
      {
        onSuccess: (kept) => {
          notify.check(`Contatos mesclados em "${kept.name}".`);
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Mesclar contatos</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Typography>
            Qual contato fica? O outro é excluído e tudo dele passa para o que fica.
          </Typography>
          <RadioGroup
            aria-label="Contato que fica"
            value={keepId}
            onChange={(e) => setKeepId(e.target.value)}
            sx={{ gap: 1 }}
          >
            {[a, b].map((c) => (
              <FormControlLabel
                key={c.id}
                value={c.id}
                control={<Radio />}
                label={<Summary contact={c} />}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
              />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary">
            Telefones, e-mails, etiquetas e conversas de “{source.name}” passam para o contato que
            fica.
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" loading={merge.isPending} onClick={confirm}>
          Mesclar
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
