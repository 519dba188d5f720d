import FacebookIcon from '@mui/icons-material/Facebook';
import { Box, Button, Chip, Divider, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import {
  facebookQueries,
  useConnectFacebook,
  useDisconnectFacebook,
  useStartFacebook,
} from '../api/facebook-api';
import { useFacebookReturn } from './facebook-return';
import { FormAlert } from './form-alert';

/**
 * Facebook in the profile's "Conexões" (spec §2): shown only when the server has the app
 * configured (or the person still has a link to undo). Conectar goes through Facebook's
 * dialog and comes back to this page; Desconectar answers at once.
 */
export function FacebookConnection() {
  const connection = useQuery(facebookQueries.connection());
  const [refusal, setRefusal] = useState<string | null>(null);
  const connect = useConnectFacebook();
  useFacebookReturn(
    (body) => connect.mutate(body, { onSuccess: () => notify.success('Facebook conectado.') }),
    setRefusal,
  );
  const start = useStartFacebook();
  const disconnect = useDisconnectFacebook();

  if (connection.isPending)
    return (
      <Skeleton variant="rounded" height={48} aria-label="Carregando conexão com o Facebook" />
    );
  if (connection.isError)
    return (
      <FormAlert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void connection.refetch()}>
            Tentar de novo
          </Button>
        }
      >
        Não foi possível ver a conexão com o Facebook.
      </FormAlert>
    );
  const { available, linked, name } = connection.data;
  if (!available && !linked && !connect.isPending) return null;

  const busy = start.isPending || connect.isPending || disconnect.isPending;
  const error = refusal ?? (start.error ?? connect.error ?? disconnect.error)?.message;
  const reset = () => {
    setRefusal(null);
    start.reset();
    connect.reset();
    disconnect.reset();
  };

  let status = 'Não conectado';
  if (connect.isPending) status = 'Conectando…';
  else if (linked) status = 'Conectado';

  return (
    <>
      <Divider sx={{ my: 1 }} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 }}
        aria-busy={busy}
      >
        <FacebookIcon sx={{ color: '#1877F2' }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 120 }}>
          <Typography sx={{ fontWeight: 500 }}>Facebook</Typography>
          {linked && name && (
            <Typography variant="body2" color="text.secondary" noWrap title={name}>
              como {name}
            </Typography>
          )}
        </Box>
        <Chip size="small" color={linked ? 'success' : 'default'} label={status} />
        <Box
          sx={{ width: { xs: '100%', sm: 'auto' }, display: 'flex', justifyContent: 'flex-end' }}
        >
          {linked ? (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => {
                reset();
                disconnect.mutate(undefined, {
                  onSuccess: () => notify.success('Facebook desconectado.'),
                });
              }}
            >
              {disconnect.isPending ? 'Desconectando…' : 'Desconectar'}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={busy || !available}
              startIcon={<FacebookIcon />}
              sx={{ bgcolor: '#1877F2', '&:hover': { bgcolor: '#166FE5' } }}
              onClick={() => {
                reset();
                start.mutate();
              }}
            >
              {start.isPending || start.isSuccess ? 'Abrindo o Facebook…' : 'Conectar'}
            </Button>
          )}
        </Box>
      </Box>
      <FormAlert severity="error">{error}</FormAlert>
    </>
  );
}
