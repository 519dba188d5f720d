import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { statusOf } from '../../../platform/http';
import { useLogin } from '../api/mutations';
import { applyServerErrors, fieldError, muiField } from '../forms/fields';
import { loginBodySchema } from '../forms/schemas';
import { FormAlert } from './form-alert';
import { GoogleSection } from './google-section';
import { PasswordField } from './password-field';
import { ResendConfirmation } from './resend-confirmation';
import type { SignInView } from './view-link';

interface Props {
  email: string;
  onEmail: (email: string) => void;
  notice?: string;
  hrefOf: (view: SignInView) => string;
}

/** E-mail and password; a 403 means the e-mail is not confirmed yet, so offer a new link. */
export function LoginView({ email, onEmail, notice, hrefOf }: Props) {
  const login = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(loginBodySchema), defaultValues: { email, password: '' } });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    setAlert(null);
    setUnconfirmed(null);
    onEmail(values.email);
    login.mutate(values, {
      onError: (error) => {
        setAlert(applyServerErrors(error, setError, ['email', 'password']));
        if (statusOf(error) === 403) setUnconfirmed(values.email);
      },
    });
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
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField label="E-mail" type="email" autoComplete="email" autoFocus fullWidth {...muiField(register('email'))} {...fieldError(errors.email)} />
        <PasswordField label="Senha" autoComplete="current-password" fullWidth {...muiField(register('password'))} {...fieldError(errors.password)} />
        <Link component={RouterLink} to={hrefOf('recuperar-senha')} variant="body2" sx={{ justifySelf: 'end' }}>
          Esqueci minha senha
        </Link>
        <FormAlert severity="error">{alert}</FormAlert>
        {unconfirmed && <ResendConfirmation email={unconfirmed} variant="text" />}
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? 'Entrando…' : 'Entrar'}
        </Button>
      </Box>
      <GoogleSection />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Ainda não tem conta?{' '}
        <Link component={RouterLink} to={hrefOf('criar-conta')}>
          Criar conta
        </Link>
      </Typography>
    </Box>
  );
}
