import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../../platform/session/use-session';
import { notify } from '../../../platform/toasts';
import type { PublicGame } from '@orbita/contracts/gamification';
import { playApi } from '../api/play-api';
import { gamificationKeys } from '../api/keys';
import { signInHref } from './normalize-code';

const inventory = '/gamificacao/player/inventario';

/**
 * "Participar": signed in, joins (idempotent) and opens the inventory; signed out, goes to
 * sign in or create an account with `next` back to this game (the auth feature's mechanism).
 */
export function JoinActions({ game }: { game: PublicGame }) {
  const session = useSession();
  const signedIn = !!session?.token;
  const navigate = useNavigate();
  const client = useQueryClient();
  const join = useMutation({
    mutationFn: () => playApi.join(game.code),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: gamificationKeys.all });
      notify.success(`Você agora participa de ${game.name}.`);
      await navigate(inventory);
    },
    onError: (error) => notify.error(error.message),
  });

  if (signedIn && game.joined)
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Typography color="success.main" sx={{ fontWeight: 500 }}>
          Você já participa deste jogo.
        </Typography>
        <Button component={RouterLink} to={inventory} variant="outlined">
          Ver meu inventário
        </Button>
      </Box>
    );

  if (signedIn)
    return (
      <Box sx={{ mt: 1 }}>
        <Button
          variant="contained"
          size="large"
          loading={join.isPending}
          onClick={() => join.mutate()}
        >
          Participar
        </Button>
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1, justifyItems: 'start' }}>
      <Typography color="text.secondary">
        Entre na sua conta ou crie uma para participar. Você volta para este jogo em seguida.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          onClick={() => void navigate(signInHref(game.code, 'entrar'))}
        >
          Participar
        </Button>
        <Button
          variant="outlined"
          size="large"
          component={RouterLink}
          to={signInHref(game.code, 'criar-conta')}
        >
          Criar conta
        </Button>
      </Box>
    </Box>
  );
}
