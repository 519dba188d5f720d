import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import { Box, Button, Chip, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import type { Person, UpdatePersonBody } from '@orbita/contracts/people';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { notify } from '../../../platform/toasts';
import { PersonAvatar } from '../list/person-avatar';
import { personPath } from '../list/people-rows';
import { documentText } from '../lib/format';

/**
 * The person's header: picture (from the media library), name, kind, document, company and
 * role, tags, and the way back; "Excluir" for who may write.
 */
export function PersonHeader({
  person,
  canWrite,
  save,
  onDelete,
}: {
  person: Person;
  canWrite: boolean;
  save: (body: UpdatePersonBody) => Promise<Person | undefined>;
  onDelete: () => void;
}) {
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    document.title = `${person.name} · Orbita`;
  }, [person.name]);
  const setAvatar = (avatarMediaId: string | null, done: string) =>
    void save({ avatarMediaId }).then(
      (saved) => saved && notify.check(done),
      (error: Error) => notify.error(error.message),
    );
  const doc = documentText(person);
  return (
    <Box component="header" sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="/pessoa/pessoas" startIcon={<ArrowBack />}>
          Pessoas
        </Button>
        <Box sx={{ flex: 1 }} />
        {canWrite && (
          <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
            Excluir
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ position: 'relative', flex: 'none' }}>
          <PersonAvatar person={person} size={88} />
          {canWrite && (
            <Tooltip title="Trocar foto">
              <IconButton
                aria-label="Trocar foto"
                size="small"
                onClick={() => setPicking(true)}
                sx={{
                  position: 'absolute',
                  right: -4,
                  bottom: -4,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <PhotoCameraOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {person.kind === 'company' ? 'Empresa' : 'Pessoa'}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            sx={{
              fontWeight: 500,
              fontSize: { xs: '1.6rem', md: '2rem' },
              overflowWrap: 'anywhere',
            }}
          >
            {person.name}
          </Typography>
          {(doc || person.companyName || person.role) && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[
                doc,
                person.role,
                person.companyId && person.companyName ? null : person.companyName,
              ]
                .filter(Boolean)
                .join(' · ')}
              {person.companyId && person.companyName && (
                <>
                  {doc || person.role ? ' · ' : ''}
                  <MuiLink component={Link} to={personPath(person.companyId)}>
                    {person.companyName}
                  </MuiLink>
                </>
              )}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {person.userId && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                icon={<SportsEsportsOutlined />}
                label="Player"
              />
            )}
            {person.tags.map((t) => (
              <Chip key={t} size="small" label={t} />
            ))}
          </Box>
          {canWrite && person.avatarMediaId && (
            <Box>
              <Button
                size="small"
                onClick={() => setAvatar(null, 'Foto removida.')}
                sx={{ px: 0.5, minWidth: 0 }}
              >
                Remover foto
              </Button>
            </Box>
          )}
        </Box>
      </Box>
      <MediaPickerDialog
        open={picking}
        title={`Foto de ${person.name}`}
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          setAvatar(file.id, 'Foto trocada.');
        }}
      />
    </Box>
  );
}
