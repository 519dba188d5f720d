import { Box, Divider } from '@mui/material';
import type { ReviewKind } from '@orbita/contracts/reviews';
import { AudienceSection } from './audience-section';
import { CommentsSection } from './comments-section';

/**
 * The "testing" review of a publication or a page, mounted by their editors (the Revisão
 * tab): who reviews it (members, teams, e-mails with a signed link) and the comments they
 * left, anchored to the text, with replies and Resolver/Reabrir. Live: keys of the entity
 * `reviews`, so a reviewer's comment appears without reload.
 */
export function ReviewPanel({ kind, recordId }: { kind: ReviewKind; recordId: string }) {
  const record = { kind, recordId };
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <AudienceSection record={record} />
      <Divider />
      <CommentsSection record={record} />
    </Box>
  );
}
