import { Box, Button, Link, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { googleClientIdOf } from '../../../platform/google-sign-in/client-id';
import { statusOf } from '../../../platform/http';
import { useHydrated } from '../../../platform/prerender/use-hydrated';
import { usePublicConfig } from '../../../platform/public-config';
import { lazyWithQueries } from '../../../platform/query/lazy-with-queries';
import { authApi } from '../api/auth-api';
import { startSession } from '../api/session-sync';
import { applyServerErrors, fieldError } from '../../../ui/form-fields';
import { useLoginForm } from '../forms/use-login-form';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { TextInput } from './text-input';
import type { SignInView } from './view-link';

// The Google button cannot show before Google's own script (accounts.google.com) loads, so
// its section loads beside that script instead of before the e-mail form; when the server
// has no client id (public config, read at run time) it never loads. Each lazy part brings
// the query client it uses: this page has none (platform/query).
const GoogleSection = lazyWithQueries(() =>
  import('./google-section').then((m) => m.GoogleSection),
);
// Likewise Facebook's button: only when the server has the Facebook app (public config).
const FacebookSignIn = lazyWithQueries(() =>
  import('./facebook-sign-in').then((m) => m.FacebookSignIn),
);
// And "Reenviar e-mail", shown only after a sign-in refused for an unconfirmed e-mail.
const ResendConfirmation = lazyWithQueries(() =>
  import('./resend-confirmation').then((m) => m.ResendConfirmation),
);

interface Props {
  email: string;
  onEmail: (email: string) => void;
  notice?: string;
  hrefOf: (view: SignInView) => string;
}

/**
 * Disabled until React has adopted the prerendered page (useHydrated): its own component, so
 * the re-render that enables it after hydration draws this button, not the whole form.
 */
function SendButton({ pending }: { pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending || !hydrated}>
      {pending ? 'Entrando…' : 'Entrar'}
    </Button>
  );
}

/**
 * E-mail and password; a 403 means the e-mail is not confirmed yet, so offer a new link.
 * Validated with `loginRules` (no zod) by `useLoginForm` (no react-hook-form), sent without
 * React Query: this is the form every visitor loads first.
 */
export function LoginView({ email, onEmail, notice, hrefOf }: Props) {
  const [pending, setPending] = useState(false);
  const publicConfig = usePublicConfig();
  const googleClientId = googleClientIdOf(publicConfig);
  const facebookEnabled = publicConfig?.facebookEnabled === true;
  const [alert, setAlert] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { field, errors, setError, handleSubmit } = useLoginForm({ email, password: '' });

  const submit = handleSubmit((values) => {
    setAlert(null);
    setUnconfirmed(null);
    onEmail(values.email);
    setPending(true);
    authApi
      .login(values)
      .then(startSession, (error: unknown) => {
        setAlert(applyServerErrors(error, setError, ['email', 'password']));
        if (statusOf(error) === 403) setUnconfirmed(values.email);
      })
      .finally(() => setPending(false));
  });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 500 }}>
          Entrar
        </Typography>
        <Typography color="text.secondary">Bom ver você de novo.</Typography>
      </Box>
      {notice && !alert && <FormAlert severity="success">{notice}</FormAlert>}
      {/* Prerendered (build/prerender-sign-in.ts), the form can be filled before the app's
          JavaScript runs; it cannot be sent until then (useHydrated), and `post` keeps a
          password out of any URL even so. */}
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          {...field('email')}
          {...fieldError(errors.email)}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          fullWidth
          {...field('password')}
          {...fieldError(errors.password)}
        />
        <Link
          component={RouterLink}
          to={hrefOf('recuperar-senha')}
          variant="body2"
          sx={{ justifySelf: 'end' }}
        >
          Esqueci minha senha
        </Link>
        <FormAlert severity="error">{alert}</FormAlert>
        {unconfirmed && (
          <Suspense fallback={null}>
            <ResendConfirmation email={unconfirmed} variant="text" />
          </Suspense>
        )}
        <SendButton pending={pending} />
      </Box>
      {googleClientId && (
        <Suspense fallback={null}>
          <GoogleSection clientId={googleClientId} />
        </Suspense>
      )}
      {facebookEnabled && (
        <Suspense fallback={null}>
          <FacebookSignIn divider={!googleClientId} />
        </Suspense>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Ainda não tem conta?{' '}
        <Link component={RouterLink} to={hrefOf('criar-conta')}>
          Criar conta
        </Link>
      </Typography>
    </Box>
  );
}
