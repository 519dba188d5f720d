import { zodResolver } from '@hookform/resolvers/zod';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useRecover } from '../api/mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { recoverBodySchema } from '../forms/schemas';
import { FormAlert } from './form-alert';
import { TextInput } from './text-input';
import type { SignInView } from './view-link';

interface Props {
  email: string;
  onEmail: (email: string) => void;
  hrefOf: (view: SignInView) => string;
}

/** "Esqueci minha senha": the answer never says whether the e-mail has an account. */
export function RecoverView({ email, onEmail, hrefOf }: Props) {
  const recover = useRecover();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(recoverBodySchema),
    defaultValues: { email },
  });

  const submit = handleSubmit((values) => {
    setAlert(null);
    onEmail(values.email);
    recover.mutate(values.email, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => setAlert(applyServerErrors(error, setError, ['email'])),
    });
  });

  const back = (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      Lembrou?{' '}
      <Link component={RouterLink} to={hrefOf('entrar')}>
        Voltar para entrar
      </Link>
    </Typography>
  );

  if (sentTo) {
    return (
      <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
        <MailOutlined color="primary" sx={{ fontSize: 56, mx: 'auto' }} aria-hidden />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 500 }}>
          Verifique seu e-mail
        </Typography>
        <Typography role="status">
          Se existir uma conta com <strong>{sentTo}</strong>, enviamos um link para criar uma nova
          senha.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          O link vale por 1 hora e só pode ser usado uma vez.
        </Typography>
        {back}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 500 }}>
          Recuperar senha
        </Typography>
        <Typography color="text.secondary">
          Informe seu e-mail e enviaremos um link para criar uma nova senha.
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          {...muiField(register('email'))}
          {...fieldError(formState.errors.email)}
        />
        <FormAlert severity="error">{alert}</FormAlert>
        <Button type="submit" variant="contained" size="large" disabled={recover.isPending}>
          {recover.isPending ? 'Enviando…' : 'Enviar link'}
        </Button>
      </Box>
      {back}
    </Box>
  );
}
