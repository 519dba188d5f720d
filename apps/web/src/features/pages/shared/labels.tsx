import { Chip, Stack } from '@mui/material';
import {
  publicationStatusLabels,
  publicationVisibilityLabels,
  type PublicationStatus,
  type PublicationVisibility,
} from '@orbita/contracts/explore';

const statusColor: Record<PublicationStatus, 'default' | 'warning' | 'success'> = {
  draft: 'default',
  testing: 'warning',
  production: 'success',
};

/** Status and visibility as chips with the contracts' pt-BR labels, plus the "changes" flag. */
export function PageChips({
  status,
  visibility,
  unpublished,
  hidden,
}: {
  status: PublicationStatus;
  visibility: PublicationVisibility;
  unpublished: boolean;
  hidden: boolean;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" color={statusColor[status]} label={publicationStatusLabels[status]} />
      <Chip size="small" variant="outlined" label={publicationVisibilityLabels[visibility]} />
      {unpublished && (
        <Chip size="small" color="info" variant="outlined" label="Alterações não publicadas" />
      )}
      {hidden && <Chip size="small" color="error" label="Oculta pela moderação" />}
    </Stack>
  );
}
