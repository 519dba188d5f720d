import {
  Alert,
  Box,
  CircularProgress,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { PublicationRevisionSummary } from '@orbita/contracts/publications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { publicationsQueries } from '../api/queries';
import { DiffView } from './diff-view';

type Against = 'anterior' | 'rascunho';

/**
 * What changed in revision `revision`: against the one before it (what this publish changed)
 * or against the current draft (what publishing now would change). Added words are the newer
 * side's: this revision's against the previous, the draft's against this revision.
 */
export function RevisionDiff({
  publicationId,
  revision,
  previous,
}: {
  publicationId: string;
  revision: PublicationRevisionSummary;
  previous: PublicationRevisionSummary | undefined;
}) {
  const [against, setAgainst] = useState<Against>(previous ? 'anterior' : 'rascunho');
  const shown = previous ? against : 'rascunho';
  const diff = useQuery(
    shown === 'anterior' && previous
      ? publicationsQueries.diff(publicationId, previous.id, revision.id)
      : publicationsQueries.diff(publicationId, revision.id, 'draft'),
  );
  const label =
    shown === 'anterior' && previous
      ? `Diferenças da revisão ${previous.number} para a ${revision.number}`
      : `Diferenças da revisão ${revision.number} para o rascunho atual`;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={shown}
        onChange={(_e, value: Against | null) => value && setAgainst(value)}
        aria-label="Comparar com"
      >
        <ToggleButton value="anterior" disabled={!previous}>
          Revisão anterior
        </ToggleButton>
        <ToggleButton value="rascunho">Rascunho atual</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {label}:{' '}
        <ins style={{ textDecoration: 'none', color: '#1e6b34' }}>em verde o que entrou</ins>,{' '}
        <del style={{ color: '#a4262c' }}>riscado em vermelho o que saiu</del>.
      </Typography>
      {diff.isPending ? (
        <CircularProgress size={24} aria-label="Carregando as diferenças" />
      ) : diff.isError ? (
        <Alert severity="error">{diff.error.message}</Alert>
      ) : (
        <>
          <DiffView runs={diff.data.parts} label={label} />
          {diff.data.truncated && (
            <Typography variant="caption" color="text.secondary">
              A comparação é longa e foi cortada.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
