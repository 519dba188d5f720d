import { Paper } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoginView } from './login-view';
import { RecoverView } from './recover-view';
import { RegisterView } from './register-view';
import { useSignInView } from './view-link';

/** A message another screen leaves for the sign-in card (e.g. after a password reset). */
export interface SignInNotice {
  notice?: string;
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
    <Paper component="section" aria-label="Acesso" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, justifySelf: { md: 'end' } }}>
      {view === 'entrar' && <LoginView key="entrar" {...props} notice={notice} />}
      {view === 'criar-conta' && <RegisterView key="criar-conta" {...props} />}
      {view === 'recuperar-senha' && <RecoverView key="recuperar-senha" {...props} />}
    </Paper>
  );
}
