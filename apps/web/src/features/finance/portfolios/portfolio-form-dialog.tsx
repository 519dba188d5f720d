import { createPortfolioBodySchema, type Portfolio } from '@orbita/contracts/finance';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { financeKeys } from '../api/keys';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useCreatePortfolio, useUpdatePortfolio } from './portfolios-api';

/** "Novo portfólio" / "Renomear portfólio": name and description, checked by the contract's schema. */
export function PortfolioFormDialog({
  portfolio,
  open,
  onClose,
  onSaved,
}: {
  portfolio: Portfolio | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const [name, setName] = useState(portfolio?.name ?? '');
  const [description, setDescription] = useState(portfolio?.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePortfolio();
  const update = useUpdatePortfolio();
  const client = useQueryClient();
  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(portfolio?.version);
  const done = (saved: Portfolio) => {
    onSaved?.(saved.id);
    onClose();
  };
  const versioned = useVersionedSave<Portfolio, { name: string; description?: string }>({
    send: (body) => update.mutateAsync({ id: portfolio!.id, body }),
    // Portfolios are read through the finance queries: they reload with the newer one.
    writeCurrent: () => void client.invalidateQueries({ queryKey: financeKeys.all }),
    labels: { name: 'Nome', description: 'Descrição' },
    onReapplied: done,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPortfolioBodySchema.safeParse({ name, description });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
    setProblem(null);
    try {
      const saved = portfolio
        ? // A stale version: the conflict dialog takes over, this form stays open.
          await versioned.save(
            { name: parsed.data.name, description: parsed.data.description },
            openedVersion,
          )
        : await create.mutateAsync({
            name: parsed.data.name,
            description: parsed.data.description,
          });
      if (saved) done(saved);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="portfolio-form-title">
      {versioned.dialog}
      <form onSubmit={submit} noValidate>
        <DialogTitle id="portfolio-form-title">
          {portfolio ? 'Renomear portfólio' : 'Novo portfólio'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              label="Nome"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
            />
            <TextField
              label="Descrição"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
