import FacebookIcon from '@mui/icons-material/Facebook';
import { Box, Button, Divider } from '@mui/material';
import { useState } from 'react';
import { useFacebookSignIn, useStartFacebookSignIn } from '../api/facebook-api';
import { useFacebookReturn } from './facebook-return';
import { FormAlert } from './form-alert';

/**
 * "Continuar com o Facebook" on the sign-in form, when the server has the Facebook app:
 * for people who linked Facebook on their profile. The dialog sends the browser back to `/`,
 * where the code becomes a session.
 */
export function FacebookSignIn({ divider = true }: { divider?: boolean }) {
  const start = useStartFacebookSignIn();
  const signIn = useFacebookSignIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  useFacebookReturn((body) => signIn.mutate(body), setRefusal);
  const error = refusal ?? (start.error ?? signIn.error)?.message;
  const busy = start.isPending || start.isSuccess || signIn.isPending || signIn.isSuccess;
  let label = 'Continuar com o Facebook';
  if (signIn.isPending || signIn.isSuccess) label = 'Entrando…';
  else if (start.isPending || start.isSuccess) label = 'Abrindo o Facebook…';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {divider && <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>ou</Divider>}
      <Button
        variant="outlined"
        size="large"
        startIcon={<FacebookIcon sx={{ color: '#1877F2' }} />}
        disabled={busy}
        onClick={() => {
          setRefusal(null);
          signIn.reset();
          start.mutate();
        }}
      >
        {label}
      </Button>
      <FormAlert severity="error">{error}</FormAlert>
    </Box>
  );
}
