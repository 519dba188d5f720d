import { Chip } from '@mui/material';
import {
  publicationStatusLabels,
  publicationVisibilityLabels,
  type PublicationStatus,
  type PublicationVisibility,
} from '@orbita/contracts/explore';

/** Rascunho grey, Teste amber, Produção green (the label is always written: colour is a hint). */
const statusColors: Record<PublicationStatus, 'default' | 'warning' | 'success'> = {
  draft: 'default',
  testing: 'warning',
  production: 'success',
};

export function StatusChip({ status }: { status: PublicationStatus }) {
  return (
    <Chip
      size="small"
      color={statusColors[status]}
      label={publicationStatusLabels[status]}
      aria-label={`Status: ${publicationStatusLabels[status]}`}
    />
  );
}

export function VisibilityChip({ visibility }: { visibility: PublicationVisibility }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={publicationVisibilityLabels[visibility]}
      aria-label={`Visibilidade: ${publicationVisibilityLabels[visibility]}`}
    />
  );
}

/** Live, but the draft differs from what the public reads. */
export function UnpublishedChip() {
  return <Chip size="small" color="info" variant="outlined" label="Alterações não publicadas" />;
}
