import CancelIcon from '@mui/icons-material/Cancel';
import GroupsIcon from '@mui/icons-material/Groups';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PersonIcon from '@mui/icons-material/Person';
import { Alert, Box, Chip, Skeleton, Typography } from '@mui/material';
import type { ReviewAudienceEntry } from '@orbita/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../session/app-state';
import { AudienceAddForm } from './audience-add-form';
import { reviewApi, reviewQueries, type ReviewRecord } from './review-api';
import { useReviewMutation } from './use-review-mutation';

const icons = {
  member: <PersonIcon />,
  team: <GroupsIcon />,
  email: <MailOutlineIcon />,
} as const;

const listSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;

function chipLabel(entry: ReviewAudienceEntry): string {
  if (entry.type === 'team' && entry.memberCount !== null)
    return `${entry.name} (${entry.memberCount})`;
  return entry.name;
}

/** Who reads the record while it is in Teste, and (Criador and up) who is added or revoked. */
export function AudienceSection({ record }: { record: ReviewRecord }) {
  const audience = useQuery(reviewQueries.audience(record));
  const canManage = useCan('structure.manage');
  const revoke = useReviewMutation(record, (entryId: string) => reviewApi.revoke(record, entryId));
  return (
    <Box
      component="section"
      aria-labelledby="review-audience-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="review-audience-title" variant="subtitle1" component="h3">
        Quem revisa
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Enquanto o status for Teste, estas pessoas leem o rascunho e comentam trechos do texto. Quem
        recebe por e-mail abre por um link assinado, sem entrar no Orbita.
      </Typography>
      {audience.isPending ? (
        <Skeleton variant="rounded" height={32} aria-label="Carregando quem revisa" />
      ) : audience.isError ? (
        <Alert severity="error">{audience.error.message}</Alert>
      ) : audience.data.items.length === 0 ? (
        <Typography variant="body2">Ninguém convidado ainda.</Typography>
      ) : (
        <Box component="ul" aria-label="Quem revisa" sx={listSx}>
          {audience.data.items.map((entry) => (
            <li key={entry.id}>
              <Chip
                icon={icons[entry.type]}
                label={chipLabel(entry)}
                onDelete={canManage ? () => revoke.mutate(entry.id) : undefined}
                deleteIcon={
                  <CancelIcon
                    aria-hidden={false}
                    role="button"
                    aria-label={`Revogar ${chipLabel(entry)}`}
                  />
                }
              />
            </li>
          ))}
        </Box>
      )}
      {canManage && <AudienceAddForm record={record} />}
    </Box>
  );
}
