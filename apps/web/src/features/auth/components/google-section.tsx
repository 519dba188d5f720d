import { Box, Divider } from '@mui/material';
import { GoogleSignIn, googleClientIdFromEnv } from '../../../platform/google-sign-in';
import { useGoogleLogin } from '../api/mutations';
import { FormAlert } from './form-alert';

/** "Continuar com o Google" (spec §2, §5); absent when this build has no Google client id. */
export function GoogleSection() {
  const clientId = googleClientIdFromEnv();
  const google = useGoogleLogin();
  if (!clientId) return null;
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
