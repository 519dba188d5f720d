import { Box, CircularProgress, Paper } from '@mui/material';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyWithQueries } from '../../../platform/query/lazy-with-queries';
import { LoginView } from './login-view';
import { useSignInView } from './view-link';

/** A message another screen leaves for the sign-in card (e.g. after a password reset). */
export interface SignInNotice {
  notice?: string;
}

// Sign-up and recovery validate with the contracts' zod schemas; they load when opened,
// so the login form (the front door) does not carry zod, nor React Query (their mutations'
// client comes with them).
const RegisterView = lazyWithQueries(() => import('./register-view').then((m) => m.RegisterView));
const RecoverView = lazyWithQueries(() => import('./recover-view').then((m) => m.RecoverView));

function ViewLoading() {
  return (
    <Box
      role="status"
      aria-label="Carregando"
      sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}
    >
      <CircularProgress />
    </Box>
  );
}

/** The card of `/`: sign in, create an account or recover the password, one view at a time. */
export function SignInCard() {
  const { view, hrefOf } = useSignInView();
  const location = useLocation();
  const notice = (location.state as SignInNotice | null)?.notice;
  // The e-mail typed in one view follows to the others.
  const [email, setEmail] = useState('');
  const props = { email, onEmail: setEmail, hrefOf };
  return (
    <Paper
      component="section"
      aria-label="Acesso"
      sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, justifySelf: { md: 'end' } }}
    >
      {view === 'entrar' && <LoginView key="entrar" {...props} notice={notice} />}
      <Suspense fallback={<ViewLoading />}>
        {view === 'criar-conta' && <RegisterView key="criar-conta" {...props} />}
        {view === 'recuperar-senha' && <RecoverView key="recuperar-senha" {...props} />}
      </Suspense>
    </Paper>
  );
}
