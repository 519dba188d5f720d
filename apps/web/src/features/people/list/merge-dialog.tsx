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
import type { Person } from '@orbita/contracts/people';
import { useId, useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useMergePeople } from '../api/mutations';
import { documentText, emailsText, phonesText } from '../lib/format';

function Summary({ person }: { person: Person }) {
  const details = [
    documentText(person),
    ...phonesText(person),
    ...emailsText(person),
    person.companyName,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box component="span" sx={{ display: 'grid' }}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {person.name}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {details || 'Sem documento, telefone nem e-mail'}
      </Typography>
    </Box>
  );
}

/**
 * "Mesclar": the person chooses who stays; the others' e-mails, phones, tags, links (tasks,
 * entries, conversations…) and notes move to it, and they go. Asked once more before it runs.
 */
export function MergeDialog({ people, onClose }: { people: Person[]; onClose: () => void }) {
  const titleId = useId();
  const [keepId, setKeepId] = useState(people[0]!.id);
  const [problem, setProblem] = useState<string | null>(null);
  const merge = useMergePeople();
  const others = people.filter((p) => p.id !== keepId);
  const confirm = () =>
    // The promise: merging removes rows (and maybe this group) before the callbacks would run.
    void merge.mutateAsync({ keepId, mergeIds: others.map((p) => p.id) }).then(
      (kept) => {
        notify.check(`Cadastros mesclados em "${kept.name}".`);
        onClose();
      },
      (error: Error) => setProblem(error.message),
    );
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Mesclar cadastros</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Typography>Qual cadastro fica?</Typography>
          <RadioGroup
            aria-label="Cadastro que fica"
            value={keepId}
            onChange={(e) => setKeepId(e.target.value)}
            sx={{ gap: 1 }}
          >
            {people.map((p) => (
              <FormControlLabel
                key={p.id}
                value={p.id}
                control={<Radio />}
                label={<Summary person={p} />}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
              />
            ))}
          </RadioGroup>
          <Alert severity="warning">
            {others.map((p) => `“${p.name}”`).join(', ')}{' '}
            {others.length === 1 ? 'será excluído' : 'serão excluídos'}: e-mails, telefones,
            etiquetas, notas e vínculos (tarefas, lançamentos, conversas, publicações) passam para o
            cadastro que fica. Não dá para desfazer.
          </Alert>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" color="warning" loading={merge.isPending} onClick={confirm}>
          Mesclar
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
