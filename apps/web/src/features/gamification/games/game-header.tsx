import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { gameStatusLabels, type Game } from '@orbita/contracts/gamification';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { useCan } from '../../../platform/session/app-state';
import { NexosButton } from '../../../platform/nexos';
import { SaveAsStructureButton } from '../../../platform/structures/save-as-structure';
import { EditGameDialog } from './edit-game-dialog';
import { participantsText } from './game-card';

export const playLink = (code: string) => `${window.location.origin}/play/${code}`;

async function copyLink(code: string) {
  const link = playLink(code);
  try {
    await navigator.clipboard.writeText(link);
    notify.check('Link copiado.');
  } catch {
    // No clipboard (an http page, a denied permission): show the link so it can be copied by hand.
    notify.info(`Copie o link: ${link}`);
  }
}

/** The game's title row and its public code: what a creator shares to bring players in. */
export function GameHeader({ game }: { game: Game }) {
  const canManage = useCan('structure.manage', 'games');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={game.name}
        subtitle="Gamificação"
        actions={
          <>
            {canManage && (
              <SaveAsStructureButton kind="jogo" recordId={game.id} recordName={game.name} />
            )}
            <NexosButton kind="jogo" id={game.id} name={game.name} />
            <Button component={Link} to="/gamificacao/gamificacoes" startIcon={<ArrowBack />}>
              Gamificações
            </Button>
          </>
        }
      />
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 2,
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'stretch', md: 'center' },
          flexDirection: { xs: 'column', md: 'row' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Chip
              size="small"
              label={gameStatusLabels[game.status]}
              color={game.status === 'active' ? 'success' : 'default'}
            />
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', color: 'text.secondary' }}
            >
              <PeopleOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{participantsText(game.participantsCount)}</Typography>
            </Stack>
          </Stack>
          {game.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {game.description}
            </Typography>
          )}
        </Box>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Box>
            <Typography variant="caption" color="text.secondary" component="p" id="game-code-label">
              Código
            </Typography>
            <Typography
              data-testid="game-code"
              aria-labelledby="game-code-label"
              sx={{
                fontFamily: 'monospace',
                fontSize: '1.4rem',
                fontWeight: 700,
                letterSpacing: 3,
                lineHeight: 1.2,
              }}
            >
              {game.code}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<ContentCopyOutlined />}
            onClick={() => void copyLink(game.code)}
          >
            Copiar link
          </Button>
          {canManage && (
            <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              Editar
            </Button>
          )}
        </Stack>
      </Paper>
      {editing && <EditGameDialog game={game} onClose={() => setEditing(false)} />}
    </>
  );
}
