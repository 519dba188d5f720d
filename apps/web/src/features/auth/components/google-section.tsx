import { Box, Divider } from '@mui/material';
import { GoogleSignIn } from '../../../platform/google-sign-in';
import { useGoogleLogin } from '../api/mutations';
import { FormAlert } from './form-alert';

/** "Continuar com o Google" (spec §2, §5), with the server's client id (public config). */
export function GoogleSection({ clientId }: { clientId: string }) {
  const google = useGoogleLogin();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>ou</Divider>
      <GoogleSignIn
        id="google-signin"
        clientId={clientId}
        onSuccess={(credential) => google.mutate(credential)}
        prompt
      />
      {google.isError && <FormAlert severity="error">{google.error.message}</FormAlert>}
    </Box>
  );
}
